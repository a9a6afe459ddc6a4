import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../server/logger';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
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

/** The real app on 127.0.0.1 and a free port, on the embedded demo content unless CMS_URL is given. */
export async function startApp(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<RunningApp> {
  const config = testConfig(env);
  const logger = createLogger(config.logLevel, logDestination);
  const app = createApp(config, { cms: cmsFromConfig(config, logger), logger });
  const server = createHttpServer(app, config.timeouts);
  const url = await listen(server);
  return {
    url,
    config,
    close: async () => {
      await closeServer(server);
      await app.stop();
    },
  };
}
