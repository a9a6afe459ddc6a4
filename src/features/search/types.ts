export type SearchKind =
  'page' | 'deposit' | 'credit' | 'card' | 'transfer' | 'juristic' | 'news' | 'vacancy' | 'branch';

/** Plain text; `isMatch` parts are the words that matched the query. */
export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** Site path without the language prefix, e.g. /deposit/omonat-plus. */
  path: string;
  snippet: SnippetPart[];
}

/** The longest query searched; a longer one is cut (browser, SSR and read API agree). */
export const SEARCH_QUERY_MAX = 200;

/** The query as searched: no control characters, trimmed, at most SEARCH_QUERY_MAX long. */
export function searchQuery(raw: string | null): string {
  return (
    (raw ?? '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
      .replace(/[\u0000-\u001f]/g, ' ')
      .trim()
      .slice(0, SEARCH_QUERY_MAX)
  );
}
