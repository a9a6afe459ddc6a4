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

  it('names the collections a page read in Surrogate-Key and Cache-Tag', async () => {
    const deposit = await request(app).get('/ru/deposit');
    expect(deposit.headers['surrogate-key']).to.equal(
      'social-link legal-entities news-categories contributions',
    );
    expect(deposit.headers['cache-tag']).to.equal(
      'social-link,legal-entities,news-categories,contributions',
    );
    const news = await request(app).get('/ru/news');
    expect(news.headers['surrogate-key']).to.equal(
      'social-link legal-entities news-categories news',
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

  it('a media change drops every page', async () => {
    await callsOf('/ru/deposit');
    await callsOf('/ru/news');
    await request(app)
      .post('/api/cms/webhook')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({ event: 'media.update', media: { id: 1 } });
    expect(await callsOf('/ru/deposit')).to.be.above(0);
    expect(await callsOf('/ru/news')).to.be.above(0);
  });
});
