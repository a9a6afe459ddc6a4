import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { firstLoadFiles } from '../support/client-build';
import { pageModules } from '../support/html';

const preloads = (html: string) => pageModules(html).preloads;
const entryScript = (html: string) => pageModules(html).entry;
/** Page module chunks are named after their file (build.mjs `entryNames`); shared chunks are `chunk-`. */
const pageChunks = (files: string[]) =>
  files.filter((file) => !file.startsWith('chunk-') && !file.startsWith('entry-client-'));

describe('modulepreload links of a page', () => {
  const suite = appForSuite();

  const cases = [
    { path: '/', page: 'home', chunk: /^home-[A-Z0-9]+\.js$/ },
    { path: '/ru/deposit', page: 'deposits', chunk: /^deposits-[A-Z0-9]+\.js$/ },
    { path: '/ru/deposit/usd', page: 'deposits', chunk: /^deposits-[A-Z0-9]+\.js$/ },
    {
      path: '/ru/deposit/omonat-plus',
      page: 'deposit-detail',
      chunk: /^deposit-detail-[A-Z0-9]+\.js$/,
    },
    { path: '/en/news', page: 'news', chunk: /^news-[A-Z0-9]+\.js$/ },
    { path: '/ru/appeals', page: 'appeals', chunk: /^appeals-[A-Z0-9]+\.js$/ },
    { path: '/juristic/tariffs', page: 'static-page', chunk: /^static-page-[A-Z0-9]+\.js$/ },
  ];
  for (const { path, page, chunk } of cases) {
    it(`names exactly what ${path} loads before it hydrates: its own page chunk, no other page's`, async () => {
      const { status, text } = await request(suite.app).get(path);
      expect(status).to.equal(200);
      const preloaded = preloads(text);
      expect(pageChunks(preloaded)).to.have.length(1);
      expect(pageChunks(preloaded)[0]).to.match(chunk);
      expect(new Set([entryScript(text), ...preloaded])).to.deep.equal(
        new Set(firstLoadFiles(page)),
      );
    });
  }

  it('preloads no page chunk for an unknown address, only what the entry imports', async () => {
    const { status, text } = await request(suite.app).get('/ru/no-such-page');
    expect(status).to.equal(404);
    expect(pageChunks(preloads(text))).to.deep.equal([]);
  });
});
