import type { ContentType, FieldDef } from '../model/content-model';
import { toList, type ContentStore, type Row, type V4Entry } from './content-store';

/** Field name -> what to populate inside it (`populate[0]=advantages.icon`). */
export interface PopulateTree {
  [field: string]: PopulateTree;
}

export function populateTree(paths: readonly string[]): PopulateTree {
  const tree: PopulateTree = {};
  for (const path of paths) {
    let node = tree;
    for (const field of path.split('.')) node = node[field] ??= {};
  }
  return tree;
}

/** Scalars always, null when empty. */
function scalars(fields: readonly FieldDef[], values: Record<string, unknown>) {
  const names = fields.flatMap((field) => (field.kind === 'scalar' ? [field.name] : []));
  return Object.fromEntries(names.map((name) => [name, values[name] ?? null]));
}

function baseAttributes(type: ContentType, row: Row): Record<string, unknown> {
  const { createdAt, updatedAt, publishedAt, locale } = row;
  return { ...scalars(type.fields, row.values), createdAt, updatedAt, publishedAt, locale };
}

/** Populated media and components, each in Strapi 4's wrapper; populate on anything else is ignored. */
function populated(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  tree: PopulateTree,
) {
  const out: Record<string, unknown> = {};
  for (const [name, subtree] of Object.entries(tree)) {
    const field = fields.find((candidate) => candidate.name === name);
    const value = values[name] ?? null;
    if (field?.kind === 'media') {
      // An empty multiple media field is `{data: null}` too, not `[]` (Strapi 4 quirk).
      out[name] = { data: field.multiple && toList(value).length === 0 ? null : value };
    } else if (field?.kind === 'component') {
      const item = (raw: unknown) => {
        const record = raw as Record<string, unknown>;
        return {
          id: record.id,
          ...scalars(field.fields, record),
          ...populated(field.fields, record, subtree),
        };
      };
      out[name] = field.repeatable ? toList(value).map(item) : value === null ? null : item(value);
    }
  }
  return out;
}

/**
 * A row the way Strapi 4.26 answers it: scalars always, then only the populated fields
 * (strapi-samples README); `fields` keeps only the named attributes.
 */
export function serializeEntry(
  store: ContentStore,
  type: ContentType,
  row: Row,
  tree: PopulateTree,
  fields: readonly string[] | null,
): V4Entry {
  const base = baseAttributes(type, row);
  const attributes = fields
    ? Object.fromEntries(Object.entries(base).filter(([name]) => fields.includes(name)))
    : base;
  Object.assign(attributes, populated(type.fields, row.values, tree));
  if (tree.localizations) {
    // Strapi lists the other languages only, with their scalar attributes only.
    const others = (store.get(type.api) ?? []).filter((o) => o.key === row.key && o.id !== row.id);
    attributes.localizations = {
      data: others.map((other) => ({ id: other.id, attributes: baseAttributes(type, other) })),
    };
  }
  return { id: row.id, attributes };
}
