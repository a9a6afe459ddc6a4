import { mkdir, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createFileExclusive, writeFileAtomic } from '../../storage/atomic-write';
import type { V4Entry as StoredEntry } from './content-store';

/** Numeric ids continue after the `.json` records earlier runs left in `dir`. */
async function counter(dir: string) {
  await mkdir(dir, { recursive: true });
  let last = (await readdir(dir)).filter((name) => name.endsWith('.json')).length;
  return () => ++last;
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-100) || 'file';

/**
 * The embedded content source's own storage for form submissions and uploads, under DATA_DIR:
 * `uploads/<id>-<name>` (+ `.json` metadata) and `submissions/<collection>/<idempotency key>.json`.
 * A key that is already stored is refused, as Strapi's unique `idempotency_key` does.
 */
export function createSubmissionStore(dataDir: string) {
  const uploads = join(dataDir, 'uploads');
  const submissions = join(dataDir, 'submissions');
  // Created on first use, so that merely starting the site writes nothing.
  const counters = new Map<string, Promise<() => number>>();
  const nextId = async (dir: string) => {
    if (!counters.has(dir)) counters.set(dir, counter(dir));
    return (await (counters.get(dir) as Promise<() => number>))();
  };

  async function upload(file: File): Promise<StoredEntry> {
    const id = await nextId(uploads);
    const name = safeName(file.name);
    const stored = `${id}-${name}`;
    const now = new Date().toISOString();
    await writeFileAtomic(join(uploads, stored), new Uint8Array(await file.arrayBuffer()));
    const media: StoredEntry = {
      id,
      attributes: {
        name: file.name,
        hash: stored.slice(0, stored.length - extname(stored).length),
        ext: extname(name),
        mime: file.type || 'application/octet-stream',
        size: Math.round(file.size / 10) / 100,
        url: `/uploads/${stored}`,
        provider: 'local',
        createdAt: now,
        updatedAt: now,
      },
    };
    await writeFileAtomic(join(uploads, `${id}.json`), JSON.stringify(media));
    return media;
  }

  /** Null when an entry with the same idempotency key exists. */
  async function create(collection: string, fields: Record<string, unknown>) {
    const dir = join(submissions, collection);
    const id = await nextId(dir);
    const now = new Date().toISOString();
    const key =
      typeof fields.idempotency_key === 'string' ? fields.idempotency_key : `no-key-${id}`;
    const entry: StoredEntry = { id, attributes: { ...fields, createdAt: now, updatedAt: now } };
    const created = await createFileExclusive(
      join(dir, `${safeName(key)}.json`),
      JSON.stringify(entry, null, 2),
    );
    return created ? entry : null;
  }

  return { upload, create };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
