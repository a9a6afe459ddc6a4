import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from '../../server/app';
import { appForSuite, createTestApp } from '../support/start-app';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';

/** More than any disk has, so the free space is always below it. */
const HUGE_MB = 1024 * 1024 * 1024;

/**
 * Issue 32, item 7f. /readyz fails both when DATA_DIR refuses writes and when its free space is
 * below DATA_DIR_MIN_FREE_MB; its reason must say which, since only the first stops forms.
 */
describe('/readyz names the real state of DATA_DIR', () => {
  describe('less free space than DATA_DIR_MIN_FREE_MB', () => {
    const suite = appForSuite({ DATA_DIR_MIN_FREE_MB: String(HUGE_MB) });

    it('is 503 with a low-disk reason naming the megabytes free and wanted', async () => {
      const ready = await request(suite.app).get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body.status).to.equal('unavailable');
      expect(ready.body.reason).to.match(
        /^low disk: DATA_DIR has \d+ MB free, DATA_DIR_MIN_FREE_MB asks for 1073741824 MB; it still takes writes$/,
      );
      expect(ready.body.reason).not.to.include('does not take writes');
    });

    it('while a form posted meanwhile is still taken', async () => {
      const { status } = await postForm(suite.app, 'contact', formBody(VALID.contact));
      expect(status).to.equal(201);
    });
  });

  describe('a DATA_DIR that cannot be written', () => {
    const data = tempDataDir();
    let app: App;
    before(() => {
      const file = join(data.path, 'not-a-folder');
      writeFileSync(file, 'x');
      app = createTestApp({ DATA_DIR: join(file, 'data') });
    });
    after(async () => {
      await app.stop();
      data.remove();
    });

    it('is 503 with the reason "DATA_DIR does not take writes"', async () => {
      const ready = await request(app).get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body.reason).to.equal('DATA_DIR does not take writes');
    });
  });

  describe('room to spare', () => {
    const suite = appForSuite({ DATA_DIR_MIN_FREE_MB: '1' });

    it('is 200 without a reason', async () => {
      const ready = await request(suite.app).get('/readyz');
      expect(ready.status).to.equal(200);
      expect(ready.body).not.to.have.property('reason');
    });
  });
});
