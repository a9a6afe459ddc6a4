import cluster from 'node:cluster';
import { consoleToLog, createLogger } from './logger';
import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { cmsFromConfig } from './cms/cms-from-config';
import { createHttpServer } from './http-server';
import { outboxOwner, superviseWorkers } from './cluster';
import { relayPurges, siblingWorkers } from './cluster-purge';

function start() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  consoleToLog(logger);
  if (config.workers > 1 && cluster.isPrimary)
    return superviseWorkers(config.workers, logger, relayPurges());
  if (!config.cms.url) logger.info('CMS_URL is not set: serving the embedded demo content');
  // Behind a PaaS router the default is right; on a shared private network narrow it (README).
  logger.info({ trustProxy: config.trustProxy }, 'client addresses: X-Forwarded-For trusted from');
  const app = createApp(config, {
    cms: cmsFromConfig(config, logger),
    logger,
    outboxOwner: outboxOwner(),
    siblings: siblingWorkers(),
  });
  const server = createHttpServer(app, config.timeouts);
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host }, `listening on ${config.publicUrl}`);
  });
  // Give in-flight requests time to finish when the platform asks us to stop.
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => void app.stop().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

start();
