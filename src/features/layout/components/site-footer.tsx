import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { useLang } from '@/lib/use-lang';
import { useGetLegalEntitiesQuery } from '@/features/juristic/api';
import { useGetSocialLinkQuery } from '../api';

const INDIVIDUAL_LINKS = [
  ['cards', '/cards'],
  ['deposits', '/deposit'],
  ['news', '/news'],
  ['transfers', '/transfers'],
  ['credits', '/credit'],
  ['branches', '/branches'],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: social } = useGetSocialLinkQuery(lang);
  const { data: legalEntities = [] } = useGetLegalEntitiesQuery(lang);
  const socials = (['facebook', 'telegram', 'instagram'] as const).filter((name) => social?.[name]);
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <LocalLink to="/" className="site-footer__logo">{t('site.name')}</LocalLink>
        <ul className="site-footer__social">
          {socials.map((name) => (
            <li key={name}>
              <a href={social?.[name] ?? undefined} target="_blank" rel="noopener noreferrer">{t(`footer.${name}`)}</a>
            </li>
          ))}
        </ul>
      </div>
      <nav className="site-footer__column" aria-label={t('menu.individuals')}>
        <h2>{t('menu.individuals')}</h2>
        {INDIVIDUAL_LINKS.map(([label, path]) => (
          <LocalLink key={path} to={path}>{t(`menu.${label}`)}</LocalLink>
        ))}
      </nav>
      <nav className="site-footer__column" aria-label={t('menu.juristic')}>
        <h2>{t('menu.juristic')}</h2>
        {legalEntities.map((entity) => (
          <LocalLink key={entity.slug} to={`/juristic/${entity.slug}`}>{entity.name}</LocalLink>
        ))}
      </nav>
      <address className="site-footer__column">
        <h2>{t('footer.contact')}</h2>
        {social?.callCentre && <p>{t('footer.callCentre')}: <a href={`tel:${social.callCentre}`}>{social.callCentre}</a></p>}
        {social?.secondPhone && <p><a href={`tel:${social.secondPhone}`}>{social.secondPhone}</a></p>}
        {social?.phone && <p><a href={`tel:${social.phone.replace(/[^\d+]/g, '')}`}>{social.phone}</a></p>}
        {social?.address && <p>{social.address}</p>}
      </address>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {t('site.name')}. {t('footer.licence')}
      </p>
    </footer>
  );
}
