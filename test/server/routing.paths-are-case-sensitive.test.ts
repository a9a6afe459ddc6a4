import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/**
 * Issue 32, item 7b. `/api/v1` is the contract's spelling; another case is another path, which a
 * cache or a log would otherwise count as a second copy of the same answer.
 */
describe('paths are case-sensitive', () => {
  const suite = appForSuite();

  it('answers the documented spelling /api/v1/deposits with 200', async () => {
    const response = await request(suite.app).get('/api/v1/deposits?locale=en');
    expect(response.status).to.equal(200);
  });

  it("answers /api/V1/deposits with the read API's 404: V1 is no resource of /api", async () => {
    const response = await request(suite.app).get('/api/V1/deposits?locale=en');
    expect(response.status).to.equal(404);
    expect(response.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(response.body).to.deep.equal({
      error: { status: 404, code: 'noSuchResource', message: 'No such resource: /V1/deposits' },
    });
  });

  // A path without a language prefix is an Uzbek page, whatever the browser prefers (§4).
  for (const path of ['/API/deposits', '/Api/v1/deposits', '/API/V1/deposits']) {
    it(`answers ${path} with the site’s 404 page, in the language of its path (none: Uzbek)`, async () => {
      const page = await getPage(suite.app, `${path}?locale=en`, { 'Accept-Language': 'en' });
      expect(page.status).to.equal(404);
      expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(page.html).to.include('<html lang="uz"');
      expect(page.html).not.to.include('omonat-plus');
    });
  }

  it('answers /en/API/deposits with the 404 page in English', async () => {
    const page = await getPage(suite.app, '/en/API/deposits');
    expect(page.status).to.equal(404);
    expect(page.html).to.include('<html lang="en"');
  });

  it('does not take a form at /API/forms/contact', async () => {
    const response = await request(suite.app)
      .post('/API/forms/contact')
      .type('form')
      .send('name=Dilnoza');
    expect(response.status).to.not.equal(201);
    expect(response.status).to.not.equal(202);
  });
});
