/**
 * The CMS collections of the read API, by the name that is also their path (`/api/<name>`). The
 * names are the keys of the collection table (server/cms/collections.ts), taken as a type only:
 * the table's mappers and zod declarations stay out of the browser bundle, and a collection is
 * named in one place (docs/decisions/002-cms-adapter.md).
 */
import type { CollectionName } from '../../../server/cms/collections';

export type { CollectionName };

/** The read-API path of a collection, below /api; with `key`, of one entry. */
export function collectionPath(name: CollectionName, key?: string): string {
  return key === undefined ? `/${name}` : `/${name}/${encodeURIComponent(key)}`;
}
