import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { ArrowRightIcon } from '@/components/icons/link-icons';

/** The home page's opening panel: the page title as the headline, two calls to action, the card illustration. */
export function HomeHero({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        {text && <p className="hero__text">{text}</p>}
        <div className="hero__actions">
          <LocalLink className="button button--light" to="/deposit">
            {t('home.openDeposit')}
            <ArrowRightIcon size={18} />
          </LocalLink>
          <LocalLink className="button hero__secondary" to="/cards">
            {t('home.chooseCard')}
          </LocalLink>
        </div>
      </div>
      <img
        className="hero__image"
        src="/images/hero-cards.svg"
        alt=""
        width={520}
        height={420}
        fetchPriority="high"
      />
    </section>
  );
}
