import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

describe('GET /news/visa-gold-cashback (meta description from CMS Markdown)', () => {
  const suite = appForSuite();

  it('keeps the hyphens of the Uzbek dates', async () => {
    const response = await request(suite.app).get('/news/visa-gold-cashback');
    expect(response.status).to.equal(200);
    expect(response.text).to.include(
      '<meta name="description" content="1-noyabrdan 31-dekabrgacha Visa Gold karta egalari restoran, kafe va mehmonxonalarda toʻlovlar uchun 5% keshbek oladi.',
    );
  });
});
