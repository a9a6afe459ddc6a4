import { useLocation, useMatches } from 'react-router';
import { LANGS, type Lang } from '@/lib/lang';
import { pageSearch } from '@/lib/page-query';
import { localePath, splitLangPath } from '@/lib/paths';
import type { PageData } from '@/lib/page-data';

/** Where the current page lives in each language: the page's own answer, else the same path. */
export function useAlternates(): Record<Lang, string> {
  const location = useLocation();
  const matches = useMatches();
  const pageData = [...matches].reverse().find((m) => (m.loaderData as PageData | null)?.meta)
    ?.loaderData as PageData | undefined;
  // Only what the page reads: the server rendered it without the rest (tracking tags).
  const search = pageSearch(location.pathname, location.search);
  const { path } = splitLangPath(`${location.pathname}${search}`);
  const result = {} as Record<Lang, string>;
  for (const lang of LANGS) result[lang] = pageData?.alternates?.[lang] ?? localePath(lang, path);
  return result;
}
