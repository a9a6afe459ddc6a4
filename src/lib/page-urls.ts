import { LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';

export interface PageUrls {
  canonical: string;
  alternates: Record<Lang, string>;
}

/**
 * The absolute canonical and per-language URLs of a page. The query string is never part of
 * them (`?utm_source=…` is the same page); a detail page reached by its numeric id names its
 * slug URL (the page's own alternates, from its translations), so `/deposit/1` and
 * `/deposit/omonat` are one page to search engines.
 */
export function pageUrls(
  publicUrl: string,
  lang: Lang,
  path: string,
  explicit?: Partial<Record<Lang, string>>,
): PageUrls {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  const alternates = {} as Record<Lang, string>;
  for (const each of LANGS)
    alternates[each] = `${publicUrl}${explicit?.[each] ?? localePath(each, bare)}`;
  return { canonical: alternates[lang], alternates };
}
