import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { publishedWebhook } from '../support/webhook';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { depositsSite, strapiFixture } from '../support/strapi-fixtures';

const SECRET = 'webhook-secret-for-tags';

describe('pages carry what they were built from, and a purge drops only those', () => {
  let cms: FakeStrapi;
  let app: App;
  const deposits = depositsSite(() => ({ body: strapiFixture(4, 'contributions-list.ru.json') }));
  beforeEach(async () => {
    cms = await startFakeStrapi((call) =>
      call.path === '/api/news' ? { body: strapiFixture(4, 'news-list.ru.json') } : deposits(call),
    );
    // Every render reads the CMS (its own cache off), so a CMS call tells a render from a hit.
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_CACHE_TTL: '0', CMS_WEBHOOK_SECRET: SECRET });
  });
  afterEach(async () => {
    await app.stop();
    await cms.close();
  });
  const hook = (model: string) => publishedWebhook(app, SECRET, model);
  /** The CMS calls a view of `path` made: 0 when the HTML cache answered it. */
  const callsOf = async (path: string) => {
    const before = cms.requests.length;
    expect((await request(app).get(path)).status).to.equal(200);
    return cms.requests.length - before;
  };

  it('names the collections a page read and the files it shows in Surrogate-Key and Cache-Tag', async () => {
    // The legal entities' pictures (41-59) are in the layout's menu; the deposits' (4-20) and the
    // news' (34-38) on their lists (test/fixtures/strapi/v4).
    const layout =
      'social-link legal-entities upload@55 upload@48 upload@59 upload@52 upload@45 upload@41';
    const deposit = await request(app).get('/ru/deposit');
    expect(deposit.headers['surrogate-key']).to.equal(
      `${layout} news-categories contributions upload@4 upload@12 upload@8 upload@20 upload@16`,
    );
    expect(deposit.headers['cache-tag']).to.equal(
      `${layout} news-categories contributions upload@4 upload@12 upload@8 upload@20 upload@16`.replaceAll(
        ' ',
        ',',
      ),
    );
    const news = await request(app).get('/ru/news');
    expect(news.headers['surrogate-key']).to.equal(
      `${layout} news-categories news upload@34 upload@35 upload@36 upload@37 upload@38`,
    );
  });

  it('a deposit edit drops the deposit pages and keeps the news pages', async () => {
    await callsOf('/ru/deposit');
    await callsOf('/ru/news');
    expect(await callsOf('/ru/news'), 'a hit before any purge').to.equal(0);
    expect((await hook('contribution')).body).to.deep.equal({ model: 'contribution', purged: 1 });
    expect(await callsOf('/ru/news'), 'news: still the cached page').to.equal(0);
    expect(await callsOf('/ru/deposit'), 'deposits: rendered again').to.be.above(0);
  });

  it('a news edit drops the news pages and keeps the deposit pages', async () => {
    await callsOf('/ru/deposit');
    await callsOf('/ru/news');
    await hook('news-item');
    expect(await callsOf('/ru/deposit')).to.equal(0);
    expect(await callsOf('/ru/news')).to.be.above(0);
  });

  const mediaChange = (media: object) =>
    request(app)
      .post('/api/cms/webhook')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({ event: 'media.update', media });

  it("a changed file drops the pages showing it: a deposit's picture, the deposits, not the news", async () => {
    await callsOf('/ru/deposit');
    await callsOf('/ru/news');
    expect((await mediaChange({ id: 12, name: 'deposit.png' })).body).to.deep.equal({
      model: 'upload.file',
      entries: ['12'],
      // The deposits' answer, kept with TTL 0 for the CMS's failures.
      purged: 1,
    });
    expect(await callsOf('/ru/news')).to.equal(0);
    expect(await callsOf('/ru/deposit')).to.be.above(0);
  });

  it('a change of a file it does not name by its id drops every page', async () => {
    await callsOf('/ru/deposit');
    await callsOf('/ru/news');
    await mediaChange({ name: 'deposit.png' });
    expect(await callsOf('/ru/deposit')).to.be.above(0);
    expect(await callsOf('/ru/news')).to.be.above(0);
  });
});
