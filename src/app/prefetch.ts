import { matchRoutes, type DataRouter } from 'react-router';
import { loadPage, loadPageLoaders } from './page-table';
import type { PageHandle } from './routes';

/** §9: prefetch waits for the browser to be idle, at most this long. */
const IDLE_TIMEOUT_MS = 2000;

function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Page modules behind the links the visitor can see, matched against the router's own routes. */
function visiblePages(router: DataRouter): Set<string> {
  const pages = new Set<string>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (link.getClientRects().length === 0) continue;
    const match = matchRoutes(router.routes, new URL(link.href).pathname)?.at(-1);
    const page = (match?.route.handle as PageHandle | undefined)?.page;
    if (page) pages.add(page);
  }
  return pages;
}

function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/**
 * §4: after the first render and each navigation, once the browser is idle, loads the page modules
 * the visible links lead to and the loaders, so following them needs no chunk request; never on 2g
 * or data saver.
 */
export function prefetchAfterNavigations(router: DataRouter) {
  if (isSlowConnection()) return;
  const prefetch = () => {
    const pages = visiblePages(router);
    if (pages.size > 0) loadPageLoaders().catch(() => undefined);
    for (const page of pages) loadPage(page).catch(() => undefined);
  };
  let cancel = whenIdle(prefetch);
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    cancel();
    cancel = whenIdle(prefetch);
  });
}
