import { splitLangPath } from './paths';

/**
 * The query parameters each page reads (its loader or its component), by its language-free path
 * (src/app/routing/page-table.ts). Every other one (utm_*, fbclid, a cache-buster) changes nothing on the
 * page; a page that reads a new parameter must be listed here, or the server never sees it.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/news': ['page', 'filters[categories][id][$in]'],
  '/search': ['query'],
  '/branches': ['type', 'region', 'service', 'open', 'q'],
  '/vacancies': ['region', 'title'],
};

/**
 * Parameters that make a page depend on the clock, not only on the content: `/branches?open=1`
 * lists what is open at this minute. Such a page is rendered for every request and never kept in
 * the HTML cache or a shared cache (a copy kept for `HTML_CACHE_TTL` or `s-maxage` would list places
 * that have closed since); its ETag still answers 304 within the minute.
 */
const CLOCK_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/branches': ['open'],
};

/**
 * Parameters a visitor types freely: each new value is a page of its own, rendered on its first
 * view, so the server counts such renders against the visitor's address (server/ssr/render-route.ts).
 */
const FREE_TEXT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/search': ['query'],
  '/branches': ['q'],
  '/vacancies': ['title'],
};

const readsAny =
  (table: Readonly<Record<string, readonly string[]>>) => (pathname: string, search: string) => {
    const reads = table[splitLangPath(pathname).path] ?? [];
    const params = new URLSearchParams(search);
    return reads.some((name) => params.has(name));
  };

/** Whether the page at `pathname` with `search` reads the clock (see CLOCK_PARAMS). */
export const readsClock = readsAny(CLOCK_PARAMS);

/** Whether the page at `pathname` with `search` reads a free-text parameter (FREE_TEXT_PARAMS). */
export const readsFreeText = readsAny(FREE_TEXT_PARAMS);

/**
 * `search` with only the parameters the page at `pathname` reads, each as it was written and in
 * its order. The server renders and caches a page under it (one entry however many tracking tags
 * visitors bring, and none of them in the shared HTML); the browser builds its links from it too,
 * so hydration finds the same markup.
 */
export function pageSearch(pathname: string, search: string): string {
  const reads = PAGE_PARAMS[splitLangPath(pathname).path] ?? [];
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      const [name] = new URLSearchParams(pair).keys();
      return name !== undefined && reads.includes(name);
    });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
