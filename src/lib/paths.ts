import { DEFAULT_LANG, isLang, type Lang } from './lang';

/** Prefixes a site path with its language (Uzbek has no prefix). */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** Splits `/ru/deposit?x=1` into the language and the language-free path `/deposit?x=1`. */
export function splitLangPath(pathWithQuery: string): { lang: Lang; path: string } {
  const match = /^\/(en|ru)(?=\/|\?|#|$)(.*)$/.exec(pathWithQuery);
  if (match && isLang(match[1])) {
    const rest = match[2] ?? '';
    return {
      lang: match[1],
      path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
    };
  }
  return { lang: DEFAULT_LANG, path: pathWithQuery || '/' };
}

/** Query string that filters the news list by a category, in the form the spec uses. */
export function newsCategoryQuery(categoryId: number): string {
  return `?filters[categories][id][$in]=${categoryId}`;
}

/** Pages reachable as /individual/{slug} (§2.3); any other slug is a 404. */
export const INDIVIDUAL_PAGES = ['survey', 'client-rights', 'tariff'] as const;
