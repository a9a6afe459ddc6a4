import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tempDataDir } from './form-files';
import { waitFor } from './wait-for';

const ROOT = join(import.meta.dirname, '..', '..');
const BUNDLE = join(ROOT, 'dist', 'server', 'index.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The built site (dist/) in a process of its own. */
export const run = (env: Record<string, string>) => runNode([BUNDLE], env);

/**
 * The site from its source (server/index.ts through tsx), for process tests of server code that
 * dist/ may not have yet.
 */
export const runSource = (env: Record<string, string>) =>
  runNode(['--import', 'tsx/esm', join(ROOT, 'server', 'index.ts')], env);

export type SiteProcess = ReturnType<typeof run>;

function runNode(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
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

export async function waitForOutput(read: () => string, text: string) {
  for (let i = 0; i < 300 && !read().includes(text); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(read()).to.include(text);
}

/** Process ids of the workers that said they listen (one line each, pino JSON). */
export const listeningPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"listening on'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

/** Waits until `count` processes listen (workers under WEB_CONCURRENCY), or the child exits. */
export async function waitForListening(read: () => string, child: ChildProcess, count = 1) {
  for (let i = 0; i < 400 && listeningPids(read()).length < count; i++) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the site at `url` answers /healthz (it listens), or its process has ended. */
export async function waitForHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 400 && child.exitCode === null; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the site at `url` answers /readyz with 200, as a platform's health check does
 * before it sends visitors: listening comes first, while the database schema may still be migrated.
 */
export async function waitForReady(url: string, child: ChildProcess, ms = 60_000) {
  await waitFor(async () => {
    if (child.exitCode !== null)
      throw new Error(`the site exited (${child.exitCode}) before ready`);
    const response = await fetch(`${url}/readyz`).catch(() => null);
    await response?.body?.cancel();
    return response?.status === 200;
  }, ms);
}

/**
 * The site from its source with two workers (`WEB_CONCURRENCY=2`), production mode, reading
 * Strapi 4 answers from `cmsUrl`, webhooks signed with `webhookSecret`, and a data folder of its
 * own; resolved once both workers listen and /readyz answers. `stop` ends it and removes the folder.
 */
export async function startTwoWorkers(
  cmsUrl: string,
  webhookSecret: string,
  env: Record<string, string> = {},
) {
  const data = tempDataDir();
  const port = await freePort();
  const site = runSource({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://bank.test',
    CMS_URL: cmsUrl,
    CMS_VERSION: '4',
    CMS_WEBHOOK_SECRET: webhookSecret,
    WEB_CONCURRENCY: '2',
    DATA_DIR: data.path,
    PORT: String(port),
    ...env,
  });
  const stop = async () => {
    if (site.child.exitCode === null) {
      site.child.kill('SIGTERM');
      await site.exited;
    }
    data.remove();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForListening(site.output, site.child, 2);
    await waitForReady(url, site.child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: site, stop };
}
