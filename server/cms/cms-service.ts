import type { AxiosInstance } from 'axios';
import type { Lang } from '@/lib/lang';
import type { Page } from '@/lib/content-types';
import type { CmsService, CollectionMethods, PageQuery } from './cms-service.types';
import { DEFAULT_CMS_CACHE_MAX_MB } from '../config';
import { createCmsLoader, type CmsLoader, type CmsLogger } from './cms-loader';
import { collectionEntries, type DetailSpec, type ListSpec } from './collections';
import { findDetail } from './detail';
import { entryIndex } from './entry-index';
import { isSlug } from './keys';
import { bySlugCall, listCall } from './queries';
import { createStrapiClient, type StrapiClientOptions } from './strapi-client';
import type { VersionResolver, VersionSetting } from './strapi-version';
import { mapAll } from './mappers/fields';
import { derived } from './derived';

export type { CmsLogger } from './cms-loader';

export type CmsServiceOptions = ({ client: AxiosInstance } | StrapiClientOptions) & {
  version: VersionSetting;
  cacheTtlSeconds: number;
  /** CMS origin for media URLs; '' keeps `/uploads/…` root-relative (embedded demo content). */
  mediaOrigin: string;
  logger?: CmsLogger;
  /** Bound of the CMS call cache in estimated heap bytes; CMS_CACHE_MAX_MB's default when unset. */
  cacheMaxBytes?: number;
  /** API token of draft reads in preview mode; the client's own token when unset. */
  previewToken?: string;
};

/** The reads over one Strapi client, and what form deliveries share with them. */
export type StrapiCmsService = CmsService & {
  /** The CMS major version, configured or detected once on first use; null while unknowable. */
  version: VersionResolver;
  /** The one client of the process: form deliveries post through it too. */
  client: AxiosInstance;
};

function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/** Invalid page or category numbers never reach the CMS: they give an empty page. */
async function paged<T>(
  loader: CmsLoader,
  path: string,
  list: ListSpec<T>,
  lang: Lang,
  query: PageQuery,
): Promise<Page<T>> {
  const { page, category } = query;
  const pageSize = list.pageSize ?? 25;
  const valid = isPositiveInteger(page) && (category === undefined || isPositiveInteger(category));
  const envelope = valid ? await loader.envelope(listCall(path, list, lang, query)) : null;
  const empty = { items: [], page: valid ? page : 1, pageSize, pageCount: 0, total: 0 };
  if (!envelope) return empty;
  return derived(envelope, list, () => {
    const items = mapAll(envelope.records, lang, list.map);
    const pagination = envelope.pagination ?? {
      page,
      pageSize,
      pageCount: items.length > 0 ? 1 : 0,
      total: items.length,
    };
    return { items, ...pagination };
  });
}

function listMethod<T>(loader: CmsLoader, path: string, list: ListSpec<T>) {
  const all = async (lang: Lang) => {
    const records = await loader.load(listCall(path, list, lang));
    return derived(records, list, () => mapAll(records, lang, list.map));
  };
  switch (list.kind) {
    case 'all':
      return all;
    case 'single':
      return async (lang: Lang) => (await all(lang))[0] ?? null;
    case 'paged':
      return (lang: Lang, query: PageQuery) => paged(loader, path, list, lang, query);
  }
}

function detailMethod<T>(loader: CmsLoader, path: string, detail: DetailSpec<T>) {
  const query = { path, populate: detail.populate };
  return async (lang: Lang, key: string): Promise<T | null> => {
    const record =
      detail.lookup === 'slug-or-id'
        ? await findDetail(loader, query, lang, key)
        : isSlug(key)
          ? ((await loader.load(bySlugCall(query, lang, key)))[0] ?? null)
          : null;
    return record ? derived(record, detail, () => detail.map(record, lang)) : null;
  };
}

type Read = (lang: Lang, arg: never) => Promise<unknown>;

/**
 * One list and one detail method per collection of the table, named by it, and `list(name…)` /
 * `detail(name…)` over the same functions.
 */
function collectionMethods(
  loader: CmsLoader,
): CollectionMethods & Pick<CmsService, 'list' | 'detail'> {
  const methods: Record<string, unknown> = {};
  const lists = new Map<string, Read>();
  const details = new Map<string, Read>();
  for (const [name, { path, list, detail }] of collectionEntries()) {
    if (list) lists.set(name, (methods[list.method] = listMethod(loader, path, list)));
    if (detail) details.set(name, (methods[detail.method] = detailMethod(loader, path, detail)));
  }
  const read = (reads: Map<string, Read>, name: string, lang: Lang, arg: unknown) =>
    reads.get(name)?.(lang, arg as never) ?? Promise.resolve(null);
  // The table's mapped types (cms-service.types.ts) name and type what the loop just built.
  return {
    ...(methods as CollectionMethods),
    list: ((name: string, lang: Lang, query: PageQuery = { page: 1 }) =>
      read(lists, name, lang, query)) as CmsService['list'],
    detail: ((name: string, lang: Lang, key: string) =>
      read(details, name, lang, key)) as CmsService['detail'],
  };
}

/** The CmsService over Strapi v4 or v5 (or the embedded demo content given as an axios adapter). */
export function createCmsService(options: CmsServiceOptions): StrapiCmsService {
  const client = 'client' in options ? options.client : createStrapiClient(options);
  const loader = createCmsLoader({
    cacheMaxBytes: DEFAULT_CMS_CACHE_MAX_MB * 1024 * 1024,
    ...options,
    client,
  });
  return {
    ...collectionMethods(loader),
    version: loader.version,
    client,
    purge: loader.purge,
    entryIndex: (kind, lang) => entryIndex(loader, kind, lang),
  };
}
