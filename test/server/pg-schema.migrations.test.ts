import { expect } from 'chai';
import { openDatabase } from '../../server/db/database';
import { postgresSchema } from '../support/postgres';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('database schema at start', () => {
  const db = postgresSchema();

  it('is created once when instances start together, and left alone by later starts', async () => {
    const open = () => openDatabase({ url: db.url, poolMax: 2, logger: quiet });
    const first = [open(), open(), open()];
    await Promise.all(first.map((each) => each.ready()));
    const later = open();
    await later.ready();
    await Promise.all([...first, later].map((each) => each.close()));
    const versions = await db.pool.query('SELECT version FROM schema_migrations');
    expect(versions.rows).to.deep.equal([{ version: 1 }, { version: 2 }, { version: 3 }]);
    const tables = await db.pool.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
      [db.name],
    );
    expect(tables.rows.map((row) => row.table_name)).to.deep.equal([
      'form_delivered',
      'form_outbox',
      'form_outbox_files',
      'rate_limit_hits',
      'schema_migrations',
    ]);
  });
});
