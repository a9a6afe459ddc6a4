import { PAGES } from '@/app/routing/page-table';
import { localePath, splitLangPath } from '@/lib/paths';

/** Each page's path as its segments; a `:param` segment is an entry's slug or id. */
const PATTERNS = PAGES.flatMap(({ path }) =>
  path === undefined || path === '*' ? [] : [path.split('/')],
);

const isParam = (word: string) => word.startsWith(':');
const fixedWords = (pattern: string[]) => pattern.filter((word) => !isParam(word)).length;

/**
 * The path with the site's own route words in lower case (`/ru/DEPOSIT` → `/ru/deposit`): the
 * router matches them in any case, so every spelling would be a page of its own, naming itself
 * canonical. Slugs keep their case: they are the CMS's text, and the CMS decides what they match.
 * Expects the language prefix already in lower case (normalize-path.ts).
 */
export function lowercaseRouteWords(path: string): string {
  const { lang, path: rest } = splitLangPath(path);
  const segments = rest.split('/').slice(1);
  const fits = (pattern: string[]) =>
    pattern.length === segments.length &&
    pattern.every((word, index) => isParam(word) || word === segments[index]?.toLowerCase());
  // As in the router, fixed words beat a slug: `deposit/usd` before `deposit/:slug`.
  const pattern = PATTERNS.filter(fits).sort((a, b) => fixedWords(b) - fixedWords(a))[0];
  if (!pattern) return path;
  const words = segments.map((segment, index) => {
    const word = pattern[index] ?? segment;
    return isParam(word) ? segment : word;
  });
  return localePath(lang, `/${words.join('/')}`);
}
