import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { Logo } from '@/components/logo';
import { LocationIcon, LockIcon } from '@/components/icons/ui-icons';
import { usePublicConfig } from '@/lib/public-config';
import { MENUS, useMenu } from '../menu';
import type { Audience } from '../types';
import { useHeaderScroll } from '../use-header-scroll';
import { MenuLink, type MenuIcons } from './menu-link';
import { HeaderMenu } from './header-menu';
import { SearchDropdown } from './search-dropdown';
import { AccessibilityDropdown } from './accessibility-dropdown';
import { LanguageSwitcher } from './language-switcher';

/**
 * One header for every width: from 1024 px the top row and the main menu show (§2.5); below it the
 * same element is the mobile header with logo, search and language switcher (§2.6).
 */
export function SiteHeader({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  const { isTop, isHidden, reveal } = useHeaderScroll(header);
  const className = ['site-header', isTop && 'site-header--top', isHidden && 'site-header--hidden']
    .filter(Boolean)
    .join(' ');
  return (
    <header ref={header} className={className} onFocus={reveal}>
      <HeaderTopBar audience={audience} />
      <div className="container site-header__main">
        <LocalLink
          to="/"
          className="site-header__logo"
          aria-label={`${t('site.name')}: ${t('site.home')}`}
        >
          <Logo name={t('site.name')} />
        </LocalLink>
        <HeaderMenu audience={audience} />
        <div className="site-header__tools">
          <SearchDropdown />
          <AccessibilityDropdown />
          <LanguageSwitcher />
          <InternetBankLink />
        </div>
      </div>
    </header>
  );
}

/** The icons of the top row's service links (the branches); the sheets show the rest. */
const SERVICE_ICONS: MenuIcons = { location: LocationIcon };

function HeaderTopBar({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const topLeft = useMenu(MENUS.topLeft);
  const topRight = useMenu(MENUS.topRight);
  return (
    <div className="site-header__top">
      <div className="container site-header__top-inner">
        <nav className="site-header__audiences" aria-label={t('menu.audiences')}>
          {topLeft.map((entry) => (
            <LocalLink
              key={entry.audience}
              to={entry.path}
              className="site-header__audience"
              aria-current={entry.audience === audience ? 'true' : undefined}
            >
              {entry.name}
            </LocalLink>
          ))}
        </nav>
        <nav className="site-header__service" aria-label={t('header.service')}>
          {topRight.map((entry) => (
            <MenuLink
              key={entry.path}
              entry={entry}
              className="site-header__service-link"
              icons={SERVICE_ICONS}
            />
          ))}
        </nav>
      </div>
    </div>
  );
}

/** §2.5: the red button to internet banking on its own host, always in a new tab. */
export function InternetBankLink() {
  const { t } = useTranslation();
  const { internetBankingUrl } = usePublicConfig();
  return (
    <a
      className="button button--primary site-header__bank"
      href={internetBankingUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <LockIcon size={18} />
      <span>{t('menu.internetBank')}</span>
    </a>
  );
}
