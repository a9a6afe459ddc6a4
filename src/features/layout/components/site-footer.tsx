import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { Logo } from '@/components/logo';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { useGetSocialLinkQuery } from '../api';
import { useJuristicItems } from '../use-juristic-items';
import { FooterContacts, SocialLinks } from './footer-contacts';

const INDIVIDUAL_LINKS = [
  ['cards', '/cards'],
  ['deposits', '/deposit'],
  ['news', '/news'],
  ['transfers', '/transfers'],
  ['credits', '/credit'],
  ['branches', '/branches'],
] as const;

/** §2.8: brand and social icons, three link columns, then the legal lines. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: social } = useGetSocialLinkQuery(useLang());
  const juristicItems = useJuristicItems();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LocalLink
            to="/"
            className="site-footer__logo"
            aria-label={`${t('site.name')}: ${t('site.home')}`}
          >
            <Logo name={t('site.name')} />
          </LocalLink>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          {social && <SocialLinks social={social} />}
        </div>
        <FooterColumn
          title={t('menu.individuals')}
          links={INDIVIDUAL_LINKS.map(([key, path]) => ({ name: t(`menu.${key}`), path }))}
        />
        <FooterColumn title={t('menu.juristic')} links={juristicItems} />
        {social && <FooterContacts social={social} />}
      </div>
      <FooterLegal />
    </footer>
  );
}

function FooterColumn({
  title,
  links,
}: {
  title: string;
  links: { name: string; path: string }[];
}) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.path}>
            <LocalLink to={link.path}>{link.name}</LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterLegal() {
  const { t } = useTranslation();
  const { metricsCounterId } = usePublicConfig();
  return (
    <div className="site-footer__bottom">
      <div className="container site-footer__bottom-inner">
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {t('site.name')}. {t('footer.rights')}
          <br />
          {t('footer.licence')}
        </p>
        <div className="site-footer__meta">
          {metricsCounterId && (
            <a
              className="site-footer__badge"
              href={`https://metrika.yandex.ru/stat/?id=${metricsCounterId}&from=informer`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {/* Yandex Metrika's informer: today's views, visits and visitors of this counter. */}
              <img
                src={`https://informer.yandex.ru/informer/${metricsCounterId}/3_1_FFFFFFFF_EFEFEFFF_0_pageviews`}
                width={88}
                height={31}
                alt={t('footer.statistics')}
                loading="lazy"
              />
            </a>
          )}
          <p className="site-footer__credit">{t('footer.developer')}</p>
        </div>
      </div>
    </div>
  );
}
