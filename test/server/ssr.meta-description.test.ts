import { expect } from 'chai';
import request from 'supertest';
import { createApp, type App } from '../../server/app';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import { createLogger } from '../../server/logger';
import { testConfig } from '../support/start-app';

describe('GET /news/visa-gold-cashback (meta description from CMS Markdown)', () => {
  let app: App;
  before(() => {
    const config = testConfig();
    const logger = createLogger('silent');
    app = createApp(config, { cms: cmsFromConfig(config, logger), logger });
  });
  after(() => app.stop());

  it('keeps the hyphens of the Uzbek dates', async () => {
    const response = await request(app).get('/news/visa-gold-cashback');
    expect(response.status).to.equal(200);
    expect(response.text).to.include(
      '<meta name="description" content="1-noyabrdan 31-dekabrgacha Visa Gold karta egalari restoran, kafe va mehmonxonalarda toʻlovlar uchun 5% keshbek oladi.',
    );
  });
});
