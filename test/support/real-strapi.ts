/**
 * The real Strapi of cms/strapi (and the Strapi 4 check of cms/strapi4) for the test/strapi
 * suites, started by the same code as `npm run cms`, beside the site's production bundle.
 * The seeded database is made once per test process and copied for each suite, so every suite
 * gets its own Strapi, ports and data without seeding again.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  newSecrets,
  startStrapi,
  STRAPI_DIR,
  type RunningStrapi,
  type StrapiOptions,
} from '../../cms/launcher/strapi-process';
import { freePort, run, waitForHealthy } from './bundle-process';

export const STRAPI4_DIR = join(STRAPI_DIR, '..', 'strapi4');

const installed = (appDir: string) =>
  existsSync(join(appDir, 'node_modules', '@strapi', 'strapi', 'package.json'));

/**
 * Skips the calling suite with a printed reason when that Strapi is not installed (run
 * `npm ci --prefix cms/strapi`), except under CI, where the suite is required and fails.
 */
export function requireStrapi(context: Mocha.Context, appDir = STRAPI_DIR): void {
  if (installed(appDir)) return;
  const reason = `Strapi is not installed in ${appDir}: npm ci --prefix ${appDir}`;
  if (process.env.CI === 'true') throw new Error(reason);
  console.log(`      skipped: ${reason}`);
  context.skip();
}

const temporary: string[] = [];
process.once('exit', () =>
  temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
);
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** Database, uploads (public and private) and state files of one Strapi, in a folder of its own. */
function strapiFiles(
  dir: string,
  secrets: Record<string, string>,
): Pick<StrapiOptions, 'stateDir' | 'env'> {
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  mkdirSync(join(dir, 'state'), { recursive: true });
  return {
    stateDir: join(dir, 'state'),
    env: {
      ...secrets,
      DATABASE_FILENAME: join(dir, 'state', 'data.db'),
      STRAPI_PUBLIC_DIR: join(dir, 'public'),
      PRIVATE_UPLOADS_DIR: join(dir, 'private-uploads'),
    },
  };
}

interface Template {
  dir: string;
  secrets: Record<string, string>;
}
let template: Promise<Template> | undefined;

/** A Strapi 5 started once with `npm run cms`'s code, seeded, stopped: the copy source. */
function seededTemplate(): Promise<Template> {
  template ??= (async () => {
    const dir = tempDir('strapi-template-');
    const secrets = newSecrets();
    const strapi = await startStrapi({
      port: await freePort(),
      siteUrl: 'http://127.0.0.1:9',
      ...strapiFiles(dir, secrets),
    });
    await strapi.stop();
    if (!strapi.seeded) throw new Error('the template Strapi was not seeded on its first start');
    return { dir, secrets };
  })();
  return template;
}

