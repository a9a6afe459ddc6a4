import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { splitLangPath } from '@/lib/paths';
import { PAGES } from './page-table';

/** §9: prefetch waits for the browser to be idle, at most this long. */
const IDLE_TIMEOUT_MS = 2000;

const pageRoutes: RouteObject[] = [
  {
    path: '/',
    children: PAGES.map((page, index) => ({
      id: String(index),
      ...(page.path === undefined ? { index: true } : { path: page.path }),
    })),
  },
];

/** The lazy page module a site path renders, if any. */
function pageModuleFor(pathname: string): (() => Promise<unknown>) | undefined {
  const { path } = splitLangPath(pathname);
  const match = matchRoutes(pageRoutes, path)?.at(-1);
  return match?.route.id === undefined ? undefined : PAGES[Number(match.route.id)]?.component;
}

function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Loads the page modules behind the links the visitor can see, so following them needs no chunk request. */
function prefetchVisibleLinks() {
  const loaders = new Set<() => Promise<unknown>>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (link.getClientRects().length === 0) continue;
    const load = pageModuleFor(new URL(link.href).pathname);
    if (load) loaders.add(load);
  }
  for (const load of loaders) load().catch(() => undefined);
}

/** §4: after each navigation, once the browser is idle, prefetch what the visible links lead to; never on 2g or data saver. */
export function useIdlePrefetch() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isSlowConnection()) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetchVisibleLinks, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetchVisibleLinks, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
