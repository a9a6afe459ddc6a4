import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { SAMPLE_PDF, VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { SETTLE_MS, waitFor } from '../support/wait-for';

const RETRY = {
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '150',
  CMS_TIMEOUT_MS: '1000',
  FORMS_CMS_TIMEOUT_MS: '1000',
};

const outboxItems = (dataDir: string) => {
  const dir = join(dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
};

const appealWithPdf = () =>
  formBody(VALID.appeal, [
    { field: 'files', name: 'appeal-attachment.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
  ]);
const applicationInRussian = () =>
  formBody({ ...VALID.vacancy, vacancy: 'vacancy-1', locale: 'ru' }, [
    { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
  ]);

for (const version of [4, 5] as const) {
  describe(`form relay to Strapi ${version}`, () => {
    let cms: FakeStrapi;
    let app: App;
    let fake: ReturnType<typeof formsCms>;
    const data = tempDataDir();
    beforeEach(async () => {
      fake = formsCms(version);
      cms = await startFakeStrapi(fake.handler);
      app = createTestApp({
        CMS_URL: cms.baseUrl,
        CMS_TOKEN: 'form-token',
        DATA_DIR: data.path,
        ...RETRY,
      });
    });
    afterEach(async () => {
      await app.stop();
      await cms.close();
    });
    after(() => data.remove());

    it('delivers the appeal fields and the file bytes intact, with the API token and the idempotency key', async () => {
      const { status, json } = await postForm(app, 'appeal', appealWithPdf());
      expect(status).to.equal(201);
      const [record] = fake.records;
      const { confirmation, region, city, ...text } = VALID.appeal;
      expect(record!.collection).to.equal('appeals');
      expect(record!.data).to.deep.include({
        ...text,
        // The SOATO codes the form sends, and the Uzbek names staff read beside them.
        region: 'Toshkent shahri',
        region_code: region,
        city: 'Chilonzor tumani',
        city_code: city,
        confirmation: confirmation === 'on',
        language: 'uz',
        reference: json.reference,
        idempotency_key: json.id,
      });
      expect(record!.files.files).to.have.length(1);
      expect(record!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      expect(record!.files.files![0]!).to.include({
        name: 'appeal-attachment.pdf',
        type: 'application/pdf',
      });
      const writes = cms.requests.filter((request) => request.method === 'POST');
      expect(writes.map((request) => request.path)).to.deep.equal(
        version === 4 ? ['/api/appeals'] : ['/api/upload', '/api/appeals'],
      );
      expect(
        writes.every((request) => request.headers.authorization === 'Bearer form-token'),
      ).to.equal(true);
      expect(outboxItems(data.path)).to.deep.equal([]);
    });

    it('links a vacancy application to the vacancy in the page language', async () => {
      const { status } = await postForm(app, 'vacancy-application', applicationInRussian());
      expect(status).to.equal(201);
      const [record] = fake.records;
      expect(record!.collection).to.equal('vacancy-applications');
      const link =
        version === 4 ? 3 : { connect: [{ documentId: 'awtej0rjmub35im5f1573zl8', locale: 'ru' }] };
      expect(record!.data.vacancy).to.deep.equal(link);
      expect(record!.files.cv_file![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      if (version === 5) expect(record!.data.cv_file).to.be.a('number');
    });
  });
}

describe('form relay when the CMS fails', function () {
  this.timeout(SETTLE_MS + 20_000);
  let cms: FakeStrapi | undefined;
  let app: App | undefined;
  const data = tempDataDir();
  afterEach(async () => {
    await app?.stop();
    await cms?.close();
    data.remove();
  });

  it('delivers 50 concurrent submissions exactly once while the CMS fails half of the time', async () => {
    let count = 0;
    const fake = formsCms(4, (request) => {
      if (request.method !== 'POST') return null;
      count += 1;
      return count % 4 === 1 ? 'before' : count % 4 === 2 ? 'after' : null;
    });
    cms = await startFakeStrapi(fake.handler);
    app = createTestApp({
      CMS_URL: cms.baseUrl,
      DATA_DIR: data.path,
      ...RETRY,
      FORMS_RATE_LIMIT_MAX: '100',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postForm(app!, 'contact', formBody({ ...VALID.contact, name: `Visitor ${index}` })),
      ),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 202)).to.equal(
      true,
    );
    await waitFor(
      () => outboxItems(data.path).length === 0,
      SETTLE_MS,
      () => `${outboxItems(data.path).length} of 50 still in the outbox`,
    );
    const keys = fake.records.map((record) => record.data.idempotency_key);
    expect(new Set(keys).size).to.equal(50);
    expect(keys).to.have.length(50);
    expect(new Set(fake.records.map((record) => record.data.name)).size).to.equal(50);
  });
});
