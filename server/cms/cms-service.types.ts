import type { Lang } from '@/lib/lang';
import type { Page } from '@/lib/content-types';
import type {
  CollectionName,
  CollectionTypes,
  DetailMethodName,
  ListMethodName,
} from './collections';
import type { IndexedEntry, IndexedKind } from './entry-index';
import type { Change } from './change';

export type { IndexedEntry, IndexedKind } from './entry-index';

export interface PageQuery {
  /** 1-based. */
  page: number;
  /** The id, in the requested language, of an entry of the collection's category relation. */
  category?: number;
}

type ListResult<N extends CollectionName> = {
  all: CollectionTypes<N>['item'][];
  single: CollectionTypes<N>['item'] | null;
  paged: Page<CollectionTypes<N>['item']>;
}[CollectionTypes<N>['listKind']];

type ListMethod<N extends CollectionName> = CollectionTypes<N>['listKind'] extends 'paged'
  ? (lang: Lang, query: PageQuery) => Promise<ListResult<N>>
  : (lang: Lang) => Promise<ListResult<N>>;

/** One list method and one detail method per collection, named and typed by the collection table. */
export type CollectionMethods = {
  [N in CollectionName as ListMethodName<N>]: ListMethod<N>;
} & {
  [N in CollectionName as DetailMethodName<N>]: (
    lang: Lang,
    key: string,
  ) => Promise<CollectionTypes<N>['detail'] | null>;
};

/**
 * Everything the site reads from the CMS, as plain domain objects (§7).
 * `key` is a slug or a numeric record id of any language version.
 * A 4xx from the CMS yields an empty result (null, [] or an empty page, §8);
 * a 5xx, a timeout or a network failure rejects with CmsUnavailableError.
 */
export type CmsService = CollectionMethods & {
  /**
   * Any collection's list by its name in the table, for code that walks the table (the read API,
   * the search index); `query` is read by paged lists only.
   */
  list<N extends CollectionName>(name: N, lang: Lang, query?: PageQuery): Promise<ListResult<N>>;
  /** Any collection's detail by its name in the table; null where it has none. */
  detail<N extends CollectionName>(
    name: N,
    lang: Lang,
    key: string,
  ): Promise<CollectionTypes<N>['detail'] | null>;
  /** Every detail page of a collection in `lang` (the sitemap); absent in stand-ins. */
  entryIndex?(kind: IndexedKind, lang: Lang): Promise<IndexedEntry[]>;
  /** Drops the cached answers a change reaches (the CMS webhook); absent where nothing is cached. */
  purge?(change: Change): number;
};
