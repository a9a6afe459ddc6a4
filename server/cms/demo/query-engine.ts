import { SYSTEM_FIELDS, type ContentType } from './content-fields';
import { findContentType } from './content-model';
import type { ContentStore, Row } from './content-store';
import { compileFilters, fieldValue, type FilterContext } from './filters';
import type { Pagination, ReadQuery, SortKey } from './query-params';
import { serializeEntry, type V4Entry } from './serialize-v4';
import { invalidParameter, notFound } from './strapi-errors';
import { compareValues } from './values';

export interface ListBody {
  data: V4Entry[];
  meta: { pagination: Record<string, number> };
}

export interface EntryBody {
  data: V4Entry;
  meta: Record<string, never>;
}

/** `GET /api/<collection>`: filter, sort, paginate, then serialize the page. */
export function findMany(store: ContentStore, type: ContentType, query: ReadQuery): ListBody {
  const matches = compileFilters(type, query.filters, filterContext(store));
  const order = compileSort(type, query.sort);
  const rows = store
    .rows(type.api)
    .filter((row) => query.locales.includes(row.locale) && matches(row))
    .sort(order);
  const { items, meta } = paginate(rows, query.pagination);
  return {
    data: items.map((row) => serializeEntry(store, type, row, query.populate, query.fields)),
    meta: { pagination: meta },
  };
}

/** `GET /api/<collection>/<id>`: that row whatever its language; Strapi 4 ignores `locale` here. */
export function findOne(
  store: ContentStore,
  type: ContentType,
  id: string,
  query: ReadQuery,
): EntryBody {
  const row = /^\d+$/.test(id) ? store.byId(type.api, Number(id)) : undefined;
  if (!row) throw notFound();
  return { data: serializeEntry(store, type, row, query.populate, query.fields), meta: {} };
}

/** `GET /api/<single type>`: the row in the requested language, 404 when there is none. */
export function findSingle(store: ContentStore, type: ContentType, query: ReadQuery): EntryBody {
  const row = store.rows(type.api).find((candidate) => query.locales.includes(candidate.locale));
  if (!row) throw notFound();
  return { data: serializeEntry(store, type, row, query.populate, query.fields), meta: {} };
}

function filterContext(store: ContentStore): FilterContext {
  return {
    typeOf(api) {
      const type = findContentType(api);
      if (!type) throw new Error(`Content model refers to unknown type ${api}`);
      return type;
    },
    related: (field, row) => store.related(field.target, row.values[field.name], row.locale),
  };
}

function compileSort(type: ContentType, keys: readonly SortKey[]): (a: Row, b: Row) => number {
  for (const { field } of keys) {
    const known = type.fields.some((def) => def.name === field && def.kind === 'scalar');
    if (!known && !SYSTEM_FIELDS.includes(field)) throw invalidParameter(field);
  }
  return (a, b) => {
    for (const { field, descending } of keys) {
      const order = compareValues(fieldValue(a, field), fieldValue(b, field));
      if (order !== 0) return descending ? -order : order;
    }
    return a.id - b.id;
  };
}

function paginate(
  rows: readonly Row[],
  pagination: Pagination,
): { items: Row[]; meta: Record<string, number> } {
  const total = rows.length;
  if (pagination.mode === 'offset') {
    const { start, limit } = pagination;
    return { items: rows.slice(start, start + limit), meta: { start, limit, total } };
  }
  const { page, pageSize } = pagination;
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    meta: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
