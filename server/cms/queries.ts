import { DEFAULT_LANG, type Lang } from '@/lib/lang';
import { keptForShared, shareAcrossRequests } from '@/lib/shared-data';
import type { PageQuery } from './cms-service.types';
import { COLLECTIONS, collectionEntries, type ListSpec } from './collections';
import { serializeParams, type StrapiParams } from './strapi-client';
import type { StrapiVersion } from './strapi-version';
import { EVERYTHING, entryTag, fileTag, purgesTag, tagOfPath } from './read-tags';
import { FILES, type Change, type Shown } from './change';

/** One CMS GET: the path and its query; `locale` is part of every call (§7). */
export interface CmsCall {
  path: string;
  params: StrapiParams;
  /** A read of one entry (a detail page's): its answer is tagged by the entry it holds. */
  detail?: true;
}

/** A collection whose entries are opened one by one, and what a detail view populates. */
export interface DetailQuery {
  path: string;
  populate: readonly string[];
}

function call(path: string, lang: Lang, params: StrapiParams = {}): CmsCall {
  return { path, params: { ...params, locale: lang } };
}

// Strapi's default page is 25 entries; the site shows whole collections (100 is Strapi's maximum).
const ALL = { pageSize: 100 };

/**
 * The list call of a collection (collections.ts): every entry, the single type's entry, or one
 * page, filtered by a category id when `query` names one (callers validate both numbers).
 */
export function listCall(path: string, list: ListSpec<unknown>, lang: Lang, query?: PageQuery) {
  if (list.kind === 'paged') return buildListCall(path, list, lang, query);
  // A whole list's call depends on the collection and language only: built (and its cache key
  // written) once, not on every read. Paged calls vary with visitors' page numbers and are not kept.
  let byLang = wholeListCalls.get(list);
  if (!byLang) wholeListCalls.set(list, (byLang = {}));
  return (byLang[lang] ??= shareAcrossRequests(buildListCall(path, list, lang)));
}

const wholeListCalls = new WeakMap<ListSpec<unknown>, Partial<Record<Lang, CmsCall>>>();

function buildListCall(path: string, list: ListSpec<unknown>, lang: Lang, query?: PageQuery) {
  const params: StrapiParams = {};
  if (list.fields) params.fields = list.fields;
  if (list.populate) params.populate = list.populate;
  if (list.sort) params.sort = list.sort;
  if (list.kind === 'all') params.pagination = ALL;
  if (list.kind === 'paged') {
    params.pagination = { page: query?.page ?? 1, pageSize: list.pageSize };
    if (query?.category !== undefined && list.categoryRelation) {
      params.filters = { [list.categoryRelation]: { id: { $in: query.category } } };
    }
  }
  return call(path, lang, params);
}

/** Any small list answers with entries whose shape tells v4 from v5. */
export function versionProbeCall(): CmsCall {
  return call(COLLECTIONS['news-categories'].path, DEFAULT_LANG, { pagination: { pageSize: 1 } });
}

/**
 * What turns a read into a draft read: Strapi 5 `status=draft`, Strapi 4
 * `publicationState=preview` (drafts and published entries alike). A version still unknown (no
 * entry yet to tell it by) keeps published reads rather than guess the other version's parameter.
 */
export function draftParams(version: StrapiVersion | null): StrapiParams {
  if (version === 5) return { status: 'draft' };
  return version === 4 ? { publicationState: 'preview' } : {};
}

/** The detail calls: each reads one entry (findDetail in detail.ts). */
const detailCall = (path: string, lang: Lang, params: StrapiParams): CmsCall => ({
  ...call(path, lang, params),
  detail: true,
});

export function bySlugCall(spec: DetailQuery, lang: Lang, slug: string): CmsCall {
  return detailCall(spec.path, lang, { filters: { slug: { $eq: slug } }, populate: spec.populate });
}

export function byIdCall(spec: DetailQuery, lang: Lang, id: number): CmsCall {
  return detailCall(spec.path, lang, { filters: { id: { $eq: id } }, populate: spec.populate });
}

