import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageHead } from '../document/page-head';
import { registerServiceWorker } from '../boot/service-worker';
import { useMetricsCounter } from '@/features/layout/metrics-counter';
import { hydrationDone } from '@/lib/idle-region';

export function LanguageRoot() {
  useMetricsCounter();
  // Effects run only after hydration: lets tests and monitoring tell a live page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    hydrationDone();
    registerServiceWorker();
  }, []);
  return (
    <>
      <PageHead />
      {/* §2.4: top of the page on each navigation, back to the old position on history moves, #hash targets scrolled to. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
