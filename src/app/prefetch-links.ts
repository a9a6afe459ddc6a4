import { matchRoutes, type DataRouter } from 'react-router';
import { loadPage, loadPageLoaders } from './page-table';
import type { PageHandle } from './routes';

/** §9: prefetch waits for the browser to be idle, at most this long. */
const IDLE_TIMEOUT_MS = 2000;

/** Links per step: matching one runs react-router's route ranking, a few ms on a slow phone. */
const LINKS_PER_STEP = 4;

/**
 * Page modules behind the links the visitor can see, matched against the router's own routes, a
 * few links per step: matching all of a page's ~60 links at once was one task of 100+ ms on a
 * 4x-throttled CPU (issue 24). `step` returns the pages once every link is matched.
 */
function visiblePages(router: DataRouter): () => Set<string> | undefined {
  let links: HTMLAnchorElement[] | undefined;
  const pages = new Set<string>();
  return () => {
    // Read at the first idle moment, when the page's new links are in the document.
    links ??= [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')];
    for (const link of links.splice(0, LINKS_PER_STEP)) {
      if (link.getClientRects().length === 0) continue;
      const match = matchRoutes(router.routes, new URL(link.href).pathname)?.at(-1);
      const page = (match?.route.handle as PageHandle | undefined)?.page;
      if (page) pages.add(page);
    }
    return links.length === 0 ? pages : undefined;
  };
}

function whenIdle(work: (deadline?: IdleDeadline) => void, fallbackDelay: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackDelay);
  return () => clearTimeout(timer);
}

/**
 * The longest an idle slice keeps the main thread. An idle period lasts up to 50 ms, and a press
 * that comes meanwhile waits for the slice: on a 4x slower phone CPU that is 200 ms (issue 24).
 */
const SLICE_MS = 8;

/** Runs `step` in idle periods, as many times as each allows up to SLICE_MS, until it returns a result. */
function inIdleSlices<T>(step: () => T | undefined, done: (result: T) => void): () => void {
  let cancel: () => void;
  const slice = (deadline?: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    do {
      const result = step();
      if (result !== undefined) return done(result);
    } while (
      deadline &&
      !deadline.didTimeout &&
      deadline.timeRemaining() > 2 &&
      performance.now() < end
    );
    cancel = whenIdle(slice, 0);
  };
  cancel = whenIdle(slice, IDLE_TIMEOUT_MS);
  return () => cancel();
}

/** See prefetch.ts, which loads this module after hydration. */
export function prefetchVisibleLinks(router: DataRouter) {
  const load = (pages: Set<string>) => {
    if (pages.size > 0) loadPageLoaders().catch(() => undefined);
    for (const page of pages) loadPage(page).catch(() => undefined);
  };
  const prefetch = () => inIdleSlices(visiblePages(router), load);
  let cancel = prefetch();
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    cancel();
    cancel = prefetch();
  });
}
