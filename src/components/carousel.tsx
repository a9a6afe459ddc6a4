import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from './icons/ui-icons';
import { ArrowRightIcon } from './icons/link-icons';
import { useHydrated } from './use-browser-state';
import { useCarousel } from './use-carousel';

interface CarouselProps {
  label: string;
  slides: { key: string; content: ReactNode }[];
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next, one dot per slide, arrow keys,
 * a pause button. Server HTML and visitors without JavaScript get the slides as a plain list.
 * It is a section of the page under its h1: its label is its h2 (hidden, the slides show what it
 * is), so slide titles are h3 and a screen reader's list of headings skips no level.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const carousel = useCarousel(slides.length);
  const titleId = useId();
  const { index, go } = carousel;
  const isActive = isHydrated && slides.length > 1;
  return (
    <section
      className={isActive ? 'carousel carousel--active' : 'carousel'}
      aria-roledescription={t('carousel.carousel')}
      aria-labelledby={titleId}
      {...(isActive && carousel.rootProps)}
    >
      <h2 id={titleId} className="visually-hidden">
        {label}
      </h2>
      {isActive && (
        <CarouselControls
          isPlaying={carousel.isPlaying}
          onPause={carousel.togglePause}
          onStep={(by) => go(index + by)}
        />
      )}
      <div className="carousel__viewport" aria-live={carousel.isPlaying ? 'off' : 'polite'}>
        <ul
          className="carousel__track"
          style={isActive ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => (
            <li key={slide.key} className="carousel__slide" inert={isActive && position !== index}>
              {/* The group sits inside the item, so the list keeps list items (axe "list"). */}
              <div
                className="carousel__group"
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: position + 1, count: slides.length })}
              >
                {slide.content}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {isActive && <CarouselDots count={slides.length} index={index} onChoose={go} />}
    </section>
  );
}

interface ControlsProps {
  isPlaying: boolean;
  onPause: () => void;
  onStep: (by: -1 | 1) => void;
}

function CarouselControls({ isPlaying, onPause, onStep }: ControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="carousel__controls">
      <button type="button" className="carousel__pause" onClick={onPause}>
        {isPlaying ? t('carousel.pause') : t('carousel.play')}
      </button>
      <button
        type="button"
        className="carousel__step"
        aria-label={t('carousel.previous')}
        onClick={() => onStep(-1)}
      >
        <ArrowLeftIcon size={20} />
      </button>
      <button
        type="button"
        className="carousel__step"
        aria-label={t('carousel.next')}
        onClick={() => onStep(1)}
      >
        <ArrowRightIcon size={20} />
      </button>
    </div>
  );
}

/** One dot per slide; the current one is marked for screen readers as well. */
function CarouselDots(props: { count: number; index: number; onChoose: (to: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="carousel__dots">
      {Array.from({ length: props.count }, (_, position) => (
        <button
          key={position}
          type="button"
          className="carousel__dot"
          aria-label={t('carousel.position', { n: position + 1, count: props.count })}
          aria-current={position === props.index || undefined}
          onClick={() => props.onChoose(position)}
        />
      ))}
    </div>
  );
}
