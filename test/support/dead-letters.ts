import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file outbox's dead letters under `dataDir`, each as `<id>: <reason>` from its parked.json,
 * so a failed expectation says why each one was parked.
 */
export function deadLetters(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox-parked');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((id) => {
      const note = join(dir, id, 'parked.json');
      const reason = existsSync(note)
        ? (JSON.parse(readFileSync(note, 'utf8')) as { reason: string }).reason
        : 'no parked.json';
      return `${id}: ${reason}`;
    });
}
