import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The repository's root folder. */
export const REPO_ROOT = new URL('../../', import.meta.url);

/**
 * The files git tracks that are still on disk, relative to the root. Installed packages and the
 * build output (node_modules/, dist/) are never tracked, so they are never among them.
 */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(new URL(file, REPO_ROOT)));
}