export interface Site {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** The production bundle on a port of its own. */
export async function startSite(env: Record<string, string>, port?: number): Promise<Site> {
  const sitePort = port ?? (await freePort());
  const dataDir = tempDir('site-data-');
  const process = run({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
    PORT: String(sitePort),
  });
  // Polled, not read from the log: at LOG_LEVEL=warn the "listening" line never comes.
  await waitForHealthy(`http://127.0.0.1:${sitePort}`, process.child);
  if (process.child.exitCode !== null)
    throw new Error(`the site did not start:\n${process.output()}`);
  return {
    url: `http://127.0.0.1:${sitePort}`,
    output: process.output,
    async stop() {
      if (process.child.exitCode === null) {
        process.child.kill('SIGTERM');
        await process.exited;
      }
    },
  };
}

export interface World {
  strapi: RunningStrapi;
  site: Site;
  /** The Strapi's own folder: `public/uploads/`, `private-uploads/` and `state/` (its database). */
  dir: string;
  /** The Strapi's own files: restart it on them with `restartStrapi`. */
  restartStrapi(): Promise<RunningStrapi>;
  stop(): Promise<void>;
}

/**
 * A seeded Strapi 5 of its own and the site on it, started with its `site.env` (plus `siteEnv`).
 * The site's port is chosen first, so that Strapi's webhook and preview point at it.
 */
export async function startWorld(siteEnv: Record<string, string> = {}): Promise<World> {
  const { dir: source, secrets } = await seededTemplate();
  const dir = tempDir('strapi-world-');
  cpSync(source, dir, { recursive: true });
  const [strapiPort, sitePort] = [await freePort(), await freePort()];
  const options: StrapiOptions = {
    port: strapiPort,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    ...strapiFiles(dir, secrets),
  };
  const world = { strapi: await startStrapi(options), dir } as World;
  try {
    world.site = await startSite({ ...world.strapi.siteEnv, ...siteEnv }, sitePort);
  } catch (error) {
    await world.strapi.stop();
    throw error;
  }
  world.restartStrapi = async () => {
    await world.strapi.stop();
    world.strapi = await startStrapi(options);
    return world.strapi;
  };
  world.stop = async () => {
    await Promise.all([world.site.stop(), world.strapi.stop()]);
  };
  return world;
}

/**
 * An unseeded Strapi made of cms/strapi's config and src (copied: Strapi resolves its own modules
 * from where a file really is) and the packages of `packagesDir` (cms/strapi4 for Strapi 4.26),
 * without the content types named in `without`; `env` adds to or replaces its settings (another
 * database file, or PostgreSQL).
 */
export async function startUnseeded(
  packagesDir = STRAPI_DIR,
  without: string[] = [],
  env: Record<string, string> = {},
): Promise<RunningStrapi> {
  const dir = tempDir('strapi-unseeded-');
  for (const part of ['config', 'src', 'database'])
    cpSync(join(STRAPI_DIR, part), join(dir, part), { recursive: true });
  for (const api of without) rmSync(join(dir, 'src', 'api', api), { recursive: true });
  cpSync(join(packagesDir, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(packagesDir, 'node_modules'), join(dir, 'node_modules'));
  const files = strapiFiles(dir, newSecrets());
  return startStrapi({
    appDir: dir,
    port: await freePort(),
    siteUrl: 'http://127.0.0.1:9',
    seed: false,
    ...files,
    env: { ...files.env, ...env },
  });
}

/** The text of a page's `<main>`: what the page says, without the layout around it. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function page(site: Site, path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, main: mainText(await response.text()) };
}

/**
 * Every page the embedded site lists in its sitemap (uz, en and ru), fetched from both sites:
 * one line for each that does not answer 200 with the same main text.
 */
export async function differencesFrom(embedded: Site, site: Site): Promise<string[]> {
  const xml = await (await fetch(`${embedded.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const differences = paths.length < 150 ? [`the sitemap lists only ${paths.length} pages`] : [];
  for (const must of ['/', '/en/deposit/omonat-plus', '/ru/news', '/ru/branches'])
    if (!paths.includes(must)) differences.push(`the sitemap lacks ${must}`);
  for (const path of paths) {
    const [expected, actual] = await Promise.all([page(embedded, path), page(site, path)]);
    if (actual.status !== 200 || actual.main !== expected.main || expected.main.length < 20)
      differences.push(
        `${path}: ${actual.status}, "${actual.main.slice(0, 80)}" vs "${expected.main.slice(0, 80)}"`,
      );
  }
  return differences;
}

/**
 * GET from a Strapi with a token, once more on a dropped connection: a socket Strapi closed
 * while this process was busy elsewhere is not a failure of the call under test.
 */
export async function strapiGet(strapi: RunningStrapi, path: string, token = strapi.adminToken) {
  const get = () =>
    fetch(`${strapi.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return get().catch(get);
}

/** `npm run cms:seed -- …` as a bank's sysadmin runs it: its output and exit code. */
export function cmsSeed(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cms/seed/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr.trim() };
}

/** The deposit (contribution) with `slug` in `locale`, as Strapi 5's REST API gives it. */
export async function findDeposit(strapi: RunningStrapi, slug: string, locale: string) {
  const response = await strapiGet(
    strapi,
    `contributions?locale=${locale}&filters[slug][$eq]=${slug}`,
  );
  const [entry] = ((await response.json()) as { data: { documentId: string; name: string }[] })
    .data;
  if (!entry) throw new Error(`no deposit ${slug} in ${locale}`);
  return entry;
}

/**
 * Registers the first administrator of a fresh Strapi through its admin API, as an editor does in
 * the admin panel, and gives the admin JWT.
 */
export async function registerFirstAdmin(strapiUrl: string): Promise<string> {
  const registered = await fetch(`${strapiUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Malika',
      lastname: 'Editor',
      email: 'editor@bank.example',
      password: 'Editor-Passw0rd',
    }),
  });
  if (registered.status !== 200)
    throw new Error(`register-admin answered ${registered.status}: ${await registered.text()}`);
  return ((await registered.json()) as { data: { token: string } }).data.token;
}