/** v4 only: `/api/x/{id}` answers that row whatever the locale (v4 README gotcha 1). */
export function v4EntryCall(spec: DetailQuery, lang: Lang, id: number): CmsCall {
  return detailCall(`${spec.path}/${id}`, lang, { populate: ['localizations'] });
}

/** v5 only: `locale=*` searches every language (`locale=all` is an empty list in v5). */
export function anyLocaleByIdCall(spec: DetailQuery, id: number): CmsCall {
  return {
    path: spec.path,
    params: { filters: { id: { $eq: id } }, fields: ['locale'], locale: '*' },
    detail: true,
  };
}

/** v5 only: a documentId is the same in every language; `locale` picks the version. */
export function byDocumentIdCall(spec: DetailQuery, lang: Lang, documentId: string): CmsCall {
  return detailCall(`${spec.path}/${documentId}`, lang, { populate: spec.populate });
}

/** The cache key of a call; written once for a shared (whole-list) call. */
export const cacheKey = keptForShared(
  (cmsCall: CmsCall): string => `${cmsCall.path}?${serializeParams(cmsCall.params)}`,
);

const KNOWN_PATHS = new Set(collectionEntries().map(([, spec]) => spec.path));

/**
 * The REST paths a Strapi model's name may stand for: webhooks name a type by its singular name
 * (`contribution`, `news-category`), while the REST path is the plural (`/api/contributions`), or
 * the singular for a single type.
 */
export function pathsOfModel(model: string): string[] {
  // `news-item`: Strapi 4 refuses a type whose singular and plural are the same (`news`).
  const name = model.replace(/-item$/, '');
  return [name, `${name}s`, `${name}es`, name.replace(/y$/, 'ies')].map((path) => `/api/${path}`);
}

/** The paths of collections.ts a model names: none if the site does not read it. */
function readPathsOfModel(model: string): string[] {
  return pathsOfModel(model).filter((path) => KNOWN_PATHS.has(path));
}

export const readsModel = (model: string) => readPathsOfModel(model).length > 0;

/**
 * The page tags (read-tags.ts) a change reaches: EVERYTHING for `*` or a model the site does
 * not read by a known path (as `answersOfChange`), else a test of each tag: the model's
 * collections (its lists, its entries not found) and its changed entry, or every entry of it
 * when the change names none; for files, the pages showing them.
 */
export function pageTagsOfChange({
  model,
  entries,
}: Change): ((tag: string) => boolean) | typeof EVERYTHING {
  if (model === FILES)
    return entries.length > 0 ? purgesTag(entries.map(fileTag), false) : EVERYTHING;
  const paths = model === EVERYTHING ? [] : readPathsOfModel(model);
  if (paths.length === 0) return EVERYTHING;
  const collections = paths.map(tagOfPath);
  const entryTags = collections.flatMap((collection) =>
    entries.map((identity) => entryTag(collection, identity)),
  );
  return purgesTag([...collections, ...entryTags], entries.length === 0);
}

/**
 * Which cached CMS answers a change reaches, by key and by what an answer shows (undefined for
 * a read still in flight): of a model, its lists, its entries not found and its changed entry
 * (every entry when the change names none); of files, the answers holding them. `*`, or a model
 * the site does not read by a known path (a component, a type it does not know), reaches every
 * answer.
 */
export function answersOfChange({ model, entries }: Change) {
  const changed = new Set(entries);
  const named = (ids: readonly string[]) => ids.some((id) => changed.has(id));
  if (model === FILES)
    return (_key: string, shown: Shown | undefined) => !shown || named(shown.files);
  const paths = model === EVERYTHING ? [] : readPathsOfModel(model);
  return (key: string, shown: Shown | undefined): boolean => {
    if (paths.length === 0) return true;
    if (!paths.some((path) => key.startsWith(`${path}?`) || key.startsWith(`${path}/`)))
      return false;
    return changed.size === 0 || !shown?.entries?.length || named(shown.entries);
  };
}
