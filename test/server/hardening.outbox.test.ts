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
    // The reference is derived from the form and the key (server/forms/reference.ts).
    expect(again.json).to.deep.equal({
      id: 'delivered-elsewhere-01',
      reference: 'LGA2R-W5J6L',
      status: 'delivered',
    });
  });

  it('parks a corrupt entry an earlier run left, delivering nothing', async () => {
    const fake = formsCms(4);
    cms = await startFakeStrapi(fake.handler);
    const outbox = join(data.path, 'outbox');
    mkdirSync(join(outbox, 'contact-corrupt0000000000'), { recursive: true });
    writeFileSync(join(outbox, 'contact-corrupt0000000000', 'submission.json'), '{"id":');
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path, ...RETRY });
    await waitFor(() => parked(data.path).length === 1);
    expect(parked(data.path)).to.deep.equal(['contact-corrupt0000000000']);
    const note = JSON.parse(
      readFileSync(join(parkedDir(data.path), 'contact-corrupt0000000000', 'parked.json'), 'utf8'),
    );
    expect(note.reason).to.equal('corrupt');
    expect((await getJson<Readiness>(app!, `/readyz`)).outbox.parked).to.equal(1);
    expect(fake.records).to.deep.equal([]);
  });
});
