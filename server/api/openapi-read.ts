import { LANGS } from '@/lib/lang';
import type { CollectionName } from '../cms/collections';
import { collectionEntries, type CollectionSpec } from '../cms/collections';
import { withHeaders } from './openapi-components';
import { SearchHit } from '@/features/search/schemas.server';
import { domainSchema, pageOf } from './openapi-domain';
import { arrayOf } from './openapi-schema-kit';
import { KEY, RESOURCES } from './read-api';

type Schema = Record<string, unknown>;

const SPECS = Object.fromEntries(collectionEntries()) as Record<CollectionName, CollectionSpec>;

const isCollection = (name: string): name is CollectionName => Object.hasOwn(SPECS, name);

const spec = (name: CollectionName): CollectionSpec => SPECS[name];

/** The JSON Schemas of a collection's list item and detail, declared in the collection table. */
function schemasOf(name: CollectionName): { item?: object; detail?: object } {
  const { list, detail } = spec(name);
  return {
    item: list && domainSchema(list.schema),
    detail: detail && domainSchema(detail.schema),
  };
}

/** The list answer of a resource, shaped by its list kind in the collection table. */
function listSchema(name: string): object | undefined {
  if (name === 'search') return arrayOf(domainSchema(SearchHit));
  if (!isCollection(name)) return undefined;
  const item = schemasOf(name).item;
  const kind = spec(name).list?.kind;
  if (!item || !kind) return undefined;
  return kind === 'all' ? arrayOf(item) : kind === 'single' ? item : pageOf(item);
}

const KEY_NOTES = {
  'slug-or-id': 'The entry’s slug in the asked language, or its numeric id in any language.',
  slug: 'The entry’s slug in the asked language.',
};

function paramNote(name: string, param: string): string | undefined {
  const list = isCollection(name) ? spec(name).list : undefined;
  if (param === 'page') return `1-based page of ${list?.pageSize ?? ''} entries.`;
  if (param === 'category')
    return `Only entries whose \`${list?.categoryRelation ?? ''}\` include this id (in the asked language).`;
  if (param === 'query') return 'The words to find; control characters are not accepted.';
  return undefined;
}

/** A rule as a JSON Schema pattern; flags have no place there, so rules must not use them. */
function pattern(rule: RegExp): string {
  if (rule.flags) throw new Error(`The rule ${String(rule)} needs a pattern without flags`);
  return rule.source;
}

const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

const ERRORS = {
  304: response('NotModified'),
  400: response('BadRequest'),
  404: response('NotFound'),
  429: response('ReadRateLimited'),
  503: response('CmsUnavailable'),
};

function operation(operationId: string, schema: object, params: Schema[]) {
  return {
    get: {
      operationId,
      tags: ['read'],
      parameters: [
        ...params,
        {
          name: 'locale',
          in: 'query',
          description:
            'Language of the answer. When absent: the best of `Accept-Language`, else Uzbek (the answer then varies by `Accept-Language`). Any other value is 400.',
          schema: { enum: [...LANGS] },
        },
        { $ref: '#/components/parameters/IfNoneMatch' },
      ],
      responses: {
        200: {
          description: 'The content in the asked language.',
          content: { 'application/json': { schema } },
          ...withHeaders(['ETag', 'Cache-Control']),
        },
        ...ERRORS,
      },
    },
  };
}

function keyParam(name: CollectionName): Schema {
  return {
    name: 'key',
    in: 'path',
    required: true,
    description: KEY_NOTES[spec(name).detail?.lookup ?? 'slug'],
    schema: { type: 'string', pattern: pattern(KEY) },
  };
}

/** GET /<name> and /<name>/{key} for each resource the read API serves (the collection table and search). */
export function readPaths(): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const [name, resource] of Object.entries(RESOURCES)) {
    const list = listSchema(name);
    if (resource.list && list) {
      const params = Object.entries(resource.params ?? {}).map(([param, rule]) => ({
        name: param,
        in: 'query',
        description: paramNote(name, param),
        schema: { type: 'string', pattern: pattern(rule) },
      }));
      paths[`/${name}`] = operation(`list-${name}`, list, params);
    }
    const detail = isCollection(name) ? schemasOf(name).detail : undefined;
    if (resource.detail && detail && isCollection(name))
      paths[`/${name}/{key}`] = operation(`get-${name}`, detail, [keyParam(name)]);
  }
  return paths;
}

/** Each named schema's Markdown fields (the table's `markdown`), which the API sends as HTML. */
export function markdownFields(): Map<object, readonly string[]> {
  const fields = new Map<object, readonly string[]>();
  for (const name of Object.keys(SPECS) as CollectionName[]) {
    const markdown = (spec(name).markdown ?? []) as readonly string[];
    for (const schema of Object.values(schemasOf(name))) {
      if (schema && markdown.length > 0) fields.set(schema, markdown);
    }
  }
  return fields;
}
