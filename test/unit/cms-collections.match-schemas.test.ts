import { expect } from 'chai';
import { collectionEntries, type CollectionSpec } from '../../server/cms/collections';
import {
  deriveContentModel,
  type ContentType,
  type FieldDef,
} from '../../server/cms/model/content-model';
import { loadStrapiSchemas, type StrapiSchema } from '../../server/cms/model/strapi-schemas';
import { STRAPI_DIR } from '../../server/paths';

/** Fields every Strapi entry has without its schema naming them. */
const SYSTEM_FIELDS = ['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt'];
const POPULATED_KINDS = ['media', 'component', 'relation'];
const QUERIED_KINDS = ['scalar', 'relation'];

/** `advantages.icon` -> the `icon` field inside the `advantages` component, or a problem. */
function resolve(type: ContentType, path: string): FieldDef | string {
  let fields = type.fields;
  let found: FieldDef | undefined;
  for (const name of path.split('.')) {
    found = fields.find((field) => field.name === name);
    if (!found) return `${type.api}: no field ${path} in its Strapi schema`;
    fields = found.kind === 'component' ? found.fields : [];
  }
  return found!;
}

function populateProblem(type: ContentType, path: string): string[] {
  // The i18n plugin's relation between the language versions of a localized type.
  if (path === 'localizations' && type.kind === 'collection') return [];
  const field = resolve(type, path);
  if (typeof field === 'string') return [field];
  return POPULATED_KINDS.includes(field.kind)
    ? []
    : [`${type.api}: populates ${path}, a ${field.kind} (Strapi 5 answers 400)`];
}

function queryProblem(type: ContentType, name: string, use: 'sorts' | 'filters'): string[] {
  if (SYSTEM_FIELDS.includes(name)) return [];
  const field = resolve(type, name);
  if (typeof field === 'string') return [field];
  return QUERIED_KINDS.includes(field.kind)
    ? []
    : [`${type.api}: ${use} by ${name}, a ${field.kind}`];
}

/** What the collection table asks of each collection that its Strapi schema does not have. */
function tableProblems(model: readonly ContentType[]): string[] {
  return collectionEntries().flatMap(([name, spec]: [string, CollectionSpec]) => {
    const api = spec.path.replace(/^\/api\//, '');
    const type = model.find((candidate) => candidate.api === api);
    if (!type) return [`${name}: no Strapi content type ${api}`];
    const { list, detail } = spec;
    return [
      ...[...(list?.populate ?? []), ...(detail?.populate ?? [])].flatMap((path) =>
        populateProblem(type, path),
      ),
      ...(list?.sort ?? []).flatMap((sort) => queryProblem(type, sort.split(':')[0]!, 'sorts')),
      ...(list?.categoryRelation ? queryProblem(type, list.categoryRelation, 'filters') : []),
      // Both lookups filter by `slug` (server/cms/queries.ts bySlugCall).
      ...(detail ? queryProblem(type, 'slug', 'filters') : []),
    ];
  });
}

/** The project's schemas with one attribute of one type changed by `edit`. */
function edited(
  api: string,
  edit: (attributes: Record<string, Record<string, unknown>>) => void,
): ContentType[] {
  const schemas: StrapiSchema[] = structuredClone(loadStrapiSchemas(STRAPI_DIR));
  const schema = schemas.find((candidate) => candidate.name === api);
  edit(schema!.json.attributes!);
  return deriveContentModel(schemas);
}

function rename(api: string, from: string, to: string) {
  return edited(api, (attributes) => {
    attributes[to] = attributes[from]!;
    delete attributes[from];
  });
}

describe('the collection table against the Strapi schemas', () => {
  it('populates, sorts and filters only by fields the schemas have, of the right kind', () => {
    expect(tableProblems(deriveContentModel(loadStrapiSchemas(STRAPI_DIR)))).to.deep.equal([]);
  });

  it('fails when a sorted field is renamed in schema.json', () => {
    expect(tableProblems(rename('contributions', 'popular_status', 'popularity'))).to.deep.equal([
      'contributions: no field popular_status in its Strapi schema',
    ]);
  });

  it('fails when a populated media field or a component inside one is renamed', () => {
    expect(tableProblems(rename('cards', 'image', 'picture'))).to.deep.equal([
      'cards: no field image in its Strapi schema',
      'cards: no field image in its Strapi schema',
    ]);
    expect(tableProblems(rename('legal-entities', 'data', 'content'))).to.deep.equal([
      'legal-entities: no field data in its Strapi schema',
      'legal-entities: no field data.data in its Strapi schema',
      'legal-entities: no field data.documents in its Strapi schema',
      'legal-entities: no field data.cards in its Strapi schema',
      'legal-entities: no field data.cards.icon in its Strapi schema',
    ]);
  });

  it('fails when the category filter’s relation or the slug is renamed', () => {
    expect(tableProblems(rename('news', 'categories', 'tags'))).to.deep.equal([
      'news: no field categories in its Strapi schema',
    ]);
    expect(tableProblems(rename('pages', 'slug', 'path'))).to.deep.equal([
      'pages: no field slug in its Strapi schema',
    ]);
  });

  it('fails when a populated field becomes a scalar or a sorted one a component', () => {
    const scalar = edited('news', (attributes) => {
      attributes.image = { type: 'string' };
    });
    expect(tableProblems(scalar)).to.deep.equal([
      'news: populates image, a scalar (Strapi 5 answers 400)',
      'news: populates image, a scalar (Strapi 5 answers 400)',
    ]);
    const component = edited('branches', (attributes) => {
      attributes.name = { type: 'component', repeatable: false, component: 'shared.faq' };
    });
    expect(tableProblems(component)).to.deep.equal(['branches: sorts by name, a component']);
  });
});
