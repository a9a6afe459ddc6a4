/**
 * The CMS collections of the read API, by the name that is also their path (`/api/<name>`). This is
 * the browser-safe half of the collection table: the server half (server/cms/collections.ts) gives
 * each name its CMS query, mapper and domain types and must cover exactly these names. The names
 * are listed here, not taken from the table, because src/ imports nothing of server/, not even
 * types (docs/decisions/002-cms-adapter.md).
 */
export const COLLECTION_NAMES = [
  'deposits',
  'credits',
  'cards',
  'transfers',
  'news',
  'news-categories',
  'social-link',
  'legal-entities',
  'legal-entity-sliders',
  'legal-entity-recommended-products',
  'legal-entity-call-to-action',
  'currency-rates',
  'branches',
  'vacancies',
  'correspondent-accounts',
  'investment-funds',
  'pages',
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** The read-API path of a collection, below /api; with `key`, of one entry. */
export function collectionPath(name: CollectionName, key?: string): string {
  return key === undefined ? `/${name}` : `/${name}/${encodeURIComponent(key)}`;
}
