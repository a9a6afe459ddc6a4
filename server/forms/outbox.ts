import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FORM_KINDS, type FormKind } from '@/lib/forms/form-types';
import { SUBMISSION_KEY } from '@/lib/forms/submission-key';
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
  /**
   * False when an item with this id is already waiting, parked or delivered within the day
   * (nothing is overwritten), whichever worker took it.
   */
  put(submission: Submission, bytes: Buffer[]): Promise<boolean>;
  /** What is kept under this id: waiting, parked or delivered within the day; null when nothing. */
  kept(id: string): Promise<{ fingerprint: string; delivered: boolean } | null>;
  /**
   * Null when the item has left the queue since it was listed (another worker delivered or
   * parked it); throws OutboxCorruptError when it is there but cannot be read back.
   */
  read(id: string): Promise<OutboxItem | null>;
  /** Pending ids this process delivers (its own, and those it adopted). */
  list(): Promise<string[]>;
  /** The item is in the CMS: it leaves the queue, and its key and content are kept for a day. */
  delivered(submission: Submission): Promise<void>;
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
/** The worker slot that stored the item and delivers it (absent: a single process stored it). */
const OWNER = 'owner';
const blobName = (index: number) => `file-${index}`;
const DAY_MS = 24 * 3600 * 1000;
/** An item's folder is its id: a form kind and a key (submission.ts); anything else is a stray. */
const ITEM = new RegExp(`^(${FORM_KINDS.join('|')})-${SUBMISSION_KEY.source.slice(1)}`);

/** Whether a process with this id runs on this machine (the outbox is on a local disk). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An item's folder renamed to this prefix is delivered (`delivered` below), only not yet removed. */
const DONE = '.done-';

/**
 * Half-written (`.tmp-<pid>-…`) folders whose writer is gone: what a crash left. Another live
 * worker's folder being written is not one.
 */
function isHalfWritten(name: string): boolean {
  const writer = /^\.tmp-(\d+)-/.exec(name);
  return writer !== null && !alive(Number(writer[1]));
}

/**
 * Which items this process delivers. With `WEB_CONCURRENCY` workers each has a slot (the primary
 * gives a replacement the slot of the worker it replaces, only after that one is gone) and
 * delivers the items its slot stored; slot 0 also takes the items of slots no longer run and
 * those a single process left. Without workers the process takes everything.
 */
export interface OutboxOwner {
  slot: number;
  slots: number;
}

