import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { expectedAttribute, parseContract, type ContractType } from '../support/contract-tables';
import {
  loadStrapiSchemas,
  type Attribute,
  type StrapiSchema,
} from '../../server/cms/model/strapi-schemas';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STRAPI = join(ROOT, 'cms', 'strapi');
const contract = parseContract(readFileSync(join(ROOT, 'docs', 'cms-contract.md'), 'utf8'));
const schemas = loadStrapiSchemas(STRAPI);
const byName = new Map(schemas.map((schema) => [schema.name, schema]));
const at = (schema: StrapiSchema) => relative(STRAPI, schema.file);

// What the site relies on of Strapi's schema format (no JSON Schema of it is published for offline use).
const ATTRIBUTE_TYPES = new Set([
  'string',
  'text',
  'richtext',
  'uid',
  'integer',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'json',
  'enumeration',
  'media',
  'component',
  'relation',
]);
// Strapi's database layer accepts only these in a schema file (`oneWay` and `manyWay` are the
// admin's words for a one-sided relation and stop Strapi at start with "Unknown relation").
const RELATIONS = new Set(['oneToOne', 'oneToMany', 'manyToOne', 'manyToMany']);
const MEDIA_KINDS = new Set(['images', 'files', 'videos', 'audios']);
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function attributeProblems(
  where: string,
  name: string,
  attribute: Attribute,
  schema: StrapiSchema,
) {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${where} ${name}: ${problem}`);
  const { type } = attribute;
  if (!type || !ATTRIBUTE_TYPES.has(type)) say(`unknown type ${String(type)}`);
  if (type === 'media') {
    if (typeof attribute.multiple !== 'boolean') say('media needs "multiple": true or false');
    const kinds = attribute.allowedTypes as unknown[] | undefined;
    if (!Array.isArray(kinds) || !kinds.every((kind) => MEDIA_KINDS.has(String(kind))))
      say('media needs "allowedTypes" out of images, files, videos, audios');
  }
  if (type === 'component') {
    const uid = String(attribute.component);
    if (byName.get(uid)?.kind !== 'component') say(`no component ${uid} in src/components`);
    if (typeof attribute.repeatable !== 'boolean') say('component needs "repeatable"');
  }
  if (type === 'relation') {
    if (!RELATIONS.has(String(attribute.relation)))
      say(`unknown relation ${String(attribute.relation)}`);
    const target = /^api::([a-z0-9-]+)\.\1$/.exec(String(attribute.target));
    const exists = schemas.some((other) => other.json.info?.singularName === target?.[1]);
    if (!exists) say(`relation target ${String(attribute.target)} is not a type of cms/strapi`);
  }
  if (type === 'enumeration' && !(Array.isArray(attribute.enum) && attribute.enum.length > 0))
    say('enumeration needs "enum" values');
  if (type === 'uid' && !schema.json.attributes?.[String(attribute.targetField)])
    say(`uid targetField ${String(attribute.targetField)} is not a field`);
  return problems;
}

function structureProblems(schema: StrapiSchema): string[] {
  const { json } = schema;
  const where = at(schema);
  const problems: string[] = [];
  if (schema.kind !== 'component') {
    const folder = relative(join(STRAPI, 'src', 'api'), schema.file).split('/')[0];
    if (json.kind !== 'collectionType' && json.kind !== 'singleType')
      problems.push(`${where}: kind must be collectionType or singleType`);
    if (json.info?.singularName !== folder)
      problems.push(`${where}: info.singularName must be the folder name ${folder}`);
    if (!KEBAB.test(json.info?.pluralName ?? ''))
      problems.push(`${where}: info.pluralName must be kebab-case`);
    for (const part of ['routes', 'controllers', 'services']) {
      const file = join(STRAPI, 'src', 'api', folder!, part, `${folder}.js`);
      if (!existsSync(file) || !readFileSync(file, 'utf8').includes(`'api::${folder}.${folder}'`))
        problems.push(`${where}: no ${part}/${folder}.js for api::${folder}.${folder}`);
    }
  }
  if (!json.collectionName) problems.push(`${where}: collectionName missing`);
  if (!json.info?.displayName) problems.push(`${where}: info.displayName missing`);
  const attributes = Object.entries(json.attributes ?? {});
  if (attributes.length === 0) problems.push(`${where}: no attributes`);
  return problems.concat(
    attributes.flatMap(([name, attribute]) => attributeProblems(where, name, attribute, schema)),
  );
}

const singularOf = (collection: string) =>
  byName.get(collection)?.json.info?.singularName ?? `(no type ${collection})`;

function pick(attribute: Attribute, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, attribute[key]]));
}

function fieldProblems(type: ContractType, schema: StrapiSchema): string[] {
  const problems: string[] = [];
  const attributes = schema.json.attributes ?? {};
  for (const name of Object.keys(attributes))
    if (!type.fields.has(name))
      problems.push(`${type.name}.${name}: in ${at(schema)} but not in docs/cms-contract.md`);
  for (const [name, field] of type.fields) {
    const attribute = attributes[name];
    if (!attribute) {
      problems.push(`${type.name}.${name}: in docs/cms-contract.md but not in ${at(schema)}`);
      continue;
    }
    const expected = expectedAttribute(field.type, singularOf);
    const actual = pick(attribute, Object.keys(expected));
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(
        `${type.name}.${name}: the contract's "${field.type}" is ${JSON.stringify(expected)}, the schema has ${JSON.stringify(actual)}`,
      );
    const localized = attribute.pluginOptions?.i18n?.localized;
    if (type.section === 'content' && localized !== field.localized)
      problems.push(
        `${type.name}.${name}: pluginOptions.i18n.localized must be ${field.localized} (the contract's L column)`,
      );
    if (type.section !== 'content' && localized !== undefined)
      problems.push(`${type.name}.${name}: a ${type.section} field takes no i18n option`);
  }
  return problems;
}

