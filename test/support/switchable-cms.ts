import type { AxiosAdapter } from 'axios';
import type { DestinationStream } from 'pino';
import { createCmsService } from '../../server/cms/cms-service';
import { createDemoAdapter } from '../../server/cms/demo/demo-adapter';
import { CmsUnavailableError } from '../../server/cms/errors';
import { createApp, type App } from '../../server/app';
import { createLogger } from '../../server/logger';
import { testConfig } from './start-app';

/**
 * The app in-process (for supertest) over the embedded demo content, through a switch that makes
 * the CMS fail, and a count of the CMS calls that went through.
 */
export function appOverSwitchableCms(
  env: Record<string, string> = {},
  cacheTtlSeconds = 300,
  logDestination?: DestinationStream,
) {
  const config = testConfig(env);
  // Form writes are stored under DATA_DIR, as the embedded CMS of a running site stores them.
  const demo = createDemoAdapter({ dataDir: config.dataDir });
  const state = { failing: false, calls: 0 };
  const adapter: AxiosAdapter = (request) => {
    state.calls += 1;
    return state.failing ? Promise.reject(new CmsUnavailableError('switched off')) : demo(request);
  };
  const logger = createLogger(config.logLevel, logDestination);
  const cms = createCmsService({
    baseUrl: 'http://cms.invalid',
    adapter,
    version: 4,
    cacheTtlSeconds,
    mediaOrigin: '',
    timeoutMs: 1000,
    logger,
  });
  const app: App = createApp(config, { cms, logger });
  return { app, state, cms };
}
