import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/**
 * An express-rate-limit store in PostgreSQL, so that every instance counts the same hits:
 * one row per client and limiter, a fixed window per row, counted in one atomic upsert.
 * Clients are stored as hashes, not addresses.
 */
export function pgRateLimitStore(pool: Pool, prefix: string): Store {
  let windowMs = 60_000;
  let sweepAfter = 0;
  const rowKey = (key: string) =>
    `${prefix}:${createHash('sha256').update(key).digest('base64url')}`;

  /** Forgets finished windows now and then (at most once a window per instance). */
  function sweep() {
    if (Date.now() < sweepAfter) return;
    sweepAfter = Date.now() + windowMs;
    pool.query('DELETE FROM rate_limit_hits WHERE reset_at < now()').catch(() => undefined);
  }

  return {
    localKeys: false,
    prefix,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key: string): Promise<ClientRateLimitInfo> {
      sweep();
      const { rows } = await pool.query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limit_hits AS held (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN held.reset_at <= now() THEN 1 ELSE held.hits + 1 END,
           reset_at = CASE WHEN held.reset_at <= now() THEN excluded.reset_at ELSE held.reset_at END
         RETURNING hits, reset_at`,
        [rowKey(key), windowMs],
      );
      const row = rows[0] as { hits: number; reset_at: Date };
      return { totalHits: row.hits, resetTime: row.reset_at };
    },
    async decrement(key: string): Promise<void> {
      await pool.query(
        'UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
        [rowKey(key)],
      );
    },
    async resetKey(key: string): Promise<void> {
      await pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [rowKey(key)]);
    },
  };
}
