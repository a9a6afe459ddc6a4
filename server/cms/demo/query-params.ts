import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@/lib/lang';
import { internalServerError } from './strapi-errors';
import { asRecord, isRecord, toList } from './values';

/** Field name -> what to populate inside it; `*` stands for every populatable field. */
export interface PopulateTree {
  [field: string]: PopulateTree;
}

export interface SortKey {
  field: string;
  descending: boolean;
}

export type Pagination =
  | { mode: 'page'; page: number; pageSize: number }
  | { mode: 'offset'; start: number; limit: number };

export interface ReadQuery {
  /** Empty for an unknown locale: Strapi 4 then finds nothing rather than failing. */
  locales: readonly Lang[];
  filters: Record<string, unknown>;
  sort: SortKey[];
  pagination: Pagination;
  populate: PopulateTree;
  /** Attribute names to keep (`fields[0]=title`), null for all. */
  fields: string[] | null;
}

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/** Reads Strapi 4 REST parameters from a `qs.parse`d query string. */
export function parseReadQuery(query: Record<string, unknown>): ReadQuery {
  return {
    locales: parseLocale(query.locale),
    filters: asRecord(query.filters),
    sort: parseSort(query.sort),
    pagination: parsePagination(asRecord(query.pagination)),
    populate: parsePopulate(query.populate),
    fields: query.fields === undefined ? null : splitList(query.fields),
  };
}

function parseLocale(raw: unknown): readonly Lang[] {
  if (raw === undefined) return [DEFAULT_LANG];
  if (raw === 'all') return LANGS;
  return isLang(raw) ? [raw] : [];
}

function splitList(raw: unknown): string[] {
  return toList(raw)
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

function parseSort(raw: unknown): SortKey[] {
  return toList(raw).flatMap((item) => {
    if (isRecord(item)) {
      return Object.entries(item).map(([field, order]) => sortKey(field, String(order)));
    }
    return splitList(item).map((spec) => {
      const [field = '', order = 'asc'] = spec.split(':');
      return sortKey(field, order);
    });
  });
}

function sortKey(field: string, order: string): SortKey {
  return { field, descending: order.toLowerCase() === 'desc' };
}

function parsePagination(raw: Record<string, unknown>): Pagination {
  if (raw.start !== undefined || raw.limit !== undefined) {
    return {
      mode: 'offset',
      start: Math.max(0, toInteger(raw.start, 0)),
      limit: clampPageSize(toInteger(raw.limit, DEFAULT_PAGE_SIZE)),
    };
  }
  return {
    mode: 'page',
    page: Math.max(1, toInteger(raw.page, 1)),
    pageSize: clampPageSize(toInteger(raw.pageSize, DEFAULT_PAGE_SIZE)),
  };
}

function clampPageSize(size: number): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, size));
}

/** Strapi 4 does not validate these: a non-number fails deep inside the query as a 500. */
function toInteger(raw: unknown, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(value)) throw internalServerError();
  return value;
}

/**
 * Accepts every form Strapi 4 does: `populate=a,b.c`, `populate[0]=a.b`, `populate=*`
 * and the object form `populate[a][populate][0]=b`.
 */
export function parsePopulate(raw: unknown): PopulateTree {
  const tree: PopulateTree = {};
  for (const item of toList(raw)) {
    if (isRecord(item)) addObjectForm(tree, item);
    else for (const path of splitList(item)) addPath(tree, path);
  }
  return tree;
}

function addObjectForm(tree: PopulateTree, raw: Record<string, unknown>): void {
  for (const [field, options] of Object.entries(raw)) {
    if (options === '*') tree[field] = { '*': {} };
    else tree[field] = isRecord(options) ? parsePopulate(options.populate) : {};
  }
}

function addPath(tree: PopulateTree, path: string): void {
  let node = tree;
  for (const field of path.split('.')) {
    const next = node[field] ?? {};
    node[field] = next;
    node = next;
  }
}
