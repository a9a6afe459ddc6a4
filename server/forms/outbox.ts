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
  /** The outbox id: `<kind>-<key>`, so each form has its own keys. */
  id: string;
  /** The idempotency key the form was sent with: the CMS's unique `idempotency_key`. */
  key: string;
  /** Hash of the kind, fields and file bytes: a key sent again with other content is a conflict. */
  fingerprint: string;
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

/**
 * A durable queue of submissions. The file implementation is below; issue 14 adds PostgreSQL.
 * Ids are `Submission.id`.
 */
export interface Outbox {
  /** False when an item with this id is already waiting or parked (nothing is overwritten). */
  put(submission: Submission, bytes: Buffer[]): Promise<boolean>;
  /** The submission kept under this id, waiting or parked; null when there is none. */
  kept(id: string): Promise<Submission | null>;
  /** Throws OutboxCorruptError when the stored item cannot be read back. */
  read(id: string): Promise<OutboxItem>;
  /** Pending ids. */
  list(): Promise<string[]>;
  remove(id: string): Promise<void>;
  saveUploads(id: string, ids: number[]): Promise<void>;
  /** Moves an item to the dead letters (never retried, kept for an operator) with the reason. */
  park(id: string, reason: string): Promise<void>;
  countParked(): Promise<number>;
}

/** A stored item that can never be delivered as it is (unreadable JSON, a missing file). */
export class OutboxCorruptError extends Error {
  constructor(id: string, options: { cause: unknown }) {
    super(`outbox item ${id} cannot be read`, options);
    this.name = 'OutboxCorruptError';
  }
}

const SUBMISSION = 'submission.json';
const PARKED_REASON = 'parked.json';
const UPLOADS = 'uploads.json';
const blobName = (index: number) => `file-${index}`;
/** Half-written (`.tmp-…`) or half-removed (`.done-…`) folders left by a crash. */
const isLeftover = (name: string) => name.startsWith('.tmp-') || name.startsWith('.done-');

const isCorrupt = (error: unknown) =>
  error instanceof SyntaxError || (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function folderNames(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/**
 * A durable queue of submissions on disk, one folder per submission: it appears whole
 * (written to a temp folder, fsynced, renamed) and disappears whole (renamed, then deleted).
 * Parked items are moved whole into `parkedDir` with a `parked.json` saying why and when.
 */
export function createOutbox(dir: string, parkedDir: string): Outbox {
  const folder = (id: string) => join(dir, id);

  const submissionIn = (folderPath: string) =>
    readFile(join(folderPath, SUBMISSION), 'utf8').then((text) => JSON.parse(text) as Submission);

  /** False when a submission with this key is already waiting, or was parked. */
  async function put(submission: Submission, bytes: Buffer[]): Promise<boolean> {
    // A parked key stays taken: its folder name would clash, and other content under it is a conflict.
    if (await submissionIn(join(parkedDir, submission.id)).catch(() => null)) return false;
    // Submissions hold personal data: only the site's own user may read them.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const files: Record<string, string | Uint8Array> = { [SUBMISSION]: JSON.stringify(submission) };
    bytes.forEach((data, index) => (files[blobName(index)] = data));
    return writeFolderAtomic(folder(submission.id), files);
  }

  async function read(id: string): Promise<OutboxItem> {
    let submission: Submission;
    let bytes: Buffer[];
    try {
      submission = await submissionIn(folder(id));
      bytes = await Promise.all(
        submission.files.map((_, index) => readFile(join(folder(id), blobName(index)))),
      );
    } catch (error) {
      throw isCorrupt(error) ? new OutboxCorruptError(id, { cause: error }) : error;
    }
    const uploads = await readFile(join(folder(id), UPLOADS), 'utf8').then(
      (text) => JSON.parse(text) as number[],
      () => null,
    );
    return { submission, bytes, uploads };
  }

  /** Pending submission ids; clears what a crash left half done. */
  async function list(): Promise<string[]> {
    const names = await folderNames(dir);
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

  async function park(id: string, reason: string): Promise<void> {
    await mkdir(parkedDir, { recursive: true, mode: 0o700 });
    const note = JSON.stringify({ reason, parkedAt: new Date().toISOString() });
    await writeFileAtomic(join(folder(id), PARKED_REASON), note);
    await rename(folder(id), join(parkedDir, id));
  }

  async function kept(id: string): Promise<Submission | null> {
    for (const place of [folder(id), join(parkedDir, id)]) {
      const submission = await submissionIn(place).catch(() => null);
      if (submission) return submission;
    }
    return null;
  }

  return {
    put,
    kept,
    read,
    list,
    remove,
    park,
    countParked: async () => (await folderNames(parkedDir)).length,
    saveUploads: (id: string, ids: number[]) =>
      writeFileAtomic(join(folder(id), UPLOADS), JSON.stringify(ids)),
  };
}
