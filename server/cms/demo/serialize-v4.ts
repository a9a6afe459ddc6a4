import type { Lang } from '@/lib/lang';
import type { ContentType, FieldDef } from './content-fields';
import { findContentType } from './content-model';
import type { ContentStore, Row } from './content-store';
import type { PopulateTree } from './query-params';
import { asRecord, toList } from './values';

/** A Strapi 4 REST entry. */
export interface V4Entry {
  id: number;
  attributes: Record<string, unknown>;
}

interface Context {
  store: ContentStore;
  locale: Lang;
}

/**
 * Serializes a row the way Strapi 4.26 does: scalars always (null when empty), then only the
 * populated media, components and relations, each in its own wrapper (strapi-samples README).
 */
export function serializeEntry(
  store: ContentStore,
  type: ContentType,
  row: Row,
  populate: PopulateTree,
  fields: readonly string[] | null = null,
): V4Entry {
  const base = baseAttributes(type, row);
  const attributes = fields
    ? Object.fromEntries(Object.entries(base).filter(([name]) => fields.includes(name)))
    : base;
  const context: Context = { store, locale: row.locale };
  Object.assign(attributes, populateFields(type.fields, row.values, populate, context));
  if (populate.localizations ?? populate['*']) {
    // Strapi lists the other languages only, with their scalar attributes only.
    const others = store.localizations(type.api, row);
    attributes.localizations = {
      data: others.map((other) => ({ id: other.id, attributes: baseAttributes(type, other) })),
    };
  }
  return { id: row.id, attributes };
}

function baseAttributes(type: ContentType, row: Row): Record<string, unknown> {
  const { createdAt, updatedAt, publishedAt, locale } = row;
  return { ...scalars(type.fields, row.values), createdAt, updatedAt, publishedAt, locale };
}

function scalars(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const scalarFields = fields.filter((field) => field.kind === 'scalar');
  return Object.fromEntries(scalarFields.map(({ name }) => [name, values[name] ?? null]));
}

function requested(tree: PopulateTree, fields: readonly FieldDef[]): [string, PopulateTree][] {
  if (!tree['*']) return Object.entries(tree);
  return fields
    .filter((field) => field.kind !== 'scalar')
    .map(({ name }) => [name, tree[name] ?? {}]);
}

function populateFields(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  tree: PopulateTree,
  context: Context,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, subtree] of requested(tree, fields)) {
    const field = fields.find((candidate) => candidate.name === name);
    // Strapi 4 silently ignores populate on scalar and unknown fields.
    if (field && field.kind !== 'scalar') {
      out[name] = populateField(field, values[name] ?? null, subtree, context);
    }
  }
  return out;
}

function populateField(
  field: Exclude<FieldDef, { kind: 'scalar' }>,
  value: unknown,
  subtree: PopulateTree,
  context: Context,
): unknown {
  switch (field.kind) {
    case 'media': {
      const files = toList(value).flatMap((id) => context.store.media(Number(id)) ?? []);
      // An empty multiple media field is `{data: null}` too, not `[]` (Strapi 4 quirk).
      return { data: field.multiple ? (files.length ? files : null) : (files[0] ?? null) };
    }
    case 'component': {
      const build = (item: unknown) =>
        componentObject(field.component.fields, item, subtree, context);
      if (field.repeatable) return toList(value).map(build);
      return value === null ? null : build(value);
    }
    case 'relation': {
      const target = findContentType(field.target);
      if (!target) return { data: field.many ? [] : null };
      const rows = context.store.related(field.target, value, context.locale);
      const entries = rows.map((row) => serializeEntry(context.store, target, row, subtree));
      return { data: field.many ? entries : (entries[0] ?? null) };
    }
  }
}

function componentObject(
  fields: readonly FieldDef[],
  item: unknown,
  tree: PopulateTree,
  context: Context,
): Record<string, unknown> {
  const values = asRecord(item);
  return {
    id: values.id,
    ...scalars(fields, values),
    ...populateFields(fields, values, tree, context),
  };
}
