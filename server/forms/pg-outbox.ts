import { randomUUID } from 'node:crypto';
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
 * form and idempotency key, its files as `bytea` parts. A delivery leases its row (`withClaimed`),
 * so no two instances ever deliver one submission at once, not even right after a crash.
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
      // The insert's check saw the queue as it was when the statement began: a delivery of this
      // key committed meanwhile (its row gone, its key in form_delivered) shows only now.
      const delivered = await client.query<{ fingerprint: string }>(
        `SELECT fingerprint FROM form_delivered
         WHERE kind = $1 AND id = $2 AND delivered_at > now() - interval '1 day'`,
        [submission.kind, submission.id],
      );
      const done = delivered.rows[0];
      if (done) {
        await client.query('DELETE FROM form_outbox WHERE kind = $1 AND id = $2', [
          submission.kind,
          submission.id,
        ]);
        return done.fingerprint === submission.fingerprint ? 'delivered' : 'conflict';
      }
      for (const [position, data] of bytes.entries())
        await client.query(
          'INSERT INTO form_outbox_files (kind, id, position, bytes) VALUES ($1, $2, $3, $4)',
          [submission.kind, submission.id, position, data],
        );
      return 'stored';
    });
  }

  /**
   * Leases one due row (or the given one, due or not) that no live lease holds, in one statement:
   * two instances can never both take it.
   */
  async function claim(
    lease: string,
    leaseMs: number,
    key?: QueueKey,
  ): Promise<ClaimedItem | undefined> {
    const { rows } = await pool.query<Row>(
      `UPDATE form_outbox SET lease_id = $1, lease_until = now() + make_interval(secs => $2 / 1000.0)
       WHERE (kind, id) = (
         SELECT kind, id FROM form_outbox
         WHERE state = 'pending' AND (lease_until IS NULL OR lease_until <= now())
           AND ${key ? 'kind = $3 AND id = $4' : 'next_attempt_at <= now()'}
         ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING kind, id, submission, uploads, attempts, received_at`,
      key ? [lease, leaseMs, key.kind, key.id] : [lease, leaseMs],
    );
    const row = rows[0];
    if (!row) return undefined;
    const files = await pool.query<{ bytes: Buffer }>(
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

  /** Records what became of a leased row, unless its lease was lost (then another delivery owns it). */
  async function settle(item: Submission, lease: string, settlement: Settlement) {
    const key = [item.kind, item.id, lease];
    const client = await pool.connect();
    await inTransaction(client, async () => {
      if (settlement.outcome === 'delivered') {
        const gone = await client.query(
          'DELETE FROM form_outbox WHERE kind = $1 AND id = $2 AND lease_id = $3',
          key,
        );
        if (gone.rowCount === 0) return;
        await client.query(
          `INSERT INTO form_delivered (kind, id, fingerprint) VALUES ($1, $2, $3)
           ON CONFLICT (kind, id) DO UPDATE SET fingerprint = $3, delivered_at = now()`,
          [item.kind, item.id, item.fingerprint],
        );
        return;
      }
      await client.query(
        `UPDATE form_outbox SET attempts = attempts + 1, last_error = $4, state = $5,
           next_attempt_at = now() + make_interval(secs => $6 / 1000.0),
           lease_id = NULL, lease_until = NULL
         WHERE kind = $1 AND id = $2 AND lease_id = $3`,
        [
          ...key,
          settlement.error,
          settlement.outcome === 'parked' ? 'parked' : 'pending',
          settlement.outcome === 'retry' ? settlement.delayMs : 0,
        ],
      );
    });
  }

  /**
   * Leases one due submission (or the given one) for `leaseMs`, renewed while `work` runs, and
   * records the settlement. The row is locked only for the instant of the claim: a crashed
   * instance's row comes back only when its lease runs out, that is once its delivery (bounded by
   * the delivery timeout inside the lease) can no longer be running. Undefined when none was free.
   */
  async function withClaimed<T extends Settlement>(
    work: (item: ClaimedItem, save: (ids: number[]) => Promise<void>) => Promise<T>,
    leaseMs: number,
    key?: QueueKey,
  ): Promise<T | undefined> {
    const lease = randomUUID();
    const item = await claim(lease, leaseMs, key);
    if (!item) return undefined;
    const { kind, id } = item.submission;
    const renew = () =>
      pool
        .query(
          `UPDATE form_outbox SET lease_until = now() + make_interval(secs => $4 / 1000.0)
           WHERE kind = $1 AND id = $2 AND lease_id = $3`,
          [kind, id, lease, leaseMs],
        )
        .catch(() => undefined);
    const renewal = setInterval(renew, leaseMs / 3);
    renewal.unref();
    try {
      const save = (ids: number[]) =>
        pool
          .query(
            'UPDATE form_outbox SET uploads = $4 WHERE kind = $1 AND id = $2 AND lease_id = $3',
            [kind, id, lease, ids],
          )
          .then(() => undefined);
      const settlement = await work(item, save);
      await settle(item.submission, lease, settlement);
      return settlement;
    } finally {
      clearInterval(renewal);
    }
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

  /** Forgets delivered keys older than a day (they may then be used again). */
  const forgetDelivered = () =>
    pool
      .query(`DELETE FROM form_delivered WHERE delivered_at <= now() - interval '1 day'`)
      .then(() => undefined);

  return { put, withClaimed, counts, forgetDelivered };
}
