import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageData } from './route-data';

/** Keeps the document title in step with client-side navigation (the server writes the first one). */
function useDocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const meta = [...matches].reverse().map((m) => (m.loaderData as PageData | null)?.meta).find(Boolean);
  useEffect(() => {
    if (meta) document.title = `${meta.title} | ${t('site.name')}`;
  }, [meta, t]);
}

export function LanguageRoot() {
  useDocumentTitle();
  // Effects run only after hydration: lets tests and monitoring tell a live page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}
