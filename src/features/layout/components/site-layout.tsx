import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { Audience } from '../types';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BottomBar } from './bottom-bar';
import { ChatButton } from './chat-button';
import { NotificationArea } from './notification-area';
import { RouteProgress } from './route-progress';
import { PreviewBar } from './preview-bar';

/** The layout of one audience (§2.4): header, notices, page, footer and, below 1024 px, the bottom bar. */
export function SiteLayout({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  return (
    <div className={`site site--${audience}`}>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <PreviewBar />
      <RouteProgress />
      <SiteHeader audience={audience} />
      <NotificationArea />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomBar audience={audience} />
      <ChatButton />
    </div>
  );
}
