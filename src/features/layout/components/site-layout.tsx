import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyWhenIdle } from '@/lib/idle-region';
import type { Audience } from '../types';
import { SiteHeader } from './site-header';
import { BottomBar } from './bottom-bar';
import { ChatButton } from './chat-button';
import { NotificationArea } from './notification-area';
import { RouteProgress } from './route-progress';
import { PreviewBar } from './preview-bar';

/** Below the fold and only links: hydrated when the page is idle (issue 24). */
const SiteFooter = lazyWhenIdle(() => import('./site-footer').then((m) => m.SiteFooter));

/**
 * The layout of one audience (§2.4): header, notices, page, footer and, below 1024 px, the bottom bar.
 * Each region is a Suspense boundary, so React hydrates them one by one, yielding in between, and
 * hydrates first the one a visitor clicks (replaying the click) instead of the whole page in one task.
 */
export function SiteLayout({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  return (
    <div className={`site site--${audience}`}>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <PreviewBar />
      <RouteProgress />
      <Suspense>
        <SiteHeader audience={audience} />
      </Suspense>
      <NotificationArea />
      <main id="main" className="site__main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Suspense>
        <BottomBar audience={audience} />
        <ChatButton />
      </Suspense>
    </div>
  );
}
