import type { DataRouter } from 'react-router';

function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/**
 * §4: after the first render and each navigation, once the browser is idle, loads the page modules
 * the visible links lead to and the loaders, so following them needs no chunk request; never on 2g
 * or data saver. Its code (prefetch-links.ts) comes after hydration, in a chunk of its own: the
 * first prefetch waits for an idle moment anyway.
 */
export function prefetchAfterNavigations(router: DataRouter) {
  if (isSlowConnection()) return;
  import('./prefetch-links').then(
    ({ prefetchVisibleLinks }) => prefetchVisibleLinks(router),
    // A deploy replaced the chunk: links load their page when followed.
    () => undefined,
  );
}
