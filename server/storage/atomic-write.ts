import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** fsync a directory so a rename or a new entry in it survives a power cut. */
async function syncDir(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes and fsyncs one file (the caller renames it into place). */
async function writeSynced(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `path` all at once: temp file, fsync, rename, fsync the folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeSynced(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDir(dirname(path));
}

/**
 * Writes a folder of files that appears all at once under `target`, or not at all.
 * Resolves false when `target` already exists (the folder is then left untouched).
 */
export async function writeFolderAtomic(
  target: string,
  files: Record<string, string | Uint8Array>,
): Promise<boolean> {
  const parent = dirname(target);
  const temp = join(
    parent,
    `.tmp-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  await mkdir(temp, { recursive: true });
  try {
    for (const [name, data] of Object.entries(files)) await writeSynced(join(temp, name), data);
    await syncDir(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (isExists(error)) return false;
    throw error;
  }
  await syncDir(parent);
  return true;
}

function isExists(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EEXIST' || code === 'ENOTEMPTY';
}

/**
 * Creates `path` with its whole content, only if it does not exist yet: written and fsynced
 * under a temp name, then hard-linked into place (link fails when the name is taken).
 */
export async function createFileExclusive(
  path: string,
  data: string | Uint8Array,
): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeSynced(temp, data);
  try {
    await link(temp, path);
  } catch (error) {
    if (isExists(error)) return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
  await syncDir(dirname(path));
  return true;
}
