import { postgresSchema } from '../support/postgres';
import { tempDataDir } from '../support/form-files';
import { describeQueueContract } from './queue-contract';

describeQueueContract('PostgreSQL queue', () => {
  const db = postgresSchema();
  // Only the CMS stand-in's files would go here: the queue is in the schema.
  const data = tempDataDir();
  after(() => data.remove());
  const ids = async (state: 'pending' | 'parked') =>
    (
      await db.pool.query<{ id: string; reason: string }>(
        'SELECT id, last_error AS reason FROM form_outbox WHERE state = $1 ORDER BY id',
        [state],
      )
    ).rows;
  return {
    env: () => ({ DATABASE_URL: db.url, DATA_DIR: data.path }),
    waiting: async () => (await ids('pending')).map((row) => row.id),
    parked: () => ids('parked'),
    reasons: {
      refused: 'refused by the CMS',
      expiredAfterFailure: 'the CMS could not be reached or failed',
      expiredAfterTimeout: 'timeout of 500ms exceeded',
    },
    clear: async () => {
      await db.pool.query(
        'TRUNCATE form_outbox, form_outbox_files, form_delivered, rate_limit_hits',
      );
    },
  };
});
