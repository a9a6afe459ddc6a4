/** A detail key: a slug, or the numeric id of any language version of the entry. */
export type EntryKey = { kind: 'slug'; slug: string } | { kind: 'id'; id: number };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const ID = /^[1-9]\d{0,9}$/;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** Null for anything that must not reach a CMS URL (`../x`, `a?b`, `1 OR 1`). */
export function parseEntryKey(key: string): EntryKey | null {
  if (ID.test(key)) return { kind: 'id', id: Number(key) };
  return isSlug(key) ? { kind: 'slug', slug: key } : null;
}

/** documentIds come from CMS answers but end up in a path, so they are checked too. */
export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value);
}
