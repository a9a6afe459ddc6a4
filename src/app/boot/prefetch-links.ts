import { matchRoutes, type DataRouter } from 'react-router';
import { loadPage, loadPageLoaders } from '../routing/page-table';
import type { PageHandle } from '../routing/routes';
import { inIdleSlices, oneAtATime } from '@/lib/idle-slices';

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

/** See prefetch.ts, which loads this module after hydration. */
export function prefetchVisibleLinks(router: DataRouter) {
  const load = (pages: Set<string>) => {
    if (pages.size > 0) loadPageLoaders().catch(() => undefined);
    // An import() starts a module request, a few ms each on a slow phone: one per step.
    inIdleSlices(
      oneAtATime([...pages], (page) => loadPage(page).catch(() => undefined)),
      () => undefined,
    );
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
