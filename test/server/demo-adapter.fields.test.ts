import { expect } from 'chai';
import { COLLECTIONS } from '../../server/cms/collections';
import { listCall } from '../../server/cms/queries';
import { serializeParams } from '../../server/cms/strapi-client';
import { strapiFixture } from '../support/strapi-fixtures';
import { shapeDiff } from './demo-json-shape';
import { demoClient, getList } from './demo-test-kit';

type V5Entry = Record<string, unknown> & { id: number; documentId: string };

/** A Strapi 5 entry as Strapi 4 writes the same answer: no documentId, the rest in `attributes`. */
function asV4({ id, documentId: _documentId, ...attributes }: V5Entry) {
  return { id, attributes };
}

function v5Entries(file: string): V5Entry[] {
  return (strapiFixture(5, file) as { data: V5Entry[] }).data;
}

describe('demo adapter: `fields` as Strapi answers it', () => {
  const client = demoClient();

  it('answers a real Strapi’s `fields` call with the same entry shape (title only)', async () => {
    // Captured as `pagination[start]=0&pagination[limit]=2`; the demo pages by page and size only.
    const expected = v5Entries('extra.pagination-start-limit.ru.json');
    expect(Object.keys(expected[0]!)).to.deep.equal(['id', 'documentId', 'title']);
    const data = await getList(
      client,
      '/api/news?pagination[pageSize]=2&fields[0]=title&locale=ru',
    );
    expect(data.map((entry) => Object.keys(entry.attributes))).to.deep.equal([
      ['title'],
      ['title'],
    ]);
    expect(shapeDiff(expected.map(asV4), data)).to.deep.equal([]);
  });

  it('adds a system field only when asked for it, as the real Strapi does', async () => {
    const url =
      '/api/news?status=draft&fields[0]=title&fields[1]=slug&fields[2]=publishedAt&sort=date:desc&pagination[pageSize]=2&locale=ru';
    const expected = v5Entries('extra.news-status-draft.ru.json');
    expect(Object.keys(expected[0]!)).to.deep.equal([
      'id',
      'documentId',
      'title',
      'slug',
      'publishedAt',
    ]);
    const data = await getList(client, url);
    expect(Object.keys(data[0]!)).to.deep.equal(['id', 'attributes']);
    expect(Object.keys(data[0]!.attributes).sort()).to.deep.equal(['publishedAt', 'slug', 'title']);
    expect(shapeDiff(expected.map(asV4), data)).to.deep.equal([]);
  });

  it('keeps the id and the populated fields, and drops the scalars not named', async () => {
    const [entry] = await getList(
      client,
      '/api/news?fields[0]=slug&fields[1]=date&populate[0]=image&locale=en',
    );
    expect(entry!.id).to.be.a('number');
    expect(Object.keys(entry!.attributes).sort()).to.deep.equal(['date', 'image', 'slug']);
  });

  it('answers the news list call without Strapi’s createdAt and publishedAt, and nothing else lost', async () => {
    const { path, list } = COLLECTIONS.news;
    const call = listCall(path, list!, 'ru', { page: 1 });
    const { fields: _fields, ...everyField } = call.params;
    const [trimmed] = await getList(client, `${call.path}?${serializeParams(call.params)}`);
    const [full] = await getList(client, `${call.path}?${serializeParams(everyField)}`);
    expect(Object.keys(trimmed!.attributes).sort()).to.deep.equal([
      'date',
      'image',
      'locale',
      'slug',
      'text',
      'title',
      'updatedAt',
    ]);
    expect(
      Object.keys(full!.attributes).filter((key) => !(key in trimmed!.attributes)),
    ).to.deep.equal(['createdAt', 'publishedAt']);
  });
});
