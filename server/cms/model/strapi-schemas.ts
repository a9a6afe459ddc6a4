import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One content type or component as the project's Strapi schemas (`cms/strapi/src`) define it. */
export interface StrapiSchema {
  /** Collection plural (the REST path), a single type's singular name, or a component's uid. */
  name: string;
  file: string;
  kind: 'component' | 'collectionType' | 'singleType';
  json: SchemaJson;
}

export interface SchemaJson {
  kind?: string;
  collectionName?: string;
  info?: { singularName?: string; pluralName?: string; displayName?: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes?: Record<string, Attribute>;
}

export type Attribute = Record<string, unknown> & {
  type?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
};

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SchemaJson;

/** Every schema under `src/api/<name>/content-types/<name>/schema.json` and `src/components/<category>/<name>.json`. */
export function loadStrapiSchemas(root: string): StrapiSchema[] {
  const api = join(root, 'src', 'api');
  const components = join(root, 'src', 'components');
  const types = readdirSync(api).map((folder): StrapiSchema => {
    const file = join(api, folder, 'content-types', folder, 'schema.json');
    const json = existsSync(file) ? read(file) : {};
    const single = json.kind === 'singleType';
    return {
      name: (single ? json.info?.singularName : json.info?.pluralName) ?? `${folder} (no schema)`,
      file,
      kind: single ? 'singleType' : 'collectionType',
      json,
    };
  });
  const parts = readdirSync(components).flatMap((category) =>
    readdirSync(join(components, category))
      .filter((name) => name.endsWith('.json'))
      .map((name): StrapiSchema => {
        const file = join(components, category, name);
        return {
          name: `${category}.${basename(name, '.json')}`,
          file,
          kind: 'component',
          json: read(file),
        };
      }),
  );
  return [...types, ...parts];
}
