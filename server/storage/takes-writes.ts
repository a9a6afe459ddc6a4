import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether a folder takes submissions: a small file can be written and removed (a read-only disk
 * cannot), and `minFreeBytes` are left for unprivileged writes, since a nearly full disk still
 * takes the probe's two bytes and then fails the first submission with files.
 */
export async function takesWrites(dir: string, minFreeBytes: number): Promise<boolean> {
  const probe = join(dir, `.ready-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    const { bavail, bsize } = await statfs(dir);
    return bavail * bsize >= minFreeBytes;
  } catch {
    return false;
  }
}
