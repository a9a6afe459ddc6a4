import { connect } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import { appForSuite, startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { VALID, formBody, pdfOfSize, postForm, tempDataDir } from '../support/form-files';

/** Sends headers announcing `length` body bytes and only `sent` of them; the socket stays open. */
function partialUpload(url: string, length: number, sent: number) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  socket.write(
    `POST /api/forms/appeal HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
      `Content-Length: ${length}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(sent, 0x61));
  return { socket, answer };
}

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

    it('answers 503 with Retry-After past the cap, before reading the body, and takes uploads again once it frees', async () => {
      const slow = partialUpload(app.url, 10 * 1024 * 1024, 1024);
      await new Promise((resolve) => setTimeout(resolve, 100));
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
