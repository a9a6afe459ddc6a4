import { expect } from 'chai';
import request from 'supertest';
import { visibleText } from '../support/html';
import { appOverSwitchableCms } from '../support/switchable-cms';

const randomSlug = (index: number) => `no-such-${index}-${Math.random().toString(36).slice(2, 8)}`;

describe('read side under hostile traffic (issue 9)', function () {
  this.timeout(60_000);

  it('defect 4: 700 random slugs do not evict the last good copies; with the CMS down the pages stay 200', async () => {
    const { app, state } = appOverSwitchableCms({ READ_RATE_LIMIT_MAX: '100000' }, 0);
    try {
      const pages = ['/ru', '/ru/deposit', '/api/deposits?locale=ru'];
      for (const path of pages) expect((await request(app).get(path)).status).to.equal(200);
      for (let index = 0; index < 700; index += 1)
        expect(
          (await request(app).get(`/api/deposits/${randomSlug(index)}?locale=ru`)).status,
        ).to.equal(404);
      state.failing = true;
      for (const path of pages) expect((await request(app).get(path)).status, path).to.equal(200);
    } finally {
      await app.stop();
    }
  });

  it('defect 4: a client causing too many uncached reads gets 429; cached reads and other clients go on', async () => {
    const { app, state } = appOverSwitchableCms({ READ_RATE_LIMIT_MAX: '20' });
    try {
      for (let index = 0; index < 40; index += 1)
        expect((await request(app).get('/api/deposits?locale=ru')).status).to.equal(200);
      const statuses: number[] = [];
      for (let index = 0; index < 25; index += 1) {
        const response = await request(app)
          .get(`/api/deposits/${randomSlug(index)}?locale=ru`)
          .set('X-Forwarded-For', '203.0.113.7');
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers['retry-after'])).to.be.above(0);
      }
      expect(statuses.filter((status) => status === 404)).to.have.length(20);
      expect(statuses.slice(20)).to.deep.equal([429, 429, 429, 429, 429]);
      const callsWhileLimited = state.calls;
      await request(app)
        .get(`/api/deposits/${randomSlug(99)}?locale=ru`)
        .set('X-Forwarded-For', '203.0.113.7');
      expect(state.calls).to.equal(callsWhileLimited);
      const other = await request(app)
        .get('/api/deposits?locale=ru')
        .set('X-Forwarded-For', '198.51.100.1');
      expect(other.status).to.equal(200);
    } finally {
      await app.stop();
    }
  });

  describe('defect 5: odd paths are normalized before routing', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());
    const cases: [string, number, string | undefined][] = [
      ['//a%20b', 301, '/a%20b'],
      ['/RU/deposit', 301, '/ru/deposit'],
      ['/En/deposit?x=1', 301, '/en/deposit?x=1'],
      ['//evil.example/', 301, '/evil.example'],
      ['/\\evil.example/', 301, '/evil.example'],
      ['/\\\\evil.example', 301, '/evil.example'],
      ['/ru//deposit', 301, '/ru/deposit'],
      // One spelling per page, escapes included (RFC 3986, section 6.2.2).
      ['/ru/%64eposit', 301, '/ru/deposit'],
      ['/ru/%64%65%70%6F%73%69%74?x=1', 301, '/ru/deposit?x=1'],
    ];
    for (const [path, status, location] of cases) {
      it(`${path} → ${status} ${location}`, async () => {
        const response = await request(app).get(path);
        expect(response.status).to.equal(status);
        expect(response.headers.location).to.equal(location);
      });
    }

    it('an undecodable path is the 400 page that says so, not "Server error"', async () => {
      const response = await request(app).get('/en/%E0%A4%A');
      expect(response.status).to.equal(400);
      expect(response.text).to.include('<h1 class="error-page__title">Bad request</h1>');
    });

    it('/ru/a%20b after the redirect is a 404 page in Russian', async () => {
      const response = await request(app).get('/ru/a%20b');
      expect(response.status).to.equal(404);
      expect(response.text).to.include('<html lang="ru"');
    });
  });

  describe('defect 6: no 503 with a healthy CMS', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());
    for (const path of ['/ru/deposit/omonat-plus.html', '/ru/news/-1', '/ru/credit/a.b']) {
      it(`${path} is a 404 page`, async () => {
        const response = await request(app).get(path);
        expect(response.status).to.equal(404);
      });
    }

    it('a search query of 250 characters is cut to 200 and answered 200', async () => {
      const response = await request(app).get(`/ru/search?query=${'вклад '.repeat(42)}`);
      expect(response.status).to.equal(200);
    });
  });

  describe('low: canonical, Retry-After on 503 pages, request ids', () => {
    it('the canonical link carries no query string, and /deposit/<id> names the slug URL', async () => {
      const { app } = appOverSwitchableCms();
      try {
        const list = await request(app).get('/ru/deposit?utm_source=x&page=2');
        expect(list.text).to.include('<link rel="canonical" href="http://bank.test/ru/deposit"/>');
        const byId = await request(app).get('/ru/deposit/1');
        expect(byId.status).to.equal(200);
        const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(byId.text)?.[1];
        expect(canonical).to.match(/^http:\/\/bank\.test\/ru\/deposit\/[a-z][a-z0-9-]+$/);
      } finally {
        await app.stop();
      }
    });

    it('a 503 page says when to retry, and every answer names its request id', async () => {
      const { app, state } = appOverSwitchableCms({}, 0);
      try {
        state.failing = true;
        const response = await request(app).get('/ru/deposit').set('X-Request-Id', 'edge-42');
        expect(response.status).to.equal(503);
        expect(response.headers['retry-after']).to.equal('30');
        expect(response.headers['x-request-id']).to.equal('edge-42');
        expect(visibleText(response.text)).to.include('Номер запроса: edge-42');
        const generated = await request(app).get('/healthz');
        expect(generated.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
      } finally {
        await app.stop();
      }
    });

    it('a 404 page names its request id in the page language; a 200 page names none', async () => {
      const { app } = appOverSwitchableCms();
      try {
        const missing = await request(app).get('/en/no-such-page').set('X-Request-Id', 'edge-7');
        expect(missing.status).to.equal(404);
        expect(visibleText(missing.text)).to.include('Request id: edge-7');
        const found = await request(app).get('/en/deposit').set('X-Request-Id', 'edge-8');
        expect(found.status).to.equal(200);
        expect(found.text).not.to.include('edge-8');
      } finally {
        await app.stop();
      }
    });
  });
});
