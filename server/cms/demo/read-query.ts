import { DEFAULT_LANG } from '@/lib/lang';
import type { ContentType } from '../model/content-model';
import { toList, type ContentStore, type Row } from './content-store';
import { populateTree, serializeEntry } from './serialize-v4';
import { StrapiError } from './strapi-error';

/**
 * Strapi 4 reads, exactly as far as the site's queries go (server/cms/queries.ts): `locale`,
 * `filters` with `$eq` or `$in` on a scalar or on a relation's `id`, `sort` as `field:dir`,
 * `pagination[page|pageSize]`, `populate` as dotted paths, `fields` and the draft switches
 * (`checkPublication`). Anything else in a filter is Strapi's 400, so a new kind of query fails
 * here rather than being half understood.
 */

/** A `qs.parse`d query string. */
type Query = Record<string, unknown>;

const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
const MAX_PAGE_SIZE = 100;

const invalid = (name: string) =>
  new StrapiError(400, 'ValidationError', `Invalid parameter ${name}`);
export const notFound = () => new StrapiError(404, 'NotFoundError', 'Not Found');

const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;
const list = (value: unknown) => toList(value).flatMap((item) => String(item).split(','));

function fieldValue(row: Row, name: string): unknown {
  return SYSTEM_FIELDS.includes(name) ? row[name as keyof Row] : (row.values[name] ?? null);
}

function isScalar(type: ContentType, name: string): boolean {
  const scalar = type.fields.some((field) => field.name === name && field.kind === 'scalar');
  return scalar || SYSTEM_FIELDS.includes(name);
}

/** `{$eq: x}` or `{$in: [x, y]}`; the query string carries text, so values compare as text. */
function condition(test: unknown): (value: unknown) => boolean {
  const [[operator, expected] = []] = Object.entries(record(test));
  if (operator !== '$eq' && operator !== '$in') throw invalid(operator ?? 'filters');
  const wanted = toList(expected).map(String);
  return (value) => value !== null && wanted.includes(String(value));
}

function rowFilter(store: ContentStore, type: ContentType, filters: unknown) {
  const tests = Object.entries(record(filters)).map(([name, test]): ((row: Row) => boolean) => {
    const field = type.fields.find((candidate) => candidate.name === name);
    if (field?.kind === 'relation') {
      const idMatches = condition(record(test).id);
      const targets = store.get(field.target) ?? [];
      return (row) =>
        toList(row.values[name]).some((key) =>
          targets.some((t) => t.key === key && t.locale === row.locale && idMatches(t.id)),
        );
    }
    if (!isScalar(type, name)) throw invalid(name);
    const matches = condition(test);
    return (row) => matches(fieldValue(row, name));
  });
  return (row: Row) => tests.every((test) => test(row));
}

function rowOrder(type: ContentType, sort: unknown) {
  const keys = list(sort).map((spec) => {
    const [field = '', direction = 'asc'] = spec.split(':');
    if (!isScalar(type, field)) throw invalid(field);
    return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
  });
  return (a: Row, b: Row) => {
    for (const { field, sign } of keys) {
      const [x, y] = [fieldValue(a, field), fieldValue(b, field)];
      // Like SQLite: nulls first, numbers by value, text by code point.
      if (x === y) continue;
      if (x === null) return -sign;
      if (y === null) return sign;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
      return sign * order;
    }
    return a.id - b.id;
  };
}

function serializer(store: ContentStore, type: ContentType, query: Query) {
  const tree = populateTree(list(query.populate));
  const fields = query.fields === undefined ? null : list(query.fields);
  return (row: Row) => serializeEntry(store, type, row, tree, fields);
}

const PUBLICATION = { publicationState: ['live', 'preview'], status: ['published', 'draft'] };

/**
 * An editor's preview asks for drafts (Strapi 4 `publicationState=preview`, Strapi 5
 * `status=draft`). The demo content has no drafts, so both read the published entries, as Strapi
 * does for an entry never edited since it was published; a value Strapi does not know is its 400.
 */
export function checkPublication(query: Query): void {
  for (const [name, values] of Object.entries(PUBLICATION)) {
    const value = query[name];
    if (value !== undefined && !values.includes(String(value))) throw invalid(name);
  }
}

/** `GET /api/<collection>`: filter, sort, then one page. */
export function findMany(store: ContentStore, type: ContentType, query: Query) {
  const locale = query.locale ?? DEFAULT_LANG;
  const matches = rowFilter(store, type, query.filters);
  const rows = (store.get(type.api) ?? [])
    .filter((row) => row.locale === locale && matches(row))
    .sort(rowOrder(type, query.sort));
  const pagination = record(query.pagination);
  const page = Math.max(1, Number(pagination.page ?? 1) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(pagination.pageSize ?? 25) || 25));
  const items = rows.slice((page - 1) * pageSize, page * pageSize);
  const meta = { page, pageSize, pageCount: Math.ceil(rows.length / pageSize), total: rows.length };
  return { data: items.map(serializer(store, type, query)), meta: { pagination: meta } };
}

/** `GET /api/<collection>/<id>`: that row whatever its language (Strapi 4 ignores `locale` here). */
export function findOne(store: ContentStore, type: ContentType, id: string, query: Query) {
  const row = (store.get(type.api) ?? []).find((candidate) => String(candidate.id) === id);
  if (!row) throw notFound();
  return { data: serializer(store, type, query)(row), meta: {} };
}

/** `GET /api/<single type>`: the row in the requested language, 404 when there is none. */
export function findSingle(store: ContentStore, type: ContentType, query: Query) {
  const locale = query.locale ?? DEFAULT_LANG;
  const row = (store.get(type.api) ?? []).find((candidate) => candidate.locale === locale);
  if (!row) throw notFound();
  return { data: serializer(store, type, query)(row), meta: {} };
}