const isCorrupt = (error: unknown) =>
  error instanceof SyntaxError || (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

async function folderNames(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/**
 * A durable queue of submissions on disk, one folder per submission: it appears whole
 * (written to a temp folder, fsynced, renamed) and disappears whole (renamed, then deleted).
 * The folder name is the key, shared by every worker: a key is stored once, whichever worker
 * takes it. Parked items are moved whole into `parkedDir` with a `parked.json` saying why and
 * when; delivered keys leave a small note in `deliveredDir` for a day, where there is room.
 */
export function createOutbox(
  dir: string,
  parkedDir: string,
  options: { deliveredDir?: string; owner?: OutboxOwner } = {},
): Outbox {
  const deliveredDir = options.deliveredDir ?? `${dir}-delivered`;
  const { owner } = options;
  const folder = (id: string) => join(dir, id);

  const submissionIn = (folderPath: string) =>
    readFile(join(folderPath, SUBMISSION), 'utf8').then((text) => JSON.parse(text) as Submission);

  /**
   * The fingerprint of a key delivered within the day, or null: its note, or its folder renamed as
   * delivered and not removed yet (the note is written after the rename).
   */
  async function deliveredNote(id: string): Promise<string | null> {
    const path = join(deliveredDir, id);
    const [note, info, done] = await Promise.all([
      readFile(path, 'utf8').catch(() => null),
      stat(path).catch(() => null),
      submissionIn(join(dir, DONE + id)).catch(() => null),
    ]);
    if (note !== null && info !== null && Date.now() - info.mtimeMs < DAY_MS) return note;
    return done?.fingerprint ?? null;
  }

  /**
   * Ends a delivery once its folder is renamed to `DONE`: notes the key for a day, then removes
   * the folder. The note is best effort: it needs new space, and on a full disk (ENOSPC) the
   * delivery still counts; a resend of the key is then stored again, and the CMS answers its
   * create as a duplicate (delivered).
   */
  async function finish(doomed: string, id: string, fingerprint: string): Promise<void> {
    await writeFileAtomic(join(deliveredDir, id), fingerprint).catch(() => undefined);
    await rm(doomed, { recursive: true, force: true });
  }

  async function put(submission: Submission, bytes: Buffer[]): Promise<boolean> {
    // A parked or delivered key stays taken: other content under it is a conflict.
    if (await submissionIn(join(parkedDir, submission.id)).catch(() => null)) return false;
    if ((await deliveredNote(submission.id)) !== null) return false;
    // Submissions hold personal data: only the site's own user may read them.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const files: Record<string, string | Uint8Array> = { [SUBMISSION]: JSON.stringify(submission) };
    if (owner) files[OWNER] = String(owner.slot);
    bytes.forEach((data, index) => (files[blobName(index)] = data));
    if (!(await writeFolderAtomic(folder(submission.id), files))) return false;
    // Delivered by another worker between the check above and the write: the note shows now.
    if ((await deliveredNote(submission.id)) === null) return true;
    await rm(folder(submission.id), { recursive: true, force: true });
    return false;
  }

  async function read(id: string): Promise<OutboxItem | null> {
    let submission: Submission;
    let bytes: Buffer[];
    try {
      submission = await submissionIn(folder(id));
      if (!(FORM_KINDS as readonly string[]).includes(submission.kind))
        throw new SyntaxError(`unknown form kind ${String(submission.kind)}`);
      bytes = await Promise.all(
        submission.files.map((_, index) => readFile(join(folder(id), blobName(index)))),
      );
    } catch (error) {
      // A folder leaves whole (renamed away): no folder is an item gone, not a broken one.
      if (!(await exists(folder(id)))) return null;
      throw isCorrupt(error) ? new OutboxCorruptError(id, { cause: error }) : error;
    }
    const uploads = await readFile(join(folder(id), UPLOADS), 'utf8').then(
      (text) => JSON.parse(text) as number[],
      () => null,
    );
    return { submission, bytes, uploads };
  }

  async function mine(id: string): Promise<boolean> {
    if (!owner) return true;
    const stored = await readFile(join(folder(id), OWNER), 'utf8').catch(() => null);
    const slot = stored === null ? 0 : Number(stored);
    return slot === owner.slot || (owner.slot === 0 && !(slot < owner.slots));
  }

  /** Forgets delivered keys past their day. */
  async function forgetDelivered(): Promise<void> {
    for (const name of await folderNames(deliveredDir)) {
      const info = await stat(join(deliveredDir, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs >= DAY_MS)
        await rm(join(deliveredDir, name), { force: true });
    }
  }

  /**
   * Pending ids this process delivers; skips strays, and clears what a crash left half done: a
   * folder half written is dropped, one renamed as delivered is finished, never delivered again.
   */
  async function list(): Promise<string[]> {
    const names = await folderNames(dir);
    await Promise.all(
      names.map(async (name) => {
        const path = join(dir, name);
        if (isHalfWritten(name)) await rm(path, { recursive: true, force: true });
        if (!name.startsWith(DONE)) return;
        const fingerprint = (await submissionIn(path).catch(() => null))?.fingerprint;
        if (fingerprint) await finish(path, name.slice(DONE.length), fingerprint);
        else await rm(path, { recursive: true, force: true });
      }),
    );
    await forgetDelivered();
    const items = names.filter((name) => ITEM.test(name));
    const owned = await Promise.all(items.map(mine));
    return items.filter((_, index) => owned[index]);
  }

  /**
   * The rename is what marks the item delivered, here and for a restart (`list`): it needs no new
   * space, so a full disk cannot turn a delivery the CMS confirmed into a retry and a second create.
   */
  async function delivered(submission: Submission): Promise<void> {
    const doomed = join(dir, DONE + submission.id);
    await rename(folder(submission.id), doomed);
    await finish(doomed, submission.id, submission.fingerprint);
  }

  async function park(id: string, reason: string): Promise<void> {
    await mkdir(parkedDir, { recursive: true, mode: 0o700 });
    const note = JSON.stringify({ reason, parkedAt: new Date().toISOString() });
    await writeFileAtomic(join(folder(id), PARKED_REASON), note);
    await rename(folder(id), join(parkedDir, id));
  }

  async function kept(id: string): Promise<{ fingerprint: string; delivered: boolean } | null> {
    for (const place of [folder(id), join(parkedDir, id)]) {
      const submission = await submissionIn(place).catch(() => null);
      if (submission) return { fingerprint: submission.fingerprint, delivered: false };
    }
    const note = await deliveredNote(id);
    return note === null ? null : { fingerprint: note, delivered: true };
  }

  return {
    put,
    kept,
    read,
    list,
    delivered,
    park,
    countParked: async () => (await folderNames(parkedDir)).length,
    saveUploads: (id: string, ids: number[]) =>
      writeFileAtomic(join(folder(id), UPLOADS), JSON.stringify(ids)),
  };
}
