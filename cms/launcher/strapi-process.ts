/**
 * Starts the real Strapi of cms/strapi (or another app folder with the same config and src, such
 * as the Strapi 4 check) as a child process, and seeds it the first time. `npm run cms` and the
 * Strapi test suites share this code, so the tests start Strapi exactly as a developer does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed, type SeedOptions, type SeedReport } from '../seed/seed';
import { StrapiRest } from '../seed/strapi-rest';

export const STRAPI_DIR = fileURLToPath(new URL('../strapi/', import.meta.url));

export interface StrapiOptions {
  /** The Strapi app folder (config, src, node_modules); cms/strapi by default. */
  appDir?: string;
  /** Where site.env, admin.env, the seed marker (and in tests the database and uploads) live. */
  stateDir?: string;
  port: number;
  /** The website that Strapi's webhook and preview point at. */
  siteUrl: string;
  /** More environment for Strapi (database settings, secrets in tests). */
  env?: Record<string, string>;
  /** Strapi's own output: shown, or kept (its end is told when Strapi fails to start). */
  output?: 'inherit' | 'keep';
  seedOptions?: SeedOptions;
  /** Seed on the first start (true by default; the Strapi 4 check seeds with cms:seed instead). */
  seed?: boolean;
  /** How long Strapi may take to answer its health check. */
  startTimeoutMs?: number;
}

export interface RunningStrapi {
  url: string;
  /** The lines of site.env: what the website needs to use this Strapi. */
  siteEnv: Record<string, string>;
  /** A full-access token, for seeding and for tests that read back what the site wrote. */
  adminToken: string;
  /** What the first start wrote; null on a later start. */
  seeded: SeedReport | null;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `KEY=value` lines (no quoting: the values are URLs and hex). */
export function readEnvFile(path: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8').split('\n');
  return Object.fromEntries(
    lines.flatMap((line) => {
      const at = line.indexOf('=');
      return at > 0 && !line.startsWith('#')
        ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]]
        : [];
    }),
  );
}

/** `npm ci` in the Strapi folder when its packages are missing or older than its lock file. */
export function ensureInstalled(appDir = STRAPI_DIR): void {
  const marker = join(appDir, 'node_modules', '.package-lock.json');
  const lock = join(appDir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(`Installing Strapi in ${appDir} (npm ci, a few minutes the first time)…`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci in ${appDir} failed (exit ${result.status})`);
}

const secret = (bytes: number, encoding: BufferEncoding = 'base64') =>
  randomBytes(bytes).toString(encoding);

/** Strapi's own secrets and the two the site shares with it (webhook, preview). */
export function newSecrets(): Record<string, string> {
  return {
    APP_KEYS: `${secret(16)},${secret(16)}`,
    API_TOKEN_SALT: secret(16),
    ADMIN_JWT_SECRET: secret(16),
    TRANSFER_TOKEN_SALT: secret(16),
    ENCRYPTION_KEY: secret(16),
    JWT_SECRET: secret(16),
    CMS_WEBHOOK_SECRET: secret(24, 'hex'),
    CMS_PREVIEW_SECRET: secret(24, 'hex'),
  };
}

/**
 * The secrets generated once into `.env` (which Strapi reads at start) and kept, so tokens and
 * sessions survive a restart. Tests pass fresh ones as environment instead.
 */
export function ensureSecrets(appDir = STRAPI_DIR): void {
  const file = join(appDir, '.env');
  if (existsSync(file)) return;
  const text = Object.entries(newSecrets())
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Strapi exited with code ${child.exitCode} while starting`);
    const ok = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status < 300,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer ${url}/_health within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export async function startStrapi(options: StrapiOptions): Promise<RunningStrapi> {
  const appDir = options.appDir ?? STRAPI_DIR;
  const stateDir = options.stateDir ?? appDir;
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    process.execPath,
    [join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: appDir,
      stdio: [
        'ignore',
        options.output === 'inherit' ? 'inherit' : 'pipe',
        options.output === 'inherit' ? 'inherit' : 'pipe',
      ],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        SITE_URL: options.siteUrl,
        NAMUNA_SITE_ENV: '1',
        NAMUNA_STATE_DIR: stateDir,
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'uz',
        ...options.env,
      },
    },
  );
  const stop = stopper(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 120_000);
    const admin = readEnvFile(join(stateDir, 'admin.env'));
    const adminToken = admin.CMS_ADMIN_TOKEN ?? '';
    const marker = join(stateDir, '.seed-pending');
    let seeded: SeedReport | null = null;
    if (options.seed !== false && existsSync(marker)) {
      seeded = await seed(new StrapiRest(url, adminToken), options.seedOptions);
      rmSync(marker);
    }
    const siteEnv = readEnvFile(join(stateDir, 'site.env'));
    return { url, siteEnv, adminToken, seeded, process: child, stop };
  } catch (error) {
    await stop();
    if (output) (error as Error).message += `\nStrapi said:\n${output}`;
    throw error;
  }
}
