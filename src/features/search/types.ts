export type SearchKind =
  'page' | 'deposit' | 'credit' | 'card' | 'transfer' | 'juristic' | 'news' | 'vacancy';

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
