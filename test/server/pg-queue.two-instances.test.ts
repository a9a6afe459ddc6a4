import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { SAMPLE_PDF, VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { getJson } from '../support/html';
import { postgresSchema } from '../support/postgres';
import { SETTLE_MS, waitFor } from '../support/wait-for';

const FAST_RETRY = {
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '150',
  CMS_TIMEOUT_MS: '1000',
  // Also sets the delivery lease, the least wait before a retry (3 s).
  FORMS_CMS_TIMEOUT_MS: '1000',
};

/** A PDF of its own for each visitor, so a mixed-up file would show. */
const pdfOf = (index: number) => Buffer.concat([SAMPLE_PDF, Buffer.from(`\n%visitor ${index}\n`)]);
const appeal = (index: number) =>
  formBody({ ...VALID.appeal, name: `Visitor ${index}` }, [
    { field: 'files', name: `appeal-${index}.pdf`, bytes: pdfOf(index), type: 'application/pdf' },
  ]);

interface Readyz {
  status: string;
  outbox: { pending: number; parked: number };
}

describe('PostgreSQL queue shared by two instances', function () {
  this.timeout(SETTLE_MS + 20_000);
  const db = postgresSchema();
  const data = tempDataDir();
  let cms: FakeStrapi;
  let fake: ReturnType<typeof formsCms>;
  let cmsDown = false;
  let cmsHangs = false;
  let apps: RunningApp[] = [];

  const queued = async () =>
    Number((await db.pool.query('SELECT count(*) FROM form_outbox')).rows[0].count);
  async function startTwo(env: Record<string, string> = {}) {
    apps = await Promise.all(
      [1, 2].map(() =>
        startApp({
          CMS_URL: cms.baseUrl,
          DATABASE_URL: db.url,
          DATA_DIR: data.path,
          ...FAST_RETRY,
          ...env,
        }),
      ),
    );
    await waitFor(async () => (await fetch(`${apps[1]!.url}/readyz`)).status === 200);
    return apps as [RunningApp, RunningApp];
  }

  beforeEach(async () => {
    cmsDown = false;
    cmsHangs = false;
    let posts = 0;
    fake = formsCms(4, (request) => {
      if (request.method !== 'POST') return null;
      if (cmsDown) return 'before';
      posts += 1;
      // Half of the calls fail: before the CMS stored the record, or after (the answer is lost).
      return posts % 4 === 1 ? 'before' : posts % 4 === 2 ? 'after' : null;
    });
    cms = await startFakeStrapi((request) =>
      cmsHangs && request.method === 'POST' ? 'hang' : fake.handler(request),
    );
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await cms.close();
    await db.pool.query('TRUNCATE form_outbox, form_outbox_files, rate_limit_hits');
  });
  after(() => data.remove());

  it('delivers 50 submissions spread over both exactly once, files intact, while the CMS fails half the calls', async () => {
    const [a, b] = await startTwo({ FORMS_RATE_LIMIT_MAX: '100' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postForm((index % 2 ? a : b).url, 'appeal', appeal(index)),
      ),
    );
    for (const answer of answers) expect(answer.status).to.be.oneOf([201, 202]);
    await waitFor(
      async () => (await queued()) === 0,
      SETTLE_MS,
      async () => `${await queued()} of 50 still queued`,
    );
    const keys = fake.records.map((record) => record.data.idempotency_key);
    expect(keys).to.have.length(50);
    expect(new Set(keys)).to.deep.equal(new Set(answers.map((answer) => answer.json.id)));
    for (const record of fake.records) {
      const index = Number(String(record.data.name).replace('Visitor ', ''));
      const [file] = record.files.files!;
      expect(file!.name).to.equal(`appeal-${index}.pdf`);
      expect(file!.bytes.equals(pdfOf(index)), `file of visitor ${index}`).to.equal(true);
    }
    const files = await db.pool.query('SELECT count(*)::int AS n FROM form_outbox_files');
    expect(files.rows[0].n).to.equal(0);
  });

  it('answers 202 to every visitor while the CMS is down, then delivers each submission once', async () => {
    cmsDown = true;
    const [a, b] = await startTwo({ FORMS_RELAY_WAIT_MS: '300' });
    const answers = [];
    for (let index = 0; index < 10; index += 1)
      answers.push(await postForm((index % 2 ? a : b).url, 'appeal', appeal(index)));
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(10).fill(202));
    const readyz = await getJson<Readyz>(a.url, `/readyz`);
    expect(readyz).to.deep.include({ status: 'ok', outbox: { pending: 10, parked: 0 } });
    expect(fake.records).to.have.length(0);
    cmsDown = false;
    await waitFor(
      async () => (await getJson<Readyz>(b.url, `/readyz`)).outbox.pending === 0,
      SETTLE_MS,
    );
    const keys = fake.records.map((record) => record.data.idempotency_key);
    expect(keys.toSorted()).to.deep.equal(answers.map((answer) => answer.json.id).toSorted());
  });

  it('keeps storing submissions while a slow CMS holds every delivery under way', async () => {
    cmsHangs = true;
    const [a] = await startTwo({
      DATABASE_POOL_MAX: '4',
      FORMS_RELAY_WAIT_MS: '200',
      FORMS_CMS_TIMEOUT_MS: '20000',
    });
    const statuses = [];
    for (let index = 0; index < 8; index += 1)
      statuses.push((await postForm(a.url, 'contact', formBody(VALID.contact))).status);
    expect(statuses).to.deep.equal(Array(8).fill(202));
    expect(await queued()).to.equal(8);
  });

  it('parks a submission still undelivered after OUTBOX_PARK_AFTER_HOURS and counts it on every instance', async () => {
    cmsDown = true;
    const [a, b] = await startTwo({ FORMS_RELAY_WAIT_MS: '200', OUTBOX_PARK_AFTER_HOURS: '72' });
    const { json } = await postForm(a.url, 'contact', formBody(VALID.contact));
    await db.pool.query(
      `UPDATE form_outbox SET received_at = now() - interval '73 hours', next_attempt_at = now()`,
    );
    await waitFor(async () => (await getJson<Readyz>(b.url, `/readyz`)).outbox.parked === 1);
    expect(await getJson<Readyz>(a.url, `/readyz`)).to.deep.include({
      status: 'ok',
      outbox: { pending: 0, parked: 1 },
    });
    const parked = await db.pool.query('SELECT id, state, last_error FROM form_outbox');
    expect(parked.rows).to.deep.equal([
      {
        id: `contact-${json.id}`,
        state: 'parked',
        last_error: 'the CMS could not be reached or failed',
      },
    ]);
    cmsDown = false;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.records, 'a parked submission is not retried').to.have.length(0);
  });

  it('shares the rate limit: the 21st post in the window is refused whichever instance takes it', async () => {
    const [a, b] = await startTwo();
    for (let index = 0; index < 20; index += 1) {
      const { status } = await postForm(
        (index % 2 ? a : b).url,
        'contact',
        formBody(VALID.contact),
      );
      expect(status, `post ${index + 1}`).to.be.oneOf([201, 202]);
    }
    for (const app of [a, b]) {
      const refused = await postForm(app.url, 'contact', formBody(VALID.contact));
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 600);
    }
  });
});
