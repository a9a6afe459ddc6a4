import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { delayAfter } from '../forms/retry-scheduler';
import { migrate } from './migrations';

export interface DatabaseLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface DatabaseOptions {
  url: string;
  poolMax: number;
  logger: DatabaseLogger;
}

/** How long a query waits for a connection before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
const MIGRATE_RETRY = { baseMs: 1000, maxMs: 30_000 };

/**
 * A connection pool on DATABASE_URL whose schema is migrated at start, retried with backoff
 * while the database is unreachable (the site keeps serving pages meanwhile).
 */
export function openDatabase(options: DatabaseOptions) {
  const { logger } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'bank-website',
  });
  // A connection that dies (database restart, network) must not crash the process: an idle
  // one is logged here; a busy one also fails its query, whose caller handles that.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const closing = new AbortController();
  let migrated = false;

  async function migrateUntilDone(): Promise<void> {
    for (let failures = 1; ; failures += 1) {
      try {
        await migrate(pool);
        migrated = true;
        logger.info({}, 'database schema is up to date');
        return;
      } catch (error) {
        logger.error({ err: error }, 'database unreachable or schema not migrated; retrying');
        await sleep(delayAfter(MIGRATE_RETRY, failures), undefined, {
          signal: closing.signal,
          ref: false,
        });
      }
    }
  }
  const ready = migrateUntilDone();
  ready.catch(() => undefined);

  return {
    pool,
    /** Resolves once the schema is migrated; rejects only when closed first. */
    ready: () => ready,
    isMigrated: () => migrated,
    async close(): Promise<void> {
      closing.abort();
      await ready.catch(() => undefined);
      await pool.end();
    },
  };
}

export type Database = ReturnType<typeof openDatabase>;
