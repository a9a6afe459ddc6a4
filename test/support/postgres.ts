import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The test database (trust auth); TEST_DATABASE_URL points elsewhere. */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  /** DATABASE_URL for the app: the test database with this schema first on the search_path. */
  url: string;
  name: string;
  /** A pool on the same schema, for looking at what the app wrote. */
  pool: pg.Pool;
}

/** `url` with `search_path` set on every connection, through libpq's `options` parameter. */
export function onSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * A schema of its own for one test file, dropped after it, so runs in parallel never meet.
 * Skips the file when PostgreSQL is absent, except under CI, where that fails it.
 */
export function postgresSchema(): TestSchema {
  const schema = {} as TestSchema;
  before(async function () {
    const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch (error) {
      if (process.env.CI === 'true') throw error;
      this.skip();
    }
    schema.name = `test_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE SCHEMA ${schema.name}`);
    await admin.end();
    schema.url = onSchema(POSTGRES_URL, schema.name);
    schema.pool = new pg.Pool({ connectionString: schema.url, max: 3 });
  });
  after(async () => {
    if (!schema.pool) return;
    await schema.pool.query(`DROP SCHEMA ${schema.name} CASCADE`);
    await schema.pool.end();
  });
  return schema;
}

export { waitFor } from './wait-for';
