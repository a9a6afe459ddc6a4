import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormKind } from '@/lib/forms/form-types';
import type { Lang } from '@/lib/lang';
import { writeFileAtomic, writeFolderAtomic } from '../storage/atomic-write';

export interface OutboxFile {
  field: string;
  name: string;
  mime: string;
}

/** One submission as the CMS will get it, minus what is only known at delivery. */
export interface Submission {
  /** The idempotency key: the outbox folder name and the CMS's unique `idempotency_key`. */
  id: string;
  kind: FormKind;
  lang: Lang;
  receivedAt: string;
  data: Record<string, unknown>;
  files: OutboxFile[];
  /** Slug of the vacancy to link, resolved in `lang` when delivering. */
  vacancy?: string;
}

export interface OutboxItem {
  submission: Submission;
  bytes: Buffer[];
  /** CMS file ids from an earlier upload (Strapi 5), so a retry does not upload twice. */
  uploads: number[] | null;
}

const SUBMISSION = 'submission.json';
const UPLOADS = 'uploads.json';
const blobName = (index: number) => `file-${index}`;
/** Half-written (`.tmp-…`) or half-removed (`.done-…`) folders left by a crash. */
const isLeftover = (name: string) => name.startsWith('.tmp-') || name.startsWith('.done-');

/**
 * A durable queue of submissions on disk, one folder per submission: it appears whole
 * (written to a temp folder, fsynced, renamed) and disappears whole (renamed, then deleted).
 */
export function createOutbox(dir: string) {
  const folder = (id: string) => join(dir, id);

  /** False when a submission with this key is already waiting. */
  async function put(submission: Submission, bytes: Buffer[]): Promise<boolean> {
    // Submissions hold personal data: only the site's own user may read them.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const files: Record<string, string | Uint8Array> = { [SUBMISSION]: JSON.stringify(submission) };
    bytes.forEach((data, index) => (files[blobName(index)] = data));
    return writeFolderAtomic(folder(submission.id), files);
  }

  async function read(id: string): Promise<OutboxItem> {
    const submission = JSON.parse(
      await readFile(join(folder(id), SUBMISSION), 'utf8'),
    ) as Submission;
    const bytes = await Promise.all(
      submission.files.map((_, index) => readFile(join(folder(id), blobName(index)))),
    );
    const uploads = await readFile(join(folder(id), UPLOADS), 'utf8').then(
      (text) => JSON.parse(text) as number[],
      () => null,
    );
    return { submission, bytes, uploads };
  }

  /** Pending submission ids; clears what a crash left half done. */
  async function list(): Promise<string[]> {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    await Promise.all(
      names.filter(isLeftover).map((name) => rm(join(dir, name), { recursive: true, force: true })),
    );
    return names.filter((name) => !isLeftover(name));
  }

  async function remove(id: string): Promise<void> {
    const doomed = join(dir, `.done-${id}`);
    await rename(folder(id), doomed);
    await rm(doomed, { recursive: true, force: true });
  }

  return {
    put,
    read,
    list,
    remove,
    saveUploads: (id: string, ids: number[]) =>
      writeFileAtomic(join(folder(id), UPLOADS), JSON.stringify(ids)),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
