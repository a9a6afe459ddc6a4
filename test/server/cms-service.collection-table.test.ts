import { expect } from 'chai';
import request from 'supertest';
import { createApp, type App } from '../../server/app';
import { createLogger } from '../../server/logger';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import { MARKDOWN_FIELDS } from '../../server/api/rich-text';
import { testConfig } from '../support/start-app';

/** Read-API resources that list, and a demo entry of those that open one by one. */
const LISTED = (
  'deposits credits cards transfers news news-categories social-link legal-entities ' +
  'legal-entity-sliders legal-entity-recommended-products legal-entity-call-to-action ' +
  'currency-rates branches vacancies correspondent-accounts investment-funds'
).split(' ');
const OPENED: Record<string, string> = {
  deposits: 'omonat-plus',
  credits: 'istemol-krediti',
  cards: 'uzcard-classic',
  transfers: 'international-transfers',
  news: 'namangan-branch-opened',
  'legal-entities': 'credits',
  vacancies: 'credit-specialist',
  pages: 'about',
};

describe('the collection table (server/cms/collections.ts)', () => {
  const config = testConfig();
  const logger = createLogger('silent');
  const cms = cmsFromConfig(config, logger);
  let app: App;
  before(() => {
    app = createApp(config, { cms, logger });
  });
  after(() => app.stop());

  it('gives the CMS service one method per list and per detail, named by the table', () => {
    const methods = Object.keys(cms).filter(
      (name) => !['version', 'client', 'purge', 'entryIndex', 'list', 'detail'].includes(name),
    );
    expect(methods.sort()).to.deep.equal(
      [
        'branches',
        'card',
        'cards',
        'correspondentAccounts',
        'credit',
        'credits',
        'currencyRates',
        'deposit',
        'deposits',
        'investmentFunds',
        'legalEntities',
        'legalEntity',
        'legalEntityCallToAction',
        'legalEntityProducts',
        'legalEntitySliders',
        'newsCategories',
        'news',
        'newsItem',
        'page',
        'socialLink',
        'transfer',
        'transfers',
        'vacancies',
        'vacancy',
      ].sort(),
    );
  });

  for (const name of LISTED) {
    it(`lists /api/${name} in the asked language`, async () => {
      const response = await request(app).get(`/api/${name}?locale=en`).expect(200);
      const body: unknown = response.body;
      const paged = (body as { items?: unknown[] }).items;
      const items: unknown[] = Array.isArray(body) ? body : (paged ?? [body]);
      expect(items.length).to.be.greaterThan(0);
      expect(JSON.stringify(body)).not.to.match(/"attributes"|"documentId"/);
    });
  }

  for (const [name, slug] of Object.entries(OPENED)) {
    it(`opens /api/${name}/${slug} and answers 404 for a slug that does not exist`, async () => {
      const response = await request(app).get(`/api/${name}/${slug}?locale=ru`).expect(200);
      expect(response.body).to.include({ slug, locale: 'ru' });
      await request(app).get(`/api/${name}/no-such-entry?locale=ru`).expect(404);
    });
  }

  it('serves no list where the table declares none, and no detail of a list-only collection', async () => {
    await request(app).get('/api/pages?locale=en').expect(404);
    await request(app).get('/api/branches/1?locale=en').expect(404);
  });

  it('sends exactly the Markdown fields the table names as HTML', () => {
    expect(MARKDOWN_FIELDS).to.deep.equal({
      deposits: ['infoList'],
      credits: ['infoList'],
      transfers: ['description'],
      news: ['text'],
      vacancies: ['description'],
      'investment-funds': ['description'],
      pages: ['body'],
    });
  });
});
