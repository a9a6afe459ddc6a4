import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { formsCms } from '../support/fake-cms-forms';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { postgresSchema } from '../support/postgres';
import { createTestApp } from '../support/start-app';
import { waitFor } from '../support/wait-for';

/** How long the CMS takes to fail a failing submission: each of its tries holds a slot this long. */
const SLOW_FAILURE_MS = 2500;
const FAILING = 12;
const FRESH = 10;
const SETTINGS = {
  CMS_VERSION: '4',
  // Above the slow failure, so the CMS's 500 arrives; the lease (the least wait before a retry)
  // is this plus 2 s.
  FORMS_CMS_TIMEOUT_MS: '3000',
  FORMS_RELAY_WAIT_MS: '3000',
  OUTBOX_CONCURRENCY: '4',
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
  FORMS_RATE_LIMIT_MAX: '1000',
};

const contact = (name: string) => formBody({ ...VALID.contact, name });

/**
 * A Strapi 4 stand-in that stores every submission at once, except those of visitors named
 * "Failing …": it answers those with a 500 after SLOW_FAILURE_MS, counting them.
 */
function cmsFailingSome() {
  const fake = formsCms(4);
  const failing = { tries: 0, inFlight: 0 };
  const handler = async (req: Parameters<typeof fake.handler>[0]) => {
    if (req.method !== 'POST' || !req.body.includes('Failing')) return fake.handler(req);
    failing.tries += 1;
    failing.inFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, SLOW_FAILURE_MS));
    failing.inFlight -= 1;
    return { status: 500, body: null };
  };
  return { handler, records: fake.records, failing };
}

function describeQueue(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let cms: FakeStrapi | undefined;
    let app: App | undefined;
    afterEach(async () => {
      await app?.stop();
      await cms?.close();
    });

    it(`answers ${FRESH} of ${FRESH} fresh submissions 201 while retries of failing ones keep the delivery slots busy`, async () => {
      const stand = cmsFailingSome();
      cms = await startFakeStrapi(stand.handler);
      app = createTestApp({ ...SETTINGS, CMS_URL: cms.baseUrl, ...env() });
      await waitFor(async () => (await request(app!).get('/readyz')).status === 200);
      const failed = await Promise.all(
        Array.from({ length: FAILING }, (_, index) =>
          postForm(app!, 'contact', contact(`Failing ${index}`)),
        ),
      );
      expect(failed.map((answer) => answer.status)).to.deep.equal(Array(FAILING).fill(202));
      // Their retries (every try past the first FAILING) fill the slots a worker may take.
      await waitFor(
        () => stand.failing.tries > FAILING && stand.failing.inFlight >= 3,
        15_000,
        () => `${stand.failing.tries} failing tries, ${stand.failing.inFlight} under way`,
      );

      const fresh = await Promise.all(
        Array.from({ length: FRESH }, (_, index) =>
          postForm(app!, 'contact', contact(`Fresh ${index}`)),
        ),
      );
      expect(stand.failing.inFlight, 'failing tries still under way').to.be.at.least(1);
      expect(fresh.map((answer) => answer.status)).to.deep.equal(Array(FRESH).fill(201));
      const stored = stand.records.map((record) => String(record.data.name)).sort();
      expect(stored).to.deep.equal(
        Array.from({ length: FRESH }, (_, index) => `Fresh ${index}`).sort(),
      );
    });
  });
}

describe("a visitor's first try is not starved by retries, on PostgreSQL as on files (issue 32, item 6)", function () {
  this.timeout(40_000);
  const data = tempDataDir();
  after(() => data.remove());

  describeQueue('file outbox', () => ({ DATA_DIR: data.path }));

  describe('PostgreSQL queue', () => {
    const db = postgresSchema();
    describeQueue('with DATABASE_URL', () => ({ DATABASE_URL: db.url, DATA_DIR: data.path }));
  });
});
