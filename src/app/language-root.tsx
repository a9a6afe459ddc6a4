import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageData } from './route-data';
import { useIdlePrefetch } from './prefetch';
import { registerServiceWorker } from './service-worker';
import { useMetricsCounter } from '@/features/layout/metrics-counter';

/** Keeps the document title in step with client-side navigation (the server writes the first one). */
function useDocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const meta = [...matches]
    .reverse()
    .map((m) => (m.loaderData as PageData | null)?.meta)
    .find(Boolean);
  useEffect(() => {
    if (meta) document.title = `${meta.title} | ${t('site.name')}`;
  }, [meta, t]);
}

export function LanguageRoot() {
  useDocumentTitle();
  useIdlePrefetch();
  useMetricsCounter();
  // Effects run only after hydration: lets tests and monitoring tell a live page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    registerServiceWorker();
  }, []);
  return (
    <>
      {/* §2.4: top of the page on each navigation, back to the old position on history moves, #hash targets scrolled to. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
