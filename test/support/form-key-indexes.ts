import { createRequire } from 'node:module';
import { join } from 'node:path';
import type pg from 'pg';
import { STRAPI_DIR } from '../../cms/launcher/strapi-process';

interface SqliteFile {
  prepare(sql: string): { all(): unknown[] };
  close(): void;
}

/** better-sqlite3 as Strapi has it: the site itself does not depend on it. */
const Sqlite = createRequire(join(STRAPI_DIR, 'package.json'))('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => SqliteFile;

/**
 * The indexes over `idempotency_key` in a Strapi's SQLite file: table, name, whether unique, and
 * the statement that made it (cms/strapi/src/index.js), by table.
 */
export function sqliteKeyIndexes(file: string): unknown[] {
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT m.tbl_name AS "table", m.name AS name, l."unique" AS "unique", m.sql AS sql
         FROM sqlite_master m
         JOIN pragma_index_list(m.tbl_name) l ON l.name = m.name
         JOIN pragma_index_info(m.name) i
         WHERE m.type = 'index' AND i.name = 'idempotency_key'
         ORDER BY m.tbl_name`,
      )
      .all();
  } finally {
    db.close();
  }
}

/** The same in a Strapi's PostgreSQL schema: table and definition (the schema name left out). */
export async function postgresKeyIndexes(pool: pg.Pool, schema: string) {
  const { rows } = await pool.query<{ table: string; definition: string }>(
    `SELECT tablename AS table, replace(indexdef, $1 || '.', '') AS definition FROM pg_indexes
     WHERE schemaname = $1 AND indexdef LIKE '%(idempotency_key)%' ORDER BY tablename`,
    [schema],
  );
  return rows;
}

/**
 * What `sqliteKeyIndexes` finds once cms/strapi/src/index.js has run, on Strapi 5 and 4.26 alike:
 * one partial unique index per form table.
 */
export const SQLITE_KEY_INDEXES = [
  {
    table: 'appeals',
    name: 'appeals_idempotency_key_unique',
    unique: 1,
    sql: "CREATE UNIQUE INDEX `appeals_idempotency_key_unique` ON `appeals` (`idempotency_key`) WHERE `idempotency_key` <> ''",
  },
  {
    table: 'contact_requests',
    name: 'contact_requests_idempotency_key_unique',
    unique: 1,
    sql: "CREATE UNIQUE INDEX `contact_requests_idempotency_key_unique` ON `contact_requests` (`idempotency_key`) WHERE `idempotency_key` <> ''",
  },
  {
    table: 'open_account_requests',
    name: 'open_account_requests_idempotency_key_unique',
    unique: 1,
    sql: "CREATE UNIQUE INDEX `open_account_requests_idempotency_key_unique` ON `open_account_requests` (`idempotency_key`) WHERE `idempotency_key` <> ''",
  },
  {
    table: 'vacancy_applications',
    name: 'vacancy_applications_idempotency_key_unique',
    unique: 1,
    sql: "CREATE UNIQUE INDEX `vacancy_applications_idempotency_key_unique` ON `vacancy_applications` (`idempotency_key`) WHERE `idempotency_key` <> ''",
  },
];
