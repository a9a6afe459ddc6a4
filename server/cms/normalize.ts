import type { Media } from '@/lib/content-types';

/** An uploaded file as the CMS describes it: the domain's Media plus its size in kilobytes. */
export type CmsFile = Media & { size: number | null };

/** One CMS entry with Strapi's wrappers removed, identical for v4 and v5 answers. */
export interface PlainRecord {
  [field: string]: PlainValue | undefined;
}
export type PlainValue = string | number | boolean | null | CmsFile | PlainRecord | PlainValue[];

export interface NormalizeOptions {
  /** Prefixed to root-relative media URLs; '' keeps them root-relative (embedded demo content). */
  mediaOrigin: string;
  /** Gets the id of every uploaded file met: what a media webhook names (server/cms/change.ts). */
  files?: Set<string>;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface NormalizedEnvelope {
  records: PlainRecord[];
  /** Null when the answer carried no pagination (single types, single entries). */
  pagination: Pagination | null;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** v4 relations and media come as `{data: …}`; components have an `id` beside their fields. */
function isV4Wrapper(value: JsonObject): boolean {
  return 'data' in value && Object.keys(value).every((key) => key === 'data' || key === 'meta');
}

function isFile(value: JsonObject): boolean {
  return typeof value.url === 'string' && typeof value.mime === 'string';
}

function dimension(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? origin.replace(/\/+$/, '') + url : url;
}

/** `id`: the file's id, beside its attributes in Strapi 4, among them in Strapi 5. */
function toMedia(file: JsonObject, id: unknown, options: NormalizeOptions): CmsFile {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) options.files?.add(String(id));
  return {
    url: absoluteUrl(String(file.url), options.mediaOrigin),
    alt: typeof file.alternativeText === 'string' ? file.alternativeText : '',
    name: typeof file.name === 'string' ? file.name : '',
    mime: String(file.mime),
    width: dimension(file.width),
    height: dimension(file.height),
    size: dimension(file.size),
  };
}

function normalizeFields(fields: JsonObject, options: NormalizeOptions): PlainRecord {
  const record: PlainRecord = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) record[key] = normalizeValue(value, options);
  }
  return record;
}

/** Any value found inside an entry: scalars, media, relations, components, JSON fields. */
export function normalizeValue(value: unknown, options: NormalizeOptions): PlainValue {
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item, options));
  if (!isObject(value)) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : null;
  }
  if (isV4Wrapper(value)) return normalizeValue(value.data, options);
  if (isObject(value.attributes)) {
    return isFile(value.attributes)
      ? toMedia(value.attributes, value.id, options)
      : normalizeEntry(value, options);
  }
  if (isFile(value)) return toMedia(value, value.id, options);
  return normalizeFields(value, options);
}

/**
 * One entry, v4 `{id, attributes}` or v5 flat `{id, documentId, …}`. The version is read from
 * the entry itself, so a v5 server answering in v4 format (`Strapi-Response-Format: v4`) works too.
 */
export function normalizeEntry(entry: unknown, options: NormalizeOptions): PlainRecord {
  if (!isObject(entry)) return {};
  if (!isObject(entry.attributes)) return normalizeFields(entry, options);
  const { attributes, ...identity } = entry;
  return { ...normalizeFields(identity, options), ...normalizeFields(attributes, options) };
}

function toPagination(meta: unknown): Pagination | null {
  const raw = isObject(meta) && isObject(meta.pagination) ? meta.pagination : null;
  if (!raw) return null;
  const total = Number(raw.total) || 0;
  if (typeof raw.page === 'number') {
    return {
      page: raw.page,
      pageSize: Number(raw.pageSize) || 0,
      pageCount: Number(raw.pageCount) || 0,
      total,
    };
  }
  const limit = Number(raw.limit) || 0;
  const start = Number(raw.start) || 0;
  return {
    page: limit > 0 ? Math.floor(start / limit) + 1 : 1,
    pageSize: limit,
    pageCount: limit > 0 ? Math.ceil(total / limit) : 0,
    total,
  };
}

/** A list or single answer (`{data: […] | {…} | null, meta}`), as records plus pagination. */
export function normalizeEnvelope(body: unknown, options: NormalizeOptions): NormalizedEnvelope {
  const data = isObject(body) ? body.data : null;
  const entries = Array.isArray(data) ? data : isObject(data) ? [data] : [];
  return {
    records: entries.map((entry) => normalizeEntry(entry, options)),
    pagination: toPagination(isObject(body) ? body.meta : null),
  };
}
