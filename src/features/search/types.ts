export type SearchKind =
  'deposit' | 'credit' | 'card' | 'transfer' | 'news' | 'vacancy' | 'juristic' | 'page';

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** Site path without the language prefix, e.g. /deposit/omonat-plus. */
  path: string;
  snippet: string;
}
