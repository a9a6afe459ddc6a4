import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MB = 1024 * 1024;

/** Ready, or why not: in the words /readyz shows an operator. */
export type DataDirState = { ok: true } | { ok: false; reason: string };

/**
 * Whether a folder takes submissions: a small file can be written and removed (a read-only disk
 * cannot), and `minFreeBytes` are left for unprivileged writes, since a nearly full disk still
 * takes the probe's two bytes and then fails the first submission with files. The two are told
 * apart: on a low disk submissions are still taken, until the space runs out.
 */
export async function takesWrites(dir: string, minFreeBytes: number): Promise<DataDirState> {
  const probe = join(dir, `.ready-${process.pid}`);
  let free: number;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    const { bavail, bsize } = await statfs(dir);
    free = bavail * bsize;
  } catch {
    return { ok: false, reason: 'DATA_DIR does not take writes' };
  }
  if (free >= minFreeBytes) return { ok: true };
  const [freeMb, wantedMb] = [Math.floor(free / MB), Math.ceil(minFreeBytes / MB)];
  return {
    ok: false,
    reason: `low disk: DATA_DIR has ${freeMb} MB free, DATA_DIR_MIN_FREE_MB asks for ${wantedMb} MB; it still takes writes`,
  };
}
