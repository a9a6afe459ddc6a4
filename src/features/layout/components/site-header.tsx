import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { usePublicConfig } from '@/lib/public-config';
import { AUDIENCE_LINKS, MAIN_MENU } from '../menu';
import type { Audience } from '../types';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { internetBankingUrl } = usePublicConfig();
  const menu = MAIN_MENU[audience];
  return (
    <header className="site-header">
      <div className="site-header__top">
        <nav className="site-header__audiences" aria-label={t('menu.audiences')}>
          {AUDIENCE_LINKS.map((link) => (
            <LocalLink
              key={link.audience}
              to={link.path}
              aria-current={link.audience === audience ? 'true' : undefined}
            >
              {t(`menu.${link.label}`)}
            </LocalLink>
          ))}
          <LocalLink to="/branches">{t('menu.branches')}</LocalLink>
        </nav>
        <LanguageSwitcher />
      </div>
      <div className="site-header__main">
        <LocalLink to="/" className="site-header__logo" aria-label={t('site.home')}>
          {t('site.name')}
        </LocalLink>
        <nav className="site-header__menu" aria-label={t('menu.main')}>
          {[...menu.inline, ...menu.more].map((entry) => (
            <LocalLink key={entry.path} to={entry.path}>
              {t(`menu.${entry.label}`)}
            </LocalLink>
          ))}
        </nav>
        <a className="button button--primary" href={internetBankingUrl} target="_blank" rel="noopener noreferrer">
          {t('menu.internetBank')}
        </a>
      </div>
    </header>
  );
}
