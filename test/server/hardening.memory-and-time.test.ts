import { expect } from 'chai';
import request from 'supertest';
import { appForSuite, startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { VALID, formBody, pdfOfSize, postForm, tempDataDir } from '../support/form-files';
import { partialUpload } from '../support/partial-upload';

// The upload cap and the server timeouts need a real socket: a client that stops mid-body.
describe('memory and time limits (issue 9)', function () {
  this.timeout(20_000);
  const data = tempDataDir();
  after(() => data.remove());

  describe('defect 7: upload bytes in flight are capped', () => {
    let app: RunningApp;
    before(async () => {
      app = await startApp({ DATA_DIR: data.path, FORMS_UPLOADS_IN_FLIGHT_MB: '12' });
    });
    after(() => app.close());

    it('cuts off with 503 and Retry-After the upload whose bytes pass the cap, and takes uploads again once they are freed', async () => {
      const slow = partialUpload(app.url, 11 * 1024 * 1024, 10 * 1024 * 1024);
      await slow.flushed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const body = () =>
        formBody(VALID.appeal, [
          { field: 'files', name: 'a.pdf', bytes: pdfOfSize(3 * 1024 * 1024) },
        ]);
      const refused = await postForm(app.url, 'appeal', body());
      expect(refused.status).to.equal(503);
      expect(refused.headers.get('retry-after')).to.equal('30');
      expect(refused.json.codes).to.deep.equal({ _form: 'errors.busy' });
      slow.socket.destroy();
      await slow.answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await postForm(app.url, 'appeal', body())).status).to.equal(201);
    });
  });

  describe('defect 7: CMS answers have a maximum size', () => {
    let cms: FakeStrapi;
    before(async () => {
      const huge = {
        data: [{ id: 1, attributes: { name: 'x'.repeat(2 * 1024 * 1024) } }],
        meta: {},
      };
      cms = await startFakeStrapi(() => ({ body: huge }));
    });
    after(() => cms.close());
    const suite = appForSuite(() => ({
      CMS_URL: cms.baseUrl,
      CMS_VERSION: '4',
      CMS_MAX_RESPONSE_MB: '1',
    }));

    it('a 2 MB answer with a 1 MB limit is a CMS failure (503), not read whole', async () => {
      const response = await request(suite.app).get('/api/deposits?locale=ru');
      expect(response.status).to.equal(503);
    });
  });

  describe('low: slow requests are cut off by the server timeouts', () => {
    let app: RunningApp;
    before(async () => {
      app = await startApp({
        DATA_DIR: data.path,
        REQUEST_TIMEOUT_SECONDS: '1',
        HEADERS_TIMEOUT_SECONDS: '1',
      });
    });
    after(() => app.close());

    it('an upload that stops sending is answered 408 and closed within seconds', async () => {
      const started = Date.now();
      const slow = partialUpload(app.url, 1000, 10);
      const text = await slow.answer;
      expect(text).to.match(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).to.be.below(5000);
    });
  });
});
