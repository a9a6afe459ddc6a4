import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { FormKind } from '@/lib/forms/form-types';
import { inTransaction } from '../db/transaction';
import type { OutboxItem, Submission } from './outbox';

export interface QueueKey {
  kind: FormKind;
  id: string;
}

interface Row {
  kind: FormKind;
  id: string;
  submission: Submission;
  uploads: number[] | null;
  attempts: number;
  received_at: Date;
}

/** A claimed submission with its history: tries so far, and when it was queued (or requeued). */
export type ClaimedItem = OutboxItem & { attempts: number; queuedAt: Date };

/** What became of one claimed item: gone, retried later, or parked for an operator. */
/** What storing a submission did: stored anew, or what the earlier one with its key became. */
export type PutOutcome = 'stored' | 'queued' | 'delivered' | 'conflict';

export type Settlement =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; delayMs: number; error: string }
  | { outcome: 'parked'; error: string };

/**
 * The submission queue in PostgreSQL (tables in migrations.ts): one row per submission keyed by
 * form and idempotency key, its files as `bytea` parts. A claimed row stays locked
 * (`FOR UPDATE SKIP LOCKED`) by the transaction that delivers it, so no two instances ever
 * deliver one submission at once, and a crashed instance's lock ends with its connection.
 */
export function createPgOutbox(pool: Pool) {
  /** What an earlier submission with the same key became, compared by content. */
  async function earlier(client: PoolClient, submission: Submission): Promise<PutOutcome> {
    const { rows } = await client.query<{ fingerprint: string; delivered: boolean }>(
      `SELECT submission->>'fingerprint' AS fingerprint, false AS delivered FROM form_outbox
         WHERE kind = $1 AND id = $2
       UNION ALL
       SELECT fingerprint, true FROM form_delivered
         WHERE kind = $1 AND id = $2 AND delivered_at > now() - interval '1 day'`,
      [submission.kind, submission.id],
    );
    const row = rows[0];
    if (!row) return 'queued';
    if (row.fingerprint !== submission.fingerprint) return 'conflict';
    return row.delivered ? 'delivered' : 'queued';
  }

  /**
   * Stores a submission whole or not at all. A key already waiting or delivered in the last day
   * stores nothing: 'queued' or 'delivered' for the same content, 'conflict' for other content.
   */
  async function put(submission: Submission, bytes: Buffer[], holdMs: number): Promise<PutOutcome> {
    const client = await pool.connect();
    return inTransaction(client, async () => {
      // Stored only when the key is neither waiting nor delivered within the day.
      const inserted = await client.query(
        `INSERT INTO form_outbox (kind, id, submission, next_attempt_at)
         SELECT $1, $2, $3, now() + make_interval(secs => $4 / 1000.0)
         WHERE NOT EXISTS (
           SELECT 1 FROM form_delivered
           WHERE kind = $1 AND id = $2 AND delivered_at > now() - interval '1 day')
         ON CONFLICT DO NOTHING`,
        [submission.kind, submission.id, submission, holdMs],
      );
      if (inserted.rowCount === 0) return earlier(client, submission);
      for (const [position, data] of bytes.entries())
        await client.query(
          'INSERT INTO form_outbox_files (kind, id, position, bytes) VALUES ($1, $2, $3, $4)',
          [submission.kind, submission.id, position, data],
        );
      return 'stored';
    });
  }

  async function claim(client: PoolClient, key?: QueueKey): Promise<ClaimedItem | undefined> {
    const { rows } = await client.query<Row>(
      `SELECT kind, id, submission, uploads, attempts, received_at FROM form_outbox
       WHERE state = 'pending' AND ${key ? 'kind = $1 AND id = $2' : 'next_attempt_at <= now()'}
       ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      key ? [key.kind, key.id] : [],
    );
    const row = rows[0];
    if (!row) return undefined;
    const files = await client.query<{ bytes: Buffer }>(
      'SELECT bytes FROM form_outbox_files WHERE kind = $1 AND id = $2 ORDER BY position',
      [row.kind, row.id],
    );
    return {
      submission: row.submission,
      bytes: files.rows.map((file) => file.bytes),
      uploads: row.uploads,
      attempts: row.attempts,
      queuedAt: row.received_at,
    };
  }

  async function settle(client: PoolClient, item: Submission, settlement: Settlement) {
    const key = [item.kind, item.id];
    if (settlement.outcome === 'delivered') {
      await client.query('DELETE FROM form_outbox WHERE kind = $1 AND id = $2', key);
      return client.query(
        `INSERT INTO form_delivered (kind, id, fingerprint) VALUES ($1, $2, $3)
         ON CONFLICT (kind, id) DO UPDATE SET fingerprint = $3, delivered_at = now()`,
        [...key, item.fingerprint],
      );
    }
    return client.query(
      `UPDATE form_outbox SET attempts = attempts + 1, last_error = $3, state = $4,
         next_attempt_at = now() + make_interval(secs => $5 / 1000.0)
       WHERE kind = $1 AND id = $2`,
      [
        ...key,
        settlement.error,
        settlement.outcome === 'parked' ? 'parked' : 'pending',
        settlement.outcome === 'retry' ? settlement.delayMs : 0,
      ],
    );
  }

  /**
   * Claims one due submission (or the given one), hands it to `work` while the row stays
   * locked, and records the settlement in the same transaction. Undefined when none was free.
   */
  async function withClaimed<T extends Settlement>(
    work: (item: ClaimedItem, client: PoolClient) => Promise<T>,
    key?: QueueKey,
  ): Promise<T | undefined> {
    const client = await pool.connect();
    return inTransaction(client, async () => {
      const item = await claim(client, key);
      if (!item) return undefined;
      const settlement = await work(item, client);
      await settle(client, item.submission, settlement);
      return settlement;
    });
  }

  async function counts(timeoutMs: number): Promise<{ pending: number; parked: number }> {
    const { rows } = await pool.query<{ pending: number; parked: number }>({
      text: `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
                    count(*) FILTER (WHERE state = 'parked')::int AS parked
             FROM form_outbox`,
      query_timeout: timeoutMs,
    } as QueryConfig);
    return rows[0] ?? { pending: 0, parked: 0 };
  }

  const saveUploads = (client: PoolClient, key: QueueKey, ids: number[]) =>
    client
      .query('UPDATE form_outbox SET uploads = $3 WHERE kind = $1 AND id = $2', [
        key.kind,
        key.id,
        ids,
      ])
      .then(() => undefined);

  /** Forgets delivered keys older than a day (they may then be used again). */
  const forgetDelivered = () =>
    pool
      .query(`DELETE FROM form_delivered WHERE delivered_at <= now() - interval '1 day'`)
      .then(() => undefined);

  return { put, withClaimed, counts, saveUploads, forgetDelivered };
}
