import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataDir } from '../support/form-files';
import { describeQueueContract } from './queue-contract';

/** Entry folders, without the hidden ones a write or a removal has under way. */
function entries(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

describeQueueContract('file outbox', () => {
  let data: ReturnType<typeof tempDataDir>;
  beforeEach(() => (data = tempDataDir()));
  const parkedDir = () => join(data.path, 'outbox-parked');
  return {
    env: () => ({ DATA_DIR: data.path }),
    waiting: async () => entries(join(data.path, 'outbox')),
    parked: async () =>
      entries(parkedDir()).map((id) => ({
        id,
        reason: (
          JSON.parse(readFileSync(join(parkedDir(), id, 'parked.json'), 'utf8')) as {
            reason: string;
          }
        ).reason,
      })),
    reasons: {
      refused: 'refused by the CMS',
      expiredAfterFailure: 'expired',
      expiredAfterTimeout: 'expired',
    },
    clear: async () => data.remove(),
  };
});
