import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { createStrapiClient } from '../../server/cms/strapi-client';
import { createVersionResolver } from '../../server/cms/strapi-version';
import { createCmsDelivery } from '../../server/forms/cms-delivery';
import { createOutbox, type Submission } from '../../server/forms/outbox';
import { createRelay } from '../../server/forms/relay';
import { STRAPI_DIR, type RunningStrapi } from '../../cms/launcher/strapi-process';
import {
  postgresKeyIndexes,
  SQLITE_KEY_INDEXES,
  sqliteKeyIndexes,
} from '../support/form-key-indexes';
import { keyTaken } from '../support/late-storing-cms';
import { POSTGRES_URL, postgresSchema } from '../support/postgres';
import { requireStrapi, startUnseeded, strapiGet, tempDir } from '../support/real-strapi';
import { waitFor } from '../support/wait-for';

const CONTACT = { name: 'Dilnoza', last_name: 'Rahimova', phone: '+998901112233' };

/** A call-back request sent straight to Strapi's REST API with the site's token. */
async function create(strapi: RunningStrapi, key: string) {
  const response = await fetch(`${strapi.url}/api/contact-requests`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${strapi.siteEnv.CMS_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ data: { ...CONTACT, idempotency_key: key } }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The call-back requests Strapi holds under `key`, read with the full-access token. */
async function rowsOf(strapi: RunningStrapi, key: string): Promise<number> {
  const response = await strapiGet(strapi, `contact-requests?filters[idempotency_key][$eq]=${key}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** Two answers to one key: one stored (201), the other refused as a taken key. */
function expectOneStored(answers: { status: number; body: unknown }[], key: string) {
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).to.deep.equal([201, 400]);
  expect(answers.find((answer) => answer.status === 400)!.body).to.deep.equal(keyTaken(key));
}

describe('Strapi 5 keeps one row per form idempotency key, however late a create is written (issue 32)', function () {
  this.timeout(300_000);

  describe('on SQLite', () => {
    let strapi: RunningStrapi;
    let file: string;
    before(async function () {
      requireStrapi(this);
      file = join(tempDir('strapi5-keys-'), 'data.db');
      strapi = await startUnseeded(STRAPI_DIR, [], { DATABASE_FILENAME: file });
    });
    after(async () => {
      await strapi?.stop();
    });

    it('has a unique index on the idempotency key of each form table', () => {
      expect(sqliteKeyIndexes(file)).to.deep.equal(SQLITE_KEY_INDEXES);
    });

    it('stores one of two creates of one key sent at once, and refuses the other as a taken key', async () => {
      const key = newSubmissionKey();
      expectOneStored(await Promise.all([create(strapi, key), create(strapi, key)]), key);
      expect(await rowsOf(strapi, key)).to.equal(1);
    });
  });

  describe('on PostgreSQL', () => {
    const db = postgresSchema();
    // Within the schema's hooks: Strapi starts after the schema is made, and stops before it goes.
    describe('on a schema of its own', () => {
      let strapi: RunningStrapi;
      const start = () =>
        startUnseeded(STRAPI_DIR, [], {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: POSTGRES_URL,
          DATABASE_SCHEMA: db.name,
        });

      /**
       * Runs `hold` in a transaction and `during` meanwhile; ends the transaction (`end`) once
       * `blocked` of Strapi's queries wait for it, and gives what `during` gave.
       */
      async function whileHeld<T>(
        hold: string,
        params: unknown[],
        during: () => Promise<T>,
        blocked: number,
        end: 'COMMIT' | 'ROLLBACK',
      ): Promise<T> {
        const holder = await db.pool.connect();
        await holder.query('BEGIN');
        let result: Promise<T> | undefined;
        try {
          await holder.query(hold, params);
          const { pid } = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
            .rows[0]!;
          result = during();
          const waiting = async () =>
            (
              await db.pool.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
                [pid],
              )
            ).rows[0]!.n;
          await waitFor(async () => (await waiting()) === blocked, 20_000);
          await holder.query(end);
        } catch (error) {
          await holder.query('ROLLBACK');
          await result?.catch(() => undefined);
          throw error;
        } finally {
          holder.release();
        }
        return result;
      }

      before(async function () {
        requireStrapi(this);
        strapi = await start();
      });
      after(async () => {
        await strapi?.stop();
      });

      const indexes = [
        {
          table: 'appeals',
          definition:
            "CREATE UNIQUE INDEX appeals_idempotency_key_unique ON appeals USING btree (idempotency_key) WHERE ((idempotency_key)::text <> ''::text)",
        },
        {
          table: 'contact_requests',
          definition:
            "CREATE UNIQUE INDEX contact_requests_idempotency_key_unique ON contact_requests USING btree (idempotency_key) WHERE ((idempotency_key)::text <> ''::text)",
        },
        {
          table: 'open_account_requests',
          definition:
            "CREATE UNIQUE INDEX open_account_requests_idempotency_key_unique ON open_account_requests USING btree (idempotency_key) WHERE ((idempotency_key)::text <> ''::text)",
        },
        {
          table: 'vacancy_applications',
          definition:
            "CREATE UNIQUE INDEX vacancy_applications_idempotency_key_unique ON vacancy_applications USING btree (idempotency_key) WHERE ((idempotency_key)::text <> ''::text)",
        },
      ];

      it('has a unique index on the idempotency key of each form table', async () => {
        expect(await postgresKeyIndexes(db.pool, db.name)).to.deep.equal(indexes);
      });

      it('stores one of two creates of one key that both passed its own check, and refuses the other as a taken key', async () => {
        const key = newSubmissionKey();
        // Both creates wait at their INSERT, past Strapi's check (a SELECT, which the lock lets by):
        // only the database's index can refuse the second.
        const answers = await whileHeld(
          'LOCK TABLE contact_requests IN SHARE ROW EXCLUSIVE MODE',
          [],
          () => Promise.all([create(strapi, key), create(strapi, key)]),
          2,
          'ROLLBACK',
        );
        expectOneStored(answers, key);
        expect(await rowsOf(strapi, key)).to.equal(1);
      });

      it('the relay, given the index refusal, counts the submission as delivered', async () => {
        const key = newSubmissionKey();
        const dir = mkdtempSync(join(tmpdir(), 'relay-'));
        const warnings: object[] = [];
        const logger = {
          info() {},
          warn: (details: object) => void warnings.push(details),
          error() {},
        };
        const relay = createRelay({
          outbox: createOutbox(join(dir, 'outbox'), join(dir, 'parked')),
          deliver: createCmsDelivery({
            client: createStrapiClient({
              baseUrl: strapi.url,
              token: strapi.siteEnv.CMS_TOKEN,
              timeoutMs: 20_000,
            }),
            version: createVersionResolver(5, () => Promise.resolve(null)),
            timeoutMs: 20_000,
            logger,
          }),
          waitMs: 30_000,
          retry: { baseMs: 1000, maxMs: 1000, concurrency: 1 },
          parkAfterMs: 3_600_000,
          leaseMs: 22_000,
          logger,
        });
        const submission: Submission = {
          id: `contact-${key}`,
          key,
          fingerprint: 'same content',
          kind: 'contact',
          lang: 'uz',
          receivedAt: new Date().toISOString(),
          data: CONTACT,
          files: [],
        };
        try {
          // The first create of the key, being written when the relay's arrives (its retry, say):
          // Strapi's check cannot see it yet, the index makes the relay's wait for it, then refuses.
          const outcome = await whileHeld(
            `INSERT INTO contact_requests (document_id, name, idempotency_key, created_at, updated_at, published_at)
           VALUES ('firstcreateofthekey0000', 'Dilnoza', $1, now(), now(), now())`,
            [key],
            () => relay.submit(submission, []),
            1,
            'COMMIT',
          );
          expect(outcome).to.equal('delivered');
          expect(relay.pending()).to.equal(0);
          expect(await relay.parked()).to.equal(0);
          expect(warnings, 'refusals logged').to.deep.equal([]);
          expect(await rowsOf(strapi, key)).to.equal(1);
        } finally {
          await relay.stop();
          rmSync(dir, { recursive: true, force: true });
        }
      });

      it('makes the index on a database that had none, and starts without it while keys are stored twice', async () => {
        await db.pool.query(
          indexes.map(({ table }) => `DROP INDEX ${table}_idempotency_key_unique;`).join(''),
        );
        const doubled = `INSERT INTO contact_requests (document_id, idempotency_key, published_at)
        VALUES ('doubledkey00000000000001', 'doubled-key', now()), ('doubledkey00000000000002', 'doubled-key', now())`;
        await db.pool.query(doubled);
        await strapi.stop();
        strapi = await start();
        expect(
          (await postgresKeyIndexes(db.pool, db.name)).map((index) => index.table),
        ).to.deep.equal(['appeals', 'open_account_requests', 'vacancy_applications']);
        const key = newSubmissionKey();
        expect((await create(strapi, key)).status, 'a create meanwhile').to.equal(201);

        await db.pool.query(
          `DELETE FROM contact_requests WHERE document_id = 'doubledkey00000000000002'`,
        );
        await strapi.stop();
        strapi = await start();
        expect(await postgresKeyIndexes(db.pool, db.name)).to.deep.equal(indexes);
      });
    });
  });
});
