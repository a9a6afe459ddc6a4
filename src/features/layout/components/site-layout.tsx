import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../types';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** The layout of one audience (§2.4): header, page, footer. */
export function SiteLayout({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  return (
    <div className={`site site--${audience}`}>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <SiteHeader audience={audience} />
      <main id="main" className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
