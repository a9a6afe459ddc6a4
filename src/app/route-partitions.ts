import type { Lang } from '@/lib/lang';
import { splitLangPath } from '@/lib/paths';
import { PAGES, type PageDefinition } from './page-table';

/**
 * react-router tries a request's path against every branch of the tree in rank order, compiling
 * each pattern as it goes; the home ranks last, so it paid for all thirty pages on every render.
 * The server therefore routes each request in a partition of the tree: the pages whose first
 * segment is the request's, plus those that start with a parameter or a splat (the 404). Every
 * branch that could match a path starts with its first segment or with one of those, so a
 * partition matches exactly what the whole tree matches.
 */

/** The first non-empty segment, read without splitting the rest of a long path. */
const firstSegment = (path: string) => /[^/]+/.exec(path)?.[0] ?? '';

const isStatic = (segment: string) => segment !== '' && !/^[:*]/.test(segment);

/** The home's partition key, and the key of a segment no page starts with. */
const HOME = '';
const NO_PAGE = '*';

/**
 * The partition key of a request path: its first segment as react-router compares it, decoded
 * (undecodable stays as sent) and case-insensitive; react-router's case folding maps no
 * non-ASCII letter to an ASCII one, so only ASCII letters are folded.
 */
function keyOf(lang: Lang, pathname: string, keys: ReadonlySet<string>): string {
  const split = splitLangPath(pathname);
  const raw = firstSegment(split.lang === lang ? split.path : pathname);
  if (raw === '') return HOME;
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // react-router leaves an undecodable segment as it is too.
  }
  const folded = segment.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return keys.has(folded) ? folded : NO_PAGE;
}

/**
 * The pages of each partition, by key, in the table's order: a page whose first segment is static
 * belongs to that segment's partition, the index to the home's, any other (a parameter, a splat)
 * to every partition.
 */
function partitionPages(pages: readonly PageDefinition[]) {
  const first = (def: PageDefinition) => (def.path === undefined ? HOME : firstSegment(def.path));
  const belongs = (def: PageDefinition, key: string) => {
    const segment = first(def);
    return segment === key || (segment !== HOME && !isStatic(segment));
  };
  const keys = new Set([HOME, NO_PAGE, ...pages.map(first).filter(isStatic)]);
  return new Map([...keys].map((key) => [key, pages.filter((def) => belongs(def, key))]));
}

/**
 * One value per partition and language, built once (`build` gets the partition's pages), and the
 * one a request path belongs to. The keys are the table's own segments, so a visitor's path never
 * adds one.
 */
export function routePartitions<T>(
  langs: readonly Lang[],
  build: (lang: Lang, pages: readonly PageDefinition[]) => T,
  pages: readonly PageDefinition[] = PAGES,
) {
  const partitions = partitionPages(pages);
  const keys = new Set(partitions.keys());
  const built = new Map(
    langs.map((lang) => [
      lang,
      new Map([...partitions].map(([key, defs]) => [key, build(lang, defs)])),
    ]),
  );
  return (lang: Lang, pathname: string): T => built.get(lang)!.get(keyOf(lang, pathname, keys))!;
}
