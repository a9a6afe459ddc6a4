import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The site from its source (server/index.ts through tsx) in a process of its own, for process
 * tests of server code that dist/ may not have yet; as bundle-process.ts's `run` otherwise.
 */
export function runSource(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', join(ROOT, 'server', 'index.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

export type SourceProcess = ReturnType<typeof runSource>;
