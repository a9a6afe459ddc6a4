import { z } from 'zod';
import {
  Advantage,
  DocumentFile,
  Faq,
  Media,
  PageMeta,
  Rate,
  Translations,
} from '@/lib/content-schemas.server';
import { SearchHit } from '@/features/search/schemas.server';
import { collectionEntries } from '../cms/collections';

/**
 * The domain types the API answers with, each shown once as a component named by its zod `id`:
 * the shared parts other answers refer to, every collection's item and entry as the collection
 * table declares them, and the search hits. Each is the zod declaration its TypeScript type is
 * inferred from, so the document and the code cannot describe different answers.
 */
function declarations(): z.ZodType[] {
  const fromTable = collectionEntries().flatMap(([, spec]) =>
    [spec.list?.schema, spec.detail?.schema].filter((schema) => schema !== undefined),
  );
  return [Media, DocumentFile, Faq, Advantage, Rate, Translations, ...fromTable, SearchHit];
}

/** The component name of a declaration: the `id` it was declared with. */
function componentName(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('A domain type the API answers with needs a zod id (.meta({ id }))');
  return id;
}

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
const TARGET = 'draft-2020-12';

/**
 * A component takes no `$schema` (the document's dialect applies) and no `$id`: zod sets it to
 * the component's own reference, and an `$id` with a fragment is not valid in 2020-12.
 */
function asComponent({ $schema, $id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

function domainSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const schema of declarations()) registry.add(schema, { id: componentName(schema) });
  const { schemas } = z.toJSONSchema(registry, {
    target: TARGET,
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, asComponent(schema)]),
  );
}

/** Each domain type's JSON Schema by component name, referring to the others by `$ref`. */
export const DOMAIN_SCHEMAS = domainSchemas();

/** The JSON Schema of a declaration the document shows (the same object, so it becomes a `$ref`). */
export function domainSchema(schema: z.ZodType): JsonSchema {
  const json = DOMAIN_SCHEMAS[componentName(schema)];
  if (!json) throw new Error(`${componentName(schema)} is not among the API's domain types`);
  return json;
}

const PAGE_META = asComponent(z.toJSONSchema(PageMeta, { target: TARGET })) as {
  properties: JsonSchema;
  required: string[];
};

/** One page of a paged list of `item` (`Page<T>` in src/lib/content-types.ts). */
export const pageOf = (item: object) => ({
  ...PAGE_META,
  properties: { items: { type: 'array', items: item }, ...PAGE_META.properties },
  required: ['items', ...PAGE_META.required],
});
