import { expect } from 'chai';
import request from 'supertest';
import { visibleText } from '../support/html';
import { appForSuite } from '../support/start-app';
import { appOverSwitchableCms } from '../support/switchable-cms';

const SECRET = 'webhook-secret-0123456789';

describe('HTTP edges (issue 21, low defects)', () => {
  describe('POST /api/cms/webhook reads no body before the secret', () => {
    const { app, state } = appOverSwitchableCms({ CMS_WEBHOOK_SECRET: SECRET });
    after(() => app.stop());

    it('answers a wrong secret 401 without parsing the body', async () => {
      const hook = await request(app)
        .post('/api/cms/webhook')
        .set('Authorization', 'Bearer wrong')
        .set('Content-Type', 'application/json')
        .send('{not json');
      expect(hook.status).to.equal(401);
    });

    it('takes an entry past 64 kb from the right secret as a change to everything', async () => {
      await request(app).get('/api/deposits?locale=ru').expect(200);
      const before = state.calls;
      const hook = await request(app)
        .post('/api/cms/webhook')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({ event: 'entry.update', model: 'news', entry: { body: 'x'.repeat(70 * 1024) } });
      expect(hook.status).to.equal(200);
      expect(hook.body.model).to.equal('*');
      await request(app).get('/api/deposits?locale=ru').expect(200);
      expect(state.calls).to.equal(before + 1);
    });
  });

  describe('GET /metrics', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());

    it('counts methods the site does not know under one method label', async () => {
      await request(app).propfind('/ru');
      await request(app).mkcol('/ru');
      const text = (await request(app).get('/metrics').expect(200)).text;
      expect(text).to.match(/bank_http_request_duration_seconds_count\{method="other",/);
      expect(text).not.to.match(/method="(PROPFIND|MKCOL)"/);
    });
  });

  describe('GET /readyz measures the free space of DATA_DIR', () => {
    const full = appForSuite({ DATA_DIR_MIN_FREE_MB: String(1024 * 1024 * 1024) });
    const roomy = appForSuite({ DATA_DIR_MIN_FREE_MB: '1' });

    it('is 503 when less is free than DATA_DIR_MIN_FREE_MB, though a small file still fits', async () => {
      const ready = await request(full.app).get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body.outbox.writable).to.equal(false);
    });

    it('is 200 with room to spare', async () => {
      const ready = await request(roomy.app).get('/readyz');
      expect(ready.status).to.equal(200);
      expect(ready.body.outbox.writable).to.equal(true);
    });
  });

  describe('methods a page does not take', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());
    const cases = [
      ['put', '/ru/deposit', 'GET, HEAD', 'Действие не поддерживается'],
      ['delete', '/ru/appeals', 'GET, HEAD, POST', 'Действие не поддерживается'],
      ['patch', '/en/deposit', 'GET, HEAD', 'Not allowed here'],
      ['post', '/deposit', 'GET, HEAD', 'Bu amalga ruxsat yoʻq'],
    ] as const;
    for (const [method, path, allow, title] of cases) {
      it(`${method.toUpperCase()} ${path} is the site's 405 page in its language, with Allow: ${allow}`, async () => {
        const response = await request(app)[method](path);
        expect(response.status).to.equal(405);
        expect(response.headers.allow).to.equal(allow);
        expect(response.headers['content-type']).to.match(/^text\/html/);
        expect(visibleText(response.text)).to.include(title);
      });
    }
  });

  describe('route words in capitals', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());
    const cases = [
      ['/ru/DEPOSIT', '/ru/deposit'],
      ['/Deposit/USD?page=1', '/deposit/usd?page=1'],
      ['/EN/News/Some-Slug', '/en/news/Some-Slug'],
      ['/ru/JURISTIC/Tariffs', '/ru/juristic/tariffs'],
      ['/Search', '/search'],
    ] as const;
    for (const [path, location] of cases) {
      it(`${path} → 301 ${location}`, async () => {
        const response = await request(app).get(path);
        expect(response.status).to.equal(301);
        expect(response.headers.location).to.equal(location);
      });
    }

    it('a slug keeps its case: /ru/deposit/Omonat-Plus is not redirected', async () => {
      const response = await request(app).get('/ru/deposit/Omonat-Plus');
      expect(response.status).not.to.equal(301);
    });
  });

  describe('asset paths that climb out of /assets', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());

    it('are 404 like any missing asset, not 403 "Bad request"', async () => {
      const missing = await request(app).get('/assets/no-such-file.js');
      expect(missing.status).to.equal(404);
      for (const path of ['/assets/%2e%2e/package.json', '/assets/%2E%2E/%2e%2e/package.json']) {
        const response = await request(app).get(path);
        expect(response.status, path).to.equal(404);
        // No language prefix: an Uzbek path (§4).
        expect(response.text.split('\n')[0], path).to.equal('Sahifa topilmadi');
      }
    });
  });

  describe('page ETags', () => {
    // The HTML cache is off: every request renders the page again.
    const { app } = appOverSwitchableCms({ HTML_CACHE_TTL: '0' });
    after(() => app.stop());

    it('an unchanged page rendered again has the same strong ETag, and 304 answers it', async () => {
      const first = await request(app).get('/ru/deposit').expect(200);
      const again = await request(app).get('/ru/deposit').expect(200);
      expect(first.headers.etag).to.match(/^"[\w-]+"$/);
      expect(again.headers.etag).to.equal(first.headers.etag);
      await request(app).get('/ru/deposit').set('If-None-Match', first.headers.etag!).expect(304);
    });
  });
});
