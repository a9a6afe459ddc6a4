import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../server/logger';
import { createApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import { createCmsService, type StrapiCmsService } from '../../server/cms/cms-service';
import type { AxiosAdapter } from 'axios';
import { createHttpServer } from '../../server/http-server';

export interface RunningApp {
  url: string;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://bank.test',
    ...env,
  });
}

export function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * The real app in-process, for supertest: no port, the embedded demo content unless CMS_URL is
 * given. `cms` is the app's own CMS service, the one every request reads through.
 */
export function createTestApp(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): App & { config: Config; cms: StrapiCmsService } {
  return appOnConfig(testConfig(env), logDestination);
}

/** As createTestApp, on a config a test has adjusted past what the environment can say. */
export function appOnConfig(
  config: Config,
  logDestination?: DestinationStream,
): App & { config: Config; cms: StrapiCmsService } {
  const logger = createLogger(config.logLevel, logDestination);
  const cms = cmsFromConfig(config, logger);
  return Object.assign(createApp(config, { cms, logger }), { config, cms });
}

export interface SuiteApp {
  app: App;
  /** The DATA_DIR of this app, a fresh folder removed after the block. */
  dataDir: string;
}

/**
 * Hooks for one describe block: the app in-process on a DATA_DIR of its own, stopped and the
 * folder removed after the block. `env` may be a function, read when the block starts, for values
 * an earlier hook sets (the URL of a fake service). Read the fields from within the tests.
 */
export function appForSuite(
  env: Record<string, string> | (() => Record<string, string>) = {},
  logDestination?: DestinationStream,
): SuiteApp {
  const suite = {} as SuiteApp;
  before(() => {
    suite.dataDir = mkdtempSync(join(tmpdir(), 'bank-test-'));
    const settings = typeof env === 'function' ? env() : env;
    suite.app = createTestApp({ DATA_DIR: suite.dataDir, ...settings }, logDestination);
  });
  after(async () => {
    await suite.app?.stop();
    rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}

/** The real app on 127.0.0.1 and a free port, for tests that need a socket (browsers, timeouts). */
export async function startApp(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<RunningApp> {
  const app = createTestApp(env, logDestination);
  const server = createHttpServer(app, app.config.timeouts);
  const url = await listen(server);
  return {
    url,
    config: app.config,
    close: async () => {
      await closeServer(server);
      await app.stop();
    },
  };
}

/**
 * The site, its HTML cache off, over a Strapi 4 that `adapter` answers (the demo adapter, or one
 * that changes its answers): each page is rendered from what the CMS answered.
 */
export function siteOverAdapter(adapter: AxiosAdapter): App {
  const config = testConfig({ HTML_CACHE_TTL: '0' });
  const logger = createLogger(config.logLevel);
  const cms = createCmsService({
    baseUrl: 'http://cms.invalid',
    adapter,
    version: 4,
    cacheTtlSeconds: 300,
    mediaOrigin: '',
    timeoutMs: 1000,
    logger,
  });
  return createApp(config, { cms, logger });
}
