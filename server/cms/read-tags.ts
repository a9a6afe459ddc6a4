import { AsyncLocalStorage } from 'node:async_hooks';
import { collectionEntries } from './collections';
import type { Shown } from './change';

/**
 * What a page was built from, as tags: the CMS collections whose lists it read (`contributions`,
 * `news`), and the entries it showed one by one (`news@12`, `news@<documentId>`): a change of
 * one news item drops the lists and that item's pages, not every other item's. The HTML cache
 * purges by them, and shared caches are told them (`Surrogate-Key`, `Cache-Tag`).
 */
const storage = new AsyncLocalStorage<Set<string>>();

/** A purge of everything (media, a model the site cannot place). */
export const EVERYTHING = '*';

/** The tag of a CMS REST path: `/api/contributions/5` -> `contributions`. */
export const tagOfPath = (path: string) => path.replace(/^\/api\//, '').split('/')[0] ?? path;

/** Every collection's tag: what a page built from all the content carries. */
const ALL_TAGS = collectionEntries().map(([, { path }]) => tagOfPath(path));

/** The tag of one entry of a collection. */
export const entryTag = (collection: string, identity: string) => `${collection}@${identity}`;

/** What the tags of uploaded files start with: Strapi's plugin, which no collection is named. */
const FILES_TAG = 'upload';

/** The tag of an uploaded file a page shows (`upload@7`): a media webhook names its id. */
export const fileTag = (id: string) => entryTag(FILES_TAG, id);

/**
 * Notes a CMS read for the page being rendered, if any is: the entry it found by its
 * identities (server/cms/change.ts), or, for a list and for an entry not found (which a new
 * one may fill), the collection; and the files it holds.
 */
export function noteRead(path: string, shown: Shown): void {
  const tags = storage.getStore();
  if (!tags) return;
  const collection = tagOfPath(path);
  if (!shown.entries?.length) tags.add(collection);
  for (const identity of shown.entries ?? []) tags.add(entryTag(collection, identity));
  for (const id of shown.files) tags.add(fileTag(id));
}

/**
 * What a purge of `tags` (collections, entries) drops of a page's tags: a collection's tag
 * reaches the pages that read its lists and, when `everyEntry`, those that showed any one entry.
 */
export function purgesTag(tags: readonly string[], everyEntry: boolean) {
  const wanted = new Set(tags);
  return (tag: string) => {
    if (wanted.has(tag)) return true;
    const at = tag.indexOf('@');
    return everyEntry && at > 0 && wanted.has(tag.slice(0, at));
  };
}

/** The CDN's tag of every page showing one entry of `collection`: for a whole model's purge. */
const everyEntryTag = (collection: string) => entryTag(collection, 'all');

/**
 * What a CDN is told a page was built from: its tags and, for each collection it showed one entry
 * of, `<collection>@all`, so purging a collection's tag and that one reaches every page of it,
 * and purging an entry's tag instead only that entry's pages (docs/deploy.md).
 */
export function cdnTags(tags: readonly string[]): string[] {
  const collections = tags
    .map((tag) => tag.split('@'))
    .flatMap(([collection, entry]) => (entry && collection !== FILES_TAG ? [collection!] : []));
  return [...new Set([...tags, ...collections.map(everyEntryTag)])];
}

/** Notes that the page being rendered depends on all the content (search results). */
export function noteReadsEverything(): void {
  const tags = storage.getStore();
  for (const tag of ALL_TAGS) tags?.add(tag);
}

/** Runs `render`, collecting the tags of what it read, in order of first read. */
export async function withReadTags<T>(render: () => Promise<T>): Promise<[T, string[]]> {
  const tags = new Set<string>();
  const value = await storage.run(tags, render);
  return [value, [...tags]];
}
