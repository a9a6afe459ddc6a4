import { expect } from 'chai';
import { readDemoContent } from '../../server/cms/demo/content-files';
import { shapeDiff } from './demo-json-shape';
import { demoClient, sampleCalls, v4Fixture } from './demo-test-kit';

const CONTENT = readDemoContent();

/** The demo model adds fields a bank's Strapi is asked for in docs/cms-contract.md. */
const EXTRA_FIELDS: Readonly<Record<string, string[]>> = {
  'extra.vacancies.ru.json': ['location', 'employment', 'employment_type', 'region'],
};

/**
 * Calls the site never makes, so the demo does not answer them like Strapi: a plugin route, a
 * populated relation, a page size that is not a number (server/cms/queries.ts sends neither).
 */
const NOT_SERVED = [
  'extra.i18n-locales.json',
  'extra.news-populate-categories.ru.json',
  'extra.pagination-pagesize-not-a-number-500.json',
];

describe('demo adapter: the calls captured from a real Strapi 4', () => {
  const client = demoClient();
  const calls = sampleCalls().filter(
    (call) => call.method === 'GET' && !NOT_SERVED.includes(call.file),
  );

  for (const call of calls) {
    describe(`GET ${call.url}`, () => {
      it(`answers ${call.status}, shaped like ${call.file}`, async () => {
        const response = await client.get(call.url);
        expect(response.status).to.equal(call.status);
        const extra = EXTRA_FIELDS[call.file] ?? [];
        const diff = shapeDiff(v4Fixture(call.file), response.data).filter(
          (line) => !extra.some((field) => line.endsWith(`.${field}: unexpected`)),
        );
        expect(diff).to.deep.equal([]);
      });
    });
  }

  it('answers every error exactly like the sample body', async () => {
    const errors = calls.filter((call) => call.status >= 400);
    expect(errors.length).to.be.greaterThan(4);
    for (const call of errors) {
      const response = await client.get(call.url);
      expect(response.data, call.url).to.deep.equal(v4Fixture(call.file));
    }
  });

  it('answers an unknown locale with the empty list of the sample', async () => {
    const response = await client.get('/api/contributions?locale=xx');
    expect(response.data).to.deep.equal(v4Fixture('extra.unknown-locale.json'));
  });

  it('pages news by 13 with a meta that adds up, as the sample does', async () => {
    const total = (CONTENT.entries.news as unknown[]).length;
    const pageCount = Math.ceil(total / 13);
    const first = await client.get('/api/news?populate=image&pagination[pageSize]=13&locale=ru');
    expect(first.data.meta.pagination).to.deep.equal({ page: 1, pageSize: 13, pageCount, total });
    const last = await client.get(
      `/api/news?populate=image&pagination[pageSize]=13&pagination[page]=${pageCount}&locale=ru`,
    );
    expect(last.data.data).to.have.length(total - 13 * (pageCount - 1));
  });
});

describe('shapeDiff', () => {
  it('reports missing and unexpected keys and changed types, and lets null match anything', () => {
    const expected = { a: 1, b: { c: 's' }, e: null, f: [{ g: 1 }] };
    const actual = { b: { c: 2 }, d: 1, e: { x: 1 }, f: [{ g: 2 }, { g: 'x' }] };
    expect(shapeDiff(expected, actual)).to.deep.equal([
      '$.a: missing',
      '$.d: unexpected',
      '$.b.c: expected string, got number',
      '$.f[1].g: expected number, got string',
    ]);
  });
});
