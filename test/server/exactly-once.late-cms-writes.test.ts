import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { deadLetters } from '../support/dead-letters';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { lateStoringCms } from '../support/late-storing-cms';
import { postgresSchema } from '../support/postgres';
import { startApp, type RunningApp } from '../support/start-app';
import { waitFor } from '../support/wait-for';

/** The CMS writes each create this long after it arrives: past the relay's lease. */
const STORE_MS = 10_000;
const SUBMISSIONS = 20;

const RELAY = {
  CMS_VERSION: '5',
  // The delivery lease is the delivery timeout and 2 s: 4 s.
  FORMS_CMS_TIMEOUT_MS: '2000',
  CMS_TIMEOUT_MS: '2000',
  FORMS_RELAY_WAIT_MS: '200',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_RETRY_MAX_MS: '1000',
  // Every submission's try at once, each holding a database connection on PostgreSQL.
  OUTBOX_CONCURRENCY: '20',
  DATABASE_POOL_MAX: '30',
  FORMS_RATE_LIMIT_MAX: '1000',
};

describe('exactly once when the CMS writes each create after the relay has sent it again (issue 32)', function () {
  // Each case: the writes' 10 s, the retries a lease apart, and the last late write (about 17 s).
  this.timeout(60_000);
  let cms: FakeStrapi;
  let fake: ReturnType<typeof lateStoringCms>;
  let app: RunningApp | undefined;
  beforeEach(async () => {
    fake = lateStoringCms(STORE_MS);
    cms = await startFakeStrapi(fake.handler);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await cms.close();
  });

  /** Sends SUBMISSIONS call-back requests at once; each is accepted (delivered or queued). */
  async function attack(): Promise<string[]> {
    const keys = Array.from({ length: SUBMISSIONS }, () => newSubmissionKey());
    const answers = await Promise.all(
      keys.map((key) =>
        postForm(app!.url, 'contact', formBody({ ...VALID.contact, idempotency_key: key })),
      ),
    );
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(SUBMISSIONS).fill(202));
    return keys;
  }

  /** Once the queue is empty and the CMS has written (or refused) every late create. */
  async function expectEachOnce(keys: string[], queued: () => Promise<number>) {
    await waitFor(
      async () => (await queued()) === 0,
      40_000,
      async () => `${await queued()} queued`,
    );
    await waitFor(() => fake.writing() === 0, 20_000);
    expect(
      keys.filter((key) => !fake.stored.has(key)),
      'lost',
    ).to.deep.equal([]);
    expect(fake.stored.size, 'rows').to.equal(SUBMISSIONS);
    // Each of these was a retry written after its first create: a second row without the index.
    expect(fake.refusedByIndex(), 'second rows the index refused').to.be.greaterThan(0);
  }

  it('file outbox, a 4 s lease: 20 submissions stored once each, none lost, none parked', async () => {
    const data = tempDataDir();
    try {
      app = await startApp({ ...RELAY, CMS_URL: cms.baseUrl, DATA_DIR: data.path });
      const outbox = join(data.path, 'outbox');
      const queued = async () =>
        existsSync(outbox) ? readdirSync(outbox).filter((name) => !name.startsWith('.')).length : 0;
      await expectEachOnce(await attack(), queued);
      expect(deadLetters(data.path), 'dead letters').to.deep.equal([]);
    } finally {
      data.remove();
    }
  });

  describe('on PostgreSQL', () => {
    const db = postgresSchema();

    it('PostgreSQL queue, a 4 s lease: 20 submissions stored once each, none lost, none parked', async () => {
      const data = tempDataDir();
      try {
        app = await startApp({
          ...RELAY,
          CMS_URL: cms.baseUrl,
          DATABASE_URL: db.url,
          DATA_DIR: data.path,
        });
        // Parked rows stay in form_outbox: an empty table is every submission delivered.
        const queued = async () =>
          (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM form_outbox'))
            .rows[0]!.n;
        await waitFor(async () => (await fetch(`${app!.url}/readyz`)).status === 200);
        await expectEachOnce(await attack(), queued);
        const delivered = await db.pool.query('SELECT id FROM form_delivered');
        expect(delivered.rowCount, 'keys delivered').to.equal(SUBMISSIONS);
      } finally {
        data.remove();
      }
    });
  });
});
