import { AsyncLocalStorage } from 'node:async_hooks';
import { collectionEntries } from './collections';

/**
 * What a page was built from, as tags: the CMS collections it read (`contributions`, `news`).
 * The HTML cache purges by them, and shared caches are told them (`Surrogate-Key`, `Cache-Tag`).
 */
const storage = new AsyncLocalStorage<Set<string>>();

/** A purge of everything (media, a model the site cannot place). */
export const EVERYTHING = '*';

/** The tag of a CMS REST path: `/api/contributions/5` -> `contributions`. */
export const tagOfPath = (path: string) => path.replace(/^\/api\//, '').split('/')[0] ?? path;

/** Every collection's tag: what a page built from all the content carries. */
const ALL_TAGS = collectionEntries().map(([, { path }]) => tagOfPath(path));

/** Notes a CMS read for the page being rendered, if any is. */
export function noteRead(path: string): void {
  storage.getStore()?.add(tagOfPath(path));
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
