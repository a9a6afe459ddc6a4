import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms, read, type Failure } from '../support/fake-cms-forms';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { getJson } from '../support/html';
import { waitFor } from '../support/wait-for';
import { deadLetters } from '../support/dead-letters';
import { createOutbox } from '../../server/forms/outbox';

const RETRY = {
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
  FORMS_CMS_TIMEOUT_MS: '1000',
};

interface Readiness {
  status: string;
  outbox: { pending: number; parked: number; writable: boolean };
  cmsVersion: unknown;
}

async function readiness(app: App) {
  const response = await request(app).get('/readyz');
  return { code: response.status, body: response.body as Readiness };
}

function logLines() {
  const lines: { level: number; msg: string }[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line)) };
}

const parkedDir = (dataDir: string) => join(dataDir, 'outbox-parked');
const parked = (dataDir: string) =>
  existsSync(parkedDir(dataDir)) ? readdirSync(parkedDir(dataDir)) : [];

describe('outbox delivery and dead letters (issue 9)', function () {
  this.timeout(20_000);
  let cms: FakeStrapi | undefined;
  let app: App | undefined;
  let data: ReturnType<typeof tempDataDir>;
  beforeEach(() => (data = tempDataDir()));
  afterEach(async () => {
    await app?.stop();
    await cms?.close();
    app = undefined;
    cms = undefined;
    data.remove();
  });

  it('defect 2: a fresh CMS with an empty probe collection still gets the submission; the unknown version is logged and reported', async () => {
    let failure: Failure = 'before';
    const fake = formsCms(
      4,
      () => failure,
      (version, request) =>
        request.path === '/api/news-categories'
          ? {
              body: {
                data: [],
                meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } },
              },
            }
          : read(version, request),
    );
    cms = await startFakeStrapi(fake.handler);
    const log = logLines();
    app = createTestApp(
      { CMS_URL: cms.baseUrl, DATA_DIR: data.path, LOG_LEVEL: 'warn', ...RETRY },
      log,
    );
    expect((await postForm(app!, 'contact', formBody(VALID.contact))).status).to.equal(202);
    const before = await readiness(app!);
    expect(before.body).to.deep.include({ status: 'degraded', cmsVersion: 'undetected' });
    expect(
      log.lines.some((line) => line.level === 40 && /CMS version not detectable/.test(line.msg)),
    ).to.equal(true);
    failure = null;
    await waitFor(() => fake.records.length === 1);
    await waitFor(async () => (await readiness(app!)).body.outbox.pending === 0);
    expect((await readiness(app!)).body).to.deep.include({ status: 'ok', cmsVersion: 4 });
    expect(fake.records[0]!.data).to.include({ name: 'Dilnoza', phone: '+998901112233' });
  });

  it('defect 8: a DATA_DIR that cannot be written answers 503 with Retry-After, logs it and fails readiness', async () => {
    const file = join(data.path, 'not-a-folder');
    writeFileSync(file, 'x');
    const log = logLines();
    app = createTestApp({ DATA_DIR: join(file, 'data'), LOG_LEVEL: 'error' }, log);
    const { status, headers, json } = await postForm(app!, 'contact', formBody(VALID.contact));
    expect(status).to.equal(503);
    expect(headers.get('retry-after')).to.equal('60');
    expect(json.codes).to.deep.equal({ _form: 'errors.unavailable' });
    expect(log.lines.some((line) => line.msg === 'outbox cannot store submissions')).to.equal(true);
    const ready = await readiness(app!);
    expect(ready.code).to.equal(503);
    expect(ready.body).to.deep.include({ status: 'unavailable' });
    expect(ready.body.outbox.writable).to.equal(false);
  });

  it('parks a submission the CMS refuses for good (400) and counts it in /readyz', async () => {
    const fake = formsCms(4);
    cms = await startFakeStrapi((request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: {
              data: null,
              error: { status: 400, name: 'ValidationError', message: 'phone is invalid' },
            },
          }
        : fake.handler(request),
    );
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path, ...RETRY });
    const { json } = await postForm(app!, 'contact', formBody(VALID.contact));
    await waitFor(() => parked(data.path).length === 1);
    const [folder] = parked(data.path);
    expect(folder).to.equal(`contact-${json.id}`);
    const note = JSON.parse(
      readFileSync(join(parkedDir(data.path), folder!, 'parked.json'), 'utf8'),
    );
    expect(note.reason).to.equal('refused by the CMS');
    expect((await getJson<Readiness>(app!, `/readyz`)).outbox).to.deep.equal({
      pending: 0,
      parked: 1,
      writable: true,
    });
  });

  it('keeps a parked key taken: the same submission again is 202 and stays parked once, other content under it is 409', async () => {
    cms = await startFakeStrapi((request) =>
      request.method === 'POST'
        ? { status: 400, body: { data: null, error: { status: 400, name: 'ValidationError' } } }
        : formsCms(4).handler(request),
    );
    const logs = logLines();
    app = createTestApp(
      { CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path, LOG_LEVEL: 'error', ...RETRY },
      logs,
    );
    const fields = { ...VALID.contact, idempotency_key: 'parked-key-000001' };
    const first = await postForm(app!, 'contact', formBody(fields));
    expect(first.status).to.equal(202);
    await waitFor(() => parked(data.path).length === 1);

    const again = await postForm(app!, 'contact', formBody(fields));
    expect(again.status).to.equal(202);
    expect(again.json).to.deep.equal({ id: 'parked-key-000001', status: 'queued' });
    const other = await postForm(app!, 'contact', formBody({ ...fields, name: 'Boshqa' }));
    expect(other.status).to.equal(409);

    expect(parked(data.path)).to.deep.equal(['contact-parked-key-000001']);
    expect((await getJson<Readiness>(app!, `/readyz`)).outbox.pending).to.equal(0);
    expect(logs.lines.filter((line) => line.msg === 'submission delivery failed')).to.have.length(
      0,
    );
  });

  it('does not park an item another worker delivered after this one took it: it is done, and the CMS is not asked again', async () => {
    let creates = 0;
    const fake = formsCms(4, (request) => {
      if (request.method === 'POST') creates += 1;
      return 'before';
    });
    cms = await startFakeStrapi(fake.handler);
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path, ...RETRY });
    const fields = { ...VALID.contact, idempotency_key: 'delivered-elsewhere-01' };
    expect((await postForm(app!, 'contact', formBody(fields))).status).to.equal(202);
    // Another worker sharing the outbox delivers it before this one's retry, as when a restarted
    // worker has listed an item its owner was delivering.
    const otherWorker = createOutbox(join(data.path, 'outbox'), parkedDir(data.path), {
      deliveredDir: join(data.path, 'outbox-delivered'),
    });
    const item = await otherWorker.read('contact-delivered-elsewhere-01');
    await otherWorker.delivered(item!.submission);
    const triedBefore = creates;
    await waitFor(async () => (await readiness(app!)).body.outbox.pending === 0);
    expect(deadLetters(data.path), 'dead letters').to.deep.equal([]);
    expect(creates).to.equal(triedBefore);
    const again = await postForm(app!, 'contact', formBody(fields));
    expect(again.json).to.deep.equal({ id: 'delivered-elsewhere-01', status: 'delivered' });
  });

  it('parks a corrupt entry and one older than OUTBOX_PARK_AFTER_HOURS, delivering neither again', async () => {
    const fake = formsCms(4, () => 'before');
    cms = await startFakeStrapi(fake.handler);
    const outbox = join(data.path, 'outbox');
    mkdirSync(join(outbox, 'contact-corrupt0000000000'), { recursive: true });
    writeFileSync(join(outbox, 'contact-corrupt0000000000', 'submission.json'), '{"id":');
    mkdirSync(join(outbox, 'contact-old00000000000000'));
    writeFileSync(
      join(outbox, 'contact-old00000000000000', 'submission.json'),
      JSON.stringify({
        id: 'contact-old00000000000000',
        key: 'old00000000000000',
        fingerprint: 'f',
        kind: 'contact',
        lang: 'uz',
        receivedAt: new Date(Date.now() - 4 * 24 * 3600 * 1000).toISOString(),
        data: { name: 'Old' },
        files: [],
      }),
    );
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path, ...RETRY });
    await waitFor(() => parked(data.path).length === 2);
    expect(parked(data.path).sort()).to.deep.equal([
      'contact-corrupt0000000000',
      'contact-old00000000000000',
    ]);
    const reasons = parked(data.path).map(
      (name) =>
        JSON.parse(readFileSync(join(parkedDir(data.path), name, 'parked.json'), 'utf8')).reason,
    );
    expect(reasons.sort()).to.deep.equal(['corrupt', 'expired']);
    expect((await getJson<Readiness>(app!, `/readyz`)).outbox.parked).to.equal(2);
  });
});
