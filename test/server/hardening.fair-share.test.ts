import { expect } from 'chai';
import request from 'supertest';
import { loadAssets } from '../../server/ssr/assets';
import { startApp, type RunningApp } from '../support/start-app';
import { appOverSwitchableCms } from '../support/switchable-cms';
import { VALID, formBody, pdfOfSize, postForm, tempDataDir } from '../support/form-files';
import { partialUpload } from '../support/partial-upload';

const MB = 1024 * 1024;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const appealWithPdf = (bytes: number) =>
  formBody(VALID.appeal, [{ field: 'files', name: 'a.pdf', bytes: pdfOfSize(bytes) }]);

describe('no visitor pays for another visitor’s traffic (issue 21)', function () {
  this.timeout(20_000);
  const data = tempDataDir();
  after(() => data.remove());

  describe('the upload budget is charged as bytes arrive, with a share per address', () => {
    let app: RunningApp;
    before(async () => {
      app = await startApp({
        DATA_DIR: data.path,
        FORMS_UPLOADS_IN_FLIGHT_MB: '48',
        FORMS_UPLOADS_PER_ADDRESS_MB: '8',
        FORMS_RATE_LIMIT_MAX: '100',
      });
    });
    after(() => app.close());

    it('three slow uploads declaring 16 MB each do not make another address’s post 503', async () => {
      const slow = [1, 2, 3].map(() =>
        partialUpload(app.url, 16 * MB, 1024, { 'X-Forwarded-For': '203.0.113.5' }),
      );
      await Promise.all(slow.map((upload) => upload.flushed));
      await settle(100);
      const other = await postForm(app.url, 'appeal', appealWithPdf(MB), {
        'X-Forwarded-For': '198.51.100.9',
      });
      expect(other.status).to.equal(201);
      for (const upload of slow) upload.socket.destroy();
    });

    it('an address past its share has its own upload cut off (503); another address still uploads', async () => {
      const held = partialUpload(app.url, 16 * MB, 6 * MB, { 'X-Forwarded-For': '203.0.113.6' });
      await held.flushed;
      await settle(200);
      const same = await postForm(app.url, 'appeal', appealWithPdf(3 * MB), {
        'X-Forwarded-For': '203.0.113.6',
      });
      expect(same.status).to.equal(503);
      expect(same.json.codes).to.deep.equal({ _form: 'errors.busy' });
      const other = await postForm(app.url, 'appeal', appealWithPdf(3 * MB), {
        'X-Forwarded-For': '198.51.100.10',
      });
      expect(other.status).to.equal(201);
      held.socket.destroy();
    });
  });

  describe('the read rate limit refuses only requests that would reach the CMS', () => {
    const { app } = appOverSwitchableCms({ READ_RATE_LIMIT_MAX: '5' });
    after(() => app.stop());
    const from = (test: request.Test) => test.set('X-Forwarded-For', '203.0.113.21');

    it('an address over the limit still gets cached pages, assets, robots.txt, the sitemap and its form post through', async () => {
      await from(request(app).get('/ru/deposit')).expect(200);
      const statuses: number[] = [];
      for (let index = 0; index < 8; index += 1)
        statuses.push((await from(request(app).get(`/ru/deposit/no-such-${index}`))).status);
      expect(statuses.slice(-2)).to.deep.equal([429, 429]);
      const api = await from(request(app).get('/api/deposits/no-such-api'));
      expect(api.status).to.equal(429);
      expect(api.body.error.status).to.equal(429);
      expect(api.headers['retry-after']).to.equal('60');
      // The list the page above loaded is in the CMS cache: answered without reaching the CMS.
      await from(request(app).get('/api/deposits?locale=ru')).expect(200);
      await from(request(app).get('/ru/deposit')).expect(200);
      await from(request(app).get(`/assets/${loadAssets()([]).entry}`)).expect(200);
      await from(request(app).get('/robots.txt')).expect(200);
      await from(request(app).get('/sitemap.xml')).expect(200);
      const form = await postForm(app, 'contact', formBody(VALID.contact), {
        'X-Forwarded-For': '203.0.113.21',
      });
      expect(form.status).to.equal(201);
    });
  });

  describe('parameters a page does not read make no new page-cache entry', () => {
    // The CMS cache is off, so every render shows in the count of CMS calls.
    const { app, state } = appOverSwitchableCms({}, 0);
    after(() => app.stop());

    it('?utm variants of a page are one rendering, and no visitor’s tag is in the shared page', async () => {
      await request(app).get('/ru/deposit?utm_source=first').expect(200);
      const calls = state.calls;
      for (const tag of ['tag-a1', 'tag-b2', 'tag-c3']) {
        const page = await request(app).get(`/ru/deposit?utm_source=${tag}&fbclid=${tag}`);
        expect(page.status).to.equal(200);
        expect(page.text).not.to.include('utm_source');
      }
      expect(state.calls).to.equal(calls);
    });

    it('a parameter the page reads still has its own entry, without the tags beside it', async () => {
      await request(app).get('/ru/news?page=1').expect(200);
      const calls = state.calls;
      const second = await request(app).get('/ru/news?utm_source=x&page=2').expect(200);
      expect(state.calls).to.be.above(calls);
      expect(second.text).to.include('href="/en/news?page=2"');
      expect(second.text).not.to.include('utm_source');
    });
  });
});
