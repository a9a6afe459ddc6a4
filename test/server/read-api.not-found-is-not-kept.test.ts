import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

/**
 * Issue 32, item 7e. A 404 may be stored by a CDN or a browser without a Cache-Control of its own
 * (heuristic freshness, RFC 9111, section 4.2.2), and the CMS webhook purges only the site's own caches:
 * an entry published a minute later would stay "not found" there. A miss is never stored.
 */
describe('read-API 404s are not kept by caches', () => {
  const suite = appForSuite();

  for (const path of [
    '/api/v1/deposits/not-published-yet?locale=en',
    '/api/deposits/not-published-yet?locale=en',
    '/api/v1/news/not-published-yet?locale=ru',
    '/api/v1/no-such-resource',
  ]) {
    it(`GET ${path}: 404 with Cache-Control: no-store`, async () => {
      const response = await request(suite.app).get(path);
      expect(response.status).to.equal(404);
      expect(response.headers['cache-control']).to.equal('no-store');
    });
  }

  it('a bad parameter (400) is not kept either', async () => {
    const response = await request(suite.app).get('/api/v1/deposits?locale=en&locale=ru');
    expect(response.status).to.equal(400);
    expect(response.headers['cache-control']).to.equal('no-store');
  });

  it('an entry that exists is still shared for a minute', async () => {
    const response = await request(suite.app).get('/api/v1/deposits/omonat-plus?locale=en');
    expect(response.status).to.equal(200);
    expect(response.headers['cache-control']).to.equal('public, max-age=60');
  });
});
