import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/icons/link-icons';
import { usePublicConfig } from '@/lib/public-config';

/** The closing call to action of the home page: internet banking on its own host, in a new tab. */
export function OnlineBanner() {
  const { t } = useTranslation();
  const { internetBankingUrl } = usePublicConfig();
  return (
    <section className="banner" aria-labelledby="online-banner-title">
      <div className="banner__content">
        <h2 id="online-banner-title" className="banner__title">
          {t('home.online.title')}
        </h2>
        <p className="banner__text">{t('home.online.text')}</p>
      </div>
      <a
        className="button button--light banner__action"
        href={internetBankingUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('menu.internetBank')}
        <ExternalIcon size={18} />
      </a>
    </section>
  );
}
