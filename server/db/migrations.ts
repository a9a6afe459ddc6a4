import type { Pool } from 'pg';
import { inTransaction } from './transaction';

/**
 * The schema, in order; each step runs once per database (recorded in `schema_migrations`).
 * Append new steps, never edit a released one.
 */
const STEPS: readonly string[] = [
  `CREATE TABLE form_outbox (
     kind text NOT NULL,
     id text NOT NULL,
     submission jsonb NOT NULL,
     uploads integer[],
     state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'parked')),
     attempts integer NOT NULL DEFAULT 0,
     received_at timestamptz NOT NULL DEFAULT now(),
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error text,
     PRIMARY KEY (kind, id)
   );
   CREATE INDEX form_outbox_due ON form_outbox (next_attempt_at) WHERE state = 'pending';
   CREATE TABLE form_outbox_files (
     kind text NOT NULL,
     id text NOT NULL,
     position integer NOT NULL,
     bytes bytea NOT NULL,
     PRIMARY KEY (kind, id, position),
     FOREIGN KEY (kind, id) REFERENCES form_outbox ON DELETE CASCADE
   );
   CREATE TABLE rate_limit_hits (
     key text PRIMARY KEY,
     hits integer NOT NULL,
     reset_at timestamptz NOT NULL
   );`,
  // Keys delivered in the last day and their content, so a key sent again is answered without a
  // second record (same content) or refused (other content, 409).
  `CREATE TABLE form_delivered (
     kind text NOT NULL,
     id text NOT NULL,
     fingerprint text NOT NULL,
     delivered_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (kind, id)
   );
   CREATE INDEX form_delivered_age ON form_delivered (delivered_at);`,
  // A claimed row is leased to one delivery until `lease_until` (renewed while it runs), so no
  // other instance takes it while the CMS may still be writing it, even after a crash.
  `ALTER TABLE form_outbox ADD COLUMN lease_id uuid, ADD COLUMN lease_until timestamptz;`,
];

/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 7_301_946;

/** Brings the schema (the connection's search_path) up to date; safe to run on every start. */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  await inTransaction(client, async () => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    for (const [index, sql] of STEPS.entries()) {
      if (applied.has(index + 1)) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
  });
}