function typeProblems(type: ContractType, schema: StrapiSchema): string[] {
  const expectedKind =
    type.section === 'component' ? 'component' : type.single ? 'singleType' : 'collectionType';
  const problems =
    schema.kind === expectedKind
      ? []
      : [`${type.name}: the contract says ${expectedKind}, ${at(schema)} is ${schema.kind}`];
  const i18n = schema.json.pluginOptions?.i18n?.localized;
  if (type.section === 'content' && i18n !== true)
    problems.push(`${type.name}: i18n must be on (pluginOptions.i18n.localized: true)`);
  if (type.section === 'form' && i18n !== undefined)
    problems.push(`${type.name}: a form type takes no i18n (docs/cms-contract.md §6)`);
  return problems.concat(fieldProblems(type, schema));
}

describe('cms/strapi: the Strapi schemas a bank imports', () => {
  it('reads the contract: 6 components, 17 content types, 4 form types', () => {
    const count = (section: ContractType['section']) =>
      contract.filter((type) => type.section === section).length;
    expect([count('component'), count('content'), count('form')]).to.deep.equal([6, 17, 4]);
  });

  it('are well-formed Strapi 4/5 content-type and component schemas', () => {
    expect(schemas.flatMap(structureProblems)).to.deep.equal([]);
  });

  it('name the same types as docs/cms-contract.md', () => {
    const documented = new Set(contract.map((type) => type.name));
    const problems = [
      ...contract
        .filter((type) => !byName.has(type.name))
        .map((type) => `${type.name}: in docs/cms-contract.md but has no schema in cms/strapi`),
      ...schemas
        .filter((schema) => !documented.has(schema.name))
        .map((schema) => `${schema.name}: ${at(schema)} is not in docs/cms-contract.md`),
    ];
    expect(problems).to.deep.equal([]);
  });

  it('have the contract’s fields, types and localization, and nothing else', () => {
    const problems = contract.flatMap((type) => {
      const schema = byName.get(type.name);
      return schema ? typeProblems(type, schema) : [];
    });
    expect(problems).to.deep.equal([]);
  });

  it('make idempotency_key unique on every form type', () => {
    const forms = contract.filter((type) => type.section === 'form');
    expect(
      forms.map((type) => [
        type.name,
        byName.get(type.name)?.json.attributes?.idempotency_key?.unique,
      ]),
    ).to.deep.equal([
      ['appeals', true],
      ['vacancy-applications', true],
      ['contact-requests', true],
      ['open-account-requests', true],
    ]);
  });
});
