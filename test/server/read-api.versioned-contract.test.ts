import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { appOverSwitchableCms } from '../support/switchable-cms';

const PARTNER = 'https://partner.example';

describe('GET /api/v1/...: the versioned read contract', () => {
  let app: App;
  before(() => {
    ({ app } = appOverSwitchableCms());
  });
  after(() => app.stop());

  describe('query parameters', () => {
    it('ignores a cache-buster and other unknown parameters, even repeated', async () => {
      const plain = await request(app).get('/api/v1/deposits?locale=en').expect(200);
      for (const query of ['&_=1', '&_=1&_=2', '&utm_source=mail&sort=name', '&page=abc']) {
        const answer = await request(app).get(`/api/v1/deposits?locale=en${query}`);
        expect(answer.status, query).to.equal(200);
        expect(answer.body, query).to.deep.equal(plain.body);
      }
    });

    it('refuses a malformed or repeated known parameter with 400, its code and an English message for an English caller', async () => {
      const cases = {
        '/api/v1/news?page=abc': ['invalidParameter', 'Invalid value for parameter "page"'],
        '/api/v1/news?category=1%20OR%201': [
          'invalidParameter',
          'Invalid value for parameter "category"',
        ],
        '/api/v1/deposits?locale=de': [
          'unknownLocale',
          'Parameter "locale" must be one of uz, en, ru',
        ],
        '/api/v1/deposits?locale=en&locale=ru': [
          'repeatedParameter',
          'Each parameter may be given once',
        ],
        '/api/news?page=1&page=2&_=1': ['repeatedParameter', 'Each parameter may be given once'],
      };
      for (const [path, [code, message]] of Object.entries(cases)) {
        const answer = await request(app).get(path).set('Accept-Language', 'en');
        expect(answer.status, path).to.equal(400);
        expect(answer.body, path).to.deep.equal({ error: { status: 400, code, message } });
      }
    });
  });

  describe('ETag and If-None-Match', () => {
    it('answers 304 without a body when the ETag still matches, under /api/v1 and /api', async () => {
      const first = await request(app).get('/api/v1/news?locale=ru').expect(200);
      expect(first.headers.etag).to.match(/^W\/".+"$/);
      for (const path of ['/api/v1/news?locale=ru', '/api/news?locale=ru&_=2']) {
        const again = await request(app).get(path).set('If-None-Match', first.headers.etag!);
        expect(again.status, path).to.equal(304);
        expect(again.text ?? '', path).to.equal('');
      }
    });

    it('answers 200 with the new body when the ETag is stale', async () => {
      const answer = await request(app)
        .get('/api/v1/news?locale=ru')
        .set('If-None-Match', 'W/"stale"');
      expect(answer.status).to.equal(200);
      expect(answer.body.items).to.be.an('array').with.length.above(0);
    });
  });

  describe('CORS', () => {
    it('sends no CORS headers when no origin is listed (the default)', async () => {
      const answer = await request(app).get('/api/v1/deposits').set('Origin', PARTNER);
      expect(answer.status).to.equal(200);
      expect(answer.headers).not.to.have.property('access-control-allow-origin');
    });

    describe('with API_CORS_ORIGINS set', () => {
      let open: App;
      before(() => {
        ({ app: open } = appOverSwitchableCms({
          API_CORS_ORIGINS: `${PARTNER}, http://localhost:5173`,
        }));
      });
      after(() => open.stop());

      it('lets a listed origin read, with the ETag exposed and Vary: Origin', async () => {
        const answer = await request(open).get('/api/v1/cards?locale=en').set('Origin', PARTNER);
        expect(answer.status).to.equal(200);
        expect(answer.headers['access-control-allow-origin']).to.equal(PARTNER);
        expect(answer.headers['access-control-expose-headers']).to.include('ETag');
        expect(answer.headers.vary).to.include('Origin');
      });

      it('gives any other origin no CORS headers, but still Vary: Origin for shared caches', async () => {
        const answer = await request(open)
          .get('/api/v1/cards?locale=en')
          .set('Origin', 'https://evil.example');
        expect(answer.status).to.equal(200);
        expect(answer.headers).not.to.have.property('access-control-allow-origin');
        expect(answer.headers.vary).to.include('Origin');
      });

      it('answers the preflight a conditional GET needs, for GET and HEAD only', async () => {
        const answer = await request(open)
          .options('/api/v1/deposits/omonat-plus')
          .set('Origin', PARTNER)
          .set('Access-Control-Request-Method', 'GET')
          .set('Access-Control-Request-Headers', 'if-none-match');
        expect(answer.status).to.equal(204);
        expect(answer.headers['access-control-allow-origin']).to.equal(PARTNER);
        expect(answer.headers['access-control-allow-methods']).to.equal('GET,HEAD');
        expect(answer.headers['access-control-allow-headers']).to.equal('Accept,If-None-Match');
      });

      it('keeps the form endpoints same-origin: no CORS headers, a cross-site post is 403', async () => {
        const preflight = await request(open)
          .options('/api/v1/forms/contact')
          .set('Origin', PARTNER)
          .set('Access-Control-Request-Method', 'POST');
        expect(preflight.headers).not.to.have.property('access-control-allow-origin');
        const post = await request(open)
          .post('/api/v1/forms/contact')
          .set('Origin', PARTNER)
          .field({ name: 'Dilnoza', phone: '+998901112233' });
        expect(post.status).to.equal(403);
        expect(post.headers).not.to.have.property('access-control-allow-origin');
      });
    });
  });
});
