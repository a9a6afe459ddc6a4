import { expect } from 'chai';
import { collectionEntries, type ListSpec } from '../../server/cms/collections';
import { loadStrapiSchemas, type Attribute } from '../../server/cms/model/strapi-schemas';
import { normalizeEntry, type PlainRecord } from '../../server/cms/normalize';
import { STRAPI_DIR } from '../../server/paths';
import { LANGS } from '../../src/lib/lang';
import { demoClient } from './demo-test-kit';

/** Scalars Strapi keeps on every entry of a localized type, which `fields` selects like any other. */
const SYSTEM_SCALARS = ['locale', 'createdAt', 'updatedAt', 'publishedAt'];
/** Attribute types `fields` cannot select: `populate` brings them. */
const POPULATED_TYPES = ['media', 'relation', 'component', 'dynamiczone'];
/** Long texts: a list that does not show one should not be sent it. */
const LONG_TEXT_TYPES = ['richtext', 'text'];

type Attributes = Record<string, Attribute>;

const SCHEMAS = new Map(
  loadStrapiSchemas(STRAPI_DIR).map((schema) => [schema.name, schema.json.attributes ?? {}]),
);

const LISTS = collectionEntries().flatMap(([name, spec]) =>
  spec.list ? [{ name, api: spec.path.replace(/^\/api\//, ''), list: spec.list }] : [],
);

const scalarsOf = (attributes: Attributes) => [
  ...Object.keys(attributes).filter((key) => !POPULATED_TYPES.includes(attributes[key]!.type!)),
  ...SYSTEM_SCALARS,
];

/**
 * What the table asks of one list that its mapper does not match: declared fields the schema or
 * the mapper does not have, scalars the mapper reads that the call leaves out, and long texts the
 * call sends that the mapper never reads.
 */
function listFieldProblems(
  name: string,
  list: ListSpec<unknown>,
  attributes: Attributes,
  reads: ReadonlySet<string>,
): string[] {
  const scalars = scalarsOf(attributes);
  const sent = list.fields ?? scalars;
  const problems = (list.fields ?? []).flatMap((field) => [
    ...(scalars.includes(field)
      ? []
      : [`${name}: fields names ${field}, not a scalar of its type`]),
    ...(reads.has(field) ? [] : [`${name}: fields names ${field}, which its mapper never reads`]),
  ]);
  for (const field of reads) {
    if (scalars.includes(field) && !sent.includes(field))
      problems.push(`${name}: its mapper reads ${field}, which fields leaves out`);
  }
  for (const field of sent) {
    const type = attributes[field]?.type ?? '';
    if (LONG_TEXT_TYPES.includes(type) && !reads.has(field))
      problems.push(`${name}: sent ${field} (${type}), which its mapper never reads`);
  }
  return problems;
}

/** Every attribute `list.map` reads, over each demo entry in each language, as a full Strapi entry. */
async function readsOf(api: string, list: ListSpec<unknown>): Promise<Set<string>> {
  const client = demoClient();
  const reads = new Set<string>();
  const populate = (list.populate ?? []).map((path, i) => `&populate[${i}]=${path}`).join('');
  for (const lang of LANGS) {
    const response = await client.get(
      `/api/${api}?pagination[pageSize]=100${populate}&locale=${lang}`,
    );
    for (const entry of [response.data.data].flat()) {
      const record = new Proxy(normalizeEntry(entry, { mediaOrigin: '' }), {
        get(target, field, receiver) {
          if (typeof field === 'string') reads.add(field);
          return Reflect.get(target, field, receiver) as unknown;
        },
      });
      expect(list.map(record as PlainRecord, lang), `${api} ${lang}`).not.to.equal(null);
    }
  }
  return reads;
}

describe('the fields each list asks for, against what its mapper reads', () => {
  const reads = new Map<string, Set<string>>();
  before(async () => {
    for (const { name, api, list } of LISTS) reads.set(name, await readsOf(api, list));
  });

  const problems = (name: string, list: ListSpec<unknown>) => {
    const { api } = LISTS.find((entry) => entry.name === name)!;
    return listFieldProblems(name, list, SCHEMAS.get(api)!, reads.get(name)!);
  };
  const listOf = (name: string) => LISTS.find((entry) => entry.name === name)!.list;

  it('asks each list for exactly the scalars its mapper reads, and no long text it never shows', () => {
    expect(LISTS.flatMap(({ name, list }) => problems(name, list))).to.deep.equal([]);
  });

  it('leaves the detail pages’ Markdown out of the deposit, credit and transfer lists', () => {
    expect(listOf('deposits').fields).to.not.include('infolist');
    expect(listOf('credits').fields).to.not.include('infolist');
    expect(listOf('transfers').fields).to.not.include('description');
  });

  it('fails when a list leaves out a field its mapper reads', () => {
    const credits = listOf('credits');
    expect(problems('credits', { ...credits, fields: ['name', 'slug', 'locale'] })).to.deep.equal([
      'credits: its mapper reads period, which fields leaves out',
    ]);
  });

  it('fails when a list names a field its mapper never reads or its type does not have', () => {
    const transfers = listOf('transfers');
    const fields = [...transfers.fields!, 'description', 'fee'];
    expect(problems('transfers', { ...transfers, fields })).to.deep.equal([
      'transfers: fields names description, which its mapper never reads',
      'transfers: fields names fee, not a scalar of its type',
      'transfers: fields names fee, which its mapper never reads',
      'transfers: sent description (richtext), which its mapper never reads',
    ]);
  });

  it('fails when a list without fields is sent a long text its mapper never reads', () => {
    const { fields: _fields, ...deposits } = listOf('deposits');
    expect(problems('deposits', deposits)).to.deep.equal([
      'deposits: sent infolist (richtext), which its mapper never reads',
    ]);
  });
});
