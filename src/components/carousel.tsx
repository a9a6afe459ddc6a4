import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from './icons/ui-icons';
import { useHydrated } from './use-browser-state';
import { useCarousel } from './use-carousel';

interface CarouselProps {
  label: string;
  slides: { key: string; content: ReactNode }[];
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next, one dot per slide, arrow keys,
 * a pause button. Server HTML and visitors without JavaScript get the slides as a plain list.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const carousel = useCarousel(slides.length);
  const { index, go } = carousel;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      carousel.setFocused(false);
  };
  const isActive = isHydrated && slides.length > 1;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the carousel's own buttons and links
    <section
      className={isActive ? 'carousel carousel--active' : 'carousel'}
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onKeyDown={isActive ? onKeyDown : undefined}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
    >
      {isActive && (
        <div className="carousel__controls">
          <button type="button" className="carousel__pause" onClick={carousel.togglePause}>
            {carousel.isPlaying ? t('carousel.pause') : t('carousel.play')}
          </button>
          <button
            type="button"
            className="carousel__step"
            aria-label={t('carousel.previous')}
            onClick={() => go(index - 1)}
          >
            <ArrowLeftIcon size={20} />
          </button>
          <button
            type="button"
            className="carousel__step"
            aria-label={t('carousel.next')}
            onClick={() => go(index + 1)}
          >
            <ArrowRightIcon size={20} />
          </button>
        </div>
      )}
      <div className="carousel__viewport" aria-live={carousel.isPlaying ? 'off' : 'polite'}>
        <ul
          className="carousel__track"
          style={isActive ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => (
            <li
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: position + 1, count: slides.length })}
              inert={isActive && position !== index}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      {isActive && (
        <div className="carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className="carousel__dot"
              aria-label={t('carousel.position', { n: position + 1, count: slides.length })}
              aria-current={position === index || undefined}
              onClick={() => go(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
