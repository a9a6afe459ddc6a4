/**
 * The content model as the demo CMS and the seeder use it, derived from the Strapi project's
 * schema files (cms/strapi/src): the types, field names and kinds a bank's own Strapi has, and
 * which fields are i18n "localized" (each language row holds its own value). The schema files are
 * the one source; nothing here names a type or a field.
 */
import { STRAPI_DIR } from '../../paths';
import { loadStrapiSchemas, type Attribute, type StrapiSchema } from './strapi-schemas';

export type FieldDef = { name: string; localized: boolean } & (
  | { kind: 'scalar' }
  | { kind: 'media'; multiple: boolean }
  | { kind: 'component'; component: string; repeatable: boolean; fields: FieldDef[] }
  /** Only filtered by (`filters[categories][id][$in]`): the site never populates a relation. */
  | { kind: 'relation'; target: string }
);

/** `form` types are write-only for the public: GET answers 403 as in a real Strapi. */
export interface ContentType {
  /** The REST path below /api: a collection's plural name, a single type's singular name. */
  api: string;
  kind: 'collection' | 'single' | 'form';
  fields: FieldDef[];
}

/** `api::news-category.news-category` -> the schema of that type. */
function relationTarget(schemas: readonly StrapiSchema[], uid: unknown): StrapiSchema {
  const singular = /^api::([a-z0-9-]+)\.\1$/.exec(String(uid))?.[1];
  const target = schemas.find(
    (schema) => schema.kind !== 'component' && schema.json.info?.singularName === singular,
  );
  if (!target) throw new Error(`Strapi schema: no content type ${String(uid)}`);
  return target;
}

function fieldsOf(
  schemas: readonly StrapiSchema[],
  attributes: Readonly<Record<string, Attribute>>,
): FieldDef[] {
  return Object.entries(attributes).map(([name, attribute]): FieldDef => {
    const localized = attribute.pluginOptions?.i18n?.localized === true;
    if (attribute.type === 'media')
      return { name, localized, kind: 'media', multiple: attribute.multiple === true };
    if (attribute.type === 'relation')
      return {
        name,
        localized,
        kind: 'relation',
        target: relationTarget(schemas, attribute.target).name,
      };
    if (attribute.type !== 'component') return { name, localized, kind: 'scalar' };
    const component = String(attribute.component);
    const part = schemas.find((schema) => schema.kind === 'component' && schema.name === component);
    if (!part) throw new Error(`Strapi schema: no component ${component}`);
    return {
      name,
      localized,
      kind: 'component',
      component,
      repeatable: attribute.repeatable === true,
      fields: fieldsOf(schemas, part.json.attributes ?? {}),
    };
  });
}

/**
 * Content types with i18n on are the site's content; a collection with i18n off is one of the
 * forms (cms-contract.md §6: submissions have no language versions), written by the site, never read.
 */
function kindOf(schema: StrapiSchema): ContentType['kind'] {
  if (schema.kind === 'singleType') return 'single';
  return schema.json.pluginOptions?.i18n?.localized === true ? 'collection' : 'form';
}

/** Every content type of the given schemas (components are inlined where they are used). */
export function deriveContentModel(schemas: readonly StrapiSchema[]): ContentType[] {
  return schemas
    .filter((schema) => schema.kind !== 'component')
    .map((schema) => ({
      api: schema.name,
      kind: kindOf(schema),
      fields: fieldsOf(schemas, schema.json.attributes ?? {}),
    }));
}

let model: readonly ContentType[] | undefined;

/** The project's content model, read from cms/strapi on first use (a bad schema fails at start). */
export function contentModel(): readonly ContentType[] {
  model ??= deriveContentModel(loadStrapiSchemas(STRAPI_DIR));
  return model;
}

/** One type of the model by its REST path, or undefined. */
export function contentType(api: string): ContentType | undefined {
  return contentModel().find((type) => type.api === api);
}
