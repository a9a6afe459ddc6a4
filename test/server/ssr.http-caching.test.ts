import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { appForSuite, createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { depositsSite, strapiFixture } from '../support/strapi-fixtures';
import { bootJson } from '../support/html';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** What a browser sends when it revalidates (fetch would add `no-cache` to a conditional request). */
const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

const formKeyOf = (html: string) =>
  JSON.stringify(JSON.parse(bootJson(html)) as unknown).match(/"formKey":"([^"]+)"/)?.[1];

describe('HTTP caching of pages (embedded content)', () => {
  const suite = appForSuite();

  it('sends anonymous pages to shared caches with a strong ETag, and answers 304 when it matches', async () => {
    const first = await request(suite.app).get(`/ru/deposit`);
    expect(first.status).to.equal(200);
    expect(first.headers['cache-control']).to.equal(SHARED);
    const etag = first.headers.etag!;
    expect(etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    const body = first.text;

    const again = await request(suite.app).get(`/ru/deposit`).set(revalidate(etag));
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
    expect(again.headers.etag).to.equal(etag);

    const changed = await request(suite.app).get(`/ru/deposit`).set(revalidate('"something-else"'));
    expect(changed.status).to.equal(200);
    expect(changed.text).to.equal(body);
  });

  it('keeps pages with a form key private and gives every view its own key', async () => {
    const first = await request(suite.app).get(`/ru/contact`);
    const second = await request(suite.app).get(`/ru/contact`);
    expect(first.status).to.equal(200);
    expect(first.headers['cache-control']).to.equal('private, no-cache');
    const [a, b] = [formKeyOf(first.text), formKeyOf(second.text)];
    expect(a).to.be.a('string');
    expect(b).to.be.a('string').and.not.equal(a);
  });

  it('never lets caches keep an error page', async () => {
    const missing = await request(suite.app).get(`/ru/deposit/no-such-deposit`);
    expect(missing.status).to.equal(404);
    expect(missing.headers['cache-control']).to.equal('no-store');
  });

  it('lets a POST reach the server rather than a cached page', async () => {
    expect((await request(suite.app).get(`/ru/deposit`)).status).to.equal(200);
    const post = await request(suite.app).post(`/ru/deposit`);
    expect(post.status).to.equal(405);
  });

  it('never serves the cached Uzbek home to a visitor whose cookie chose another language', async () => {
    const home = await request(suite.app).get(`/`);
    expect(home.status).to.equal(200);
    expect(home.headers.vary).to.include('Cookie');
    const russian = await request(suite.app).get(`/`).set({ Cookie: 'lang=ru' });
    expect(russian.status).to.equal(302);
    expect(russian.headers.location).to.equal('/ru');
  });

  it('lets browsers and caches reuse the read API for a minute, with a validator', async () => {
    const api = await request(suite.app).get(`/api/deposits?locale=ru`);
    expect(api.headers['cache-control']).to.equal('public, max-age=60');
    const etag = api.headers.etag!;
    expect(etag).to.be.a('string');
    const again = await request(suite.app).get(`/api/deposits?locale=ru`).set(revalidate(etag));
    expect(again.status).to.equal(304);
  });
});

describe('HTTP caching: configured lifetimes', () => {
  it('takes s-maxage and stale-while-revalidate from HTML_S_MAXAGE and HTML_STALE_WHILE_REVALIDATE', async () => {
    const app = createTestApp({ HTML_S_MAXAGE: '120', HTML_STALE_WHILE_REVALIDATE: '30' });
    try {
      const page = await request(app).get(`/en/cards`);
      expect(page.headers['cache-control']).to.equal(
        'public, max-age=0, s-maxage=120, stale-while-revalidate=30',
      );
    } finally {
      await app.stop();
    }
  });
});

describe('the in-process HTML cache (Strapi CMS with its own cache off)', () => {
  let cms: FakeStrapi;
  const deposits = () => ({ body: strapiFixture(4, 'contributions-list.ru.json') });
  const cmsCalls = () => cms.requests.length;
  const withApp = async (env: Record<string, string>, run: (app: App) => Promise<void>) => {
    const app = createTestApp({ CMS_URL: cms.baseUrl, CMS_CACHE_TTL: '0', ...env });
    try {
      await run(app);
    } finally {
      await app.stop();
    }
  };
  beforeEach(async () => {
    cms = await startFakeStrapi(depositsSite(deposits));
  });
  afterEach(() => cms.close());

  it('serves a repeated view from memory without asking the CMS again', async () => {
    await withApp({}, async (app) => {
      const first = (await request(app).get(`/ru/deposit`)).text;
      const calls = cmsCalls();
      expect(calls).to.be.greaterThan(0);
      const second = await request(app).get(`/ru/deposit`);
      expect(second.text).to.equal(first);
      expect(cmsCalls()).to.equal(calls);
    });
  });

  it('renders every view when HTML_CACHE_TTL=0', async () => {
    await withApp({ HTML_CACHE_TTL: '0' }, async (app) => {
      await request(app).get(`/ru/deposit`);
      const calls = cmsCalls();
      await request(app).get(`/ru/deposit`);
      expect(cmsCalls()).to.equal(calls * 2);
    });
  });

  it('renders fresh for a request with credentials', async () => {
    await withApp({}, async (app) => {
      await request(app).get(`/ru/deposit`);
      const calls = cmsCalls();
      const page = await request(app).get(`/ru/deposit`).set({ Authorization: 'Basic eDp5' });
      expect(page.status).to.equal(200);
      expect(cmsCalls()).to.equal(calls * 2);
    });
  });

  it('does not keep a 503 page: the next view after the CMS recovers is the real page', async () => {
    let down = true;
    cms.handle(depositsSite(() => (down ? { status: 500, body: { data: null } } : deposits())));
    await withApp({}, async (app) => {
      const failed = await request(app).get(`/ru/deposit`);
      expect(failed.status).to.equal(503);
      expect(failed.headers['cache-control']).to.equal('no-store');
      down = false;
      expect((await request(app).get(`/ru/deposit`)).status).to.equal(200);
    });
  });
});
