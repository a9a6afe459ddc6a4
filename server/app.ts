import express, { type ErrorRequestHandler, type Express } from 'express';
import compression from 'compression';
import { handle as i18nHandle } from 'i18next-http-middleware';
import type { Logger } from 'pino';
import type { Config } from './config';
import { publicConfig } from './config';
import type { CmsService } from './cms/cms-service.types';
import { createSearchService } from './search/search-service';
import { readRouter } from './api/read-router';
import { resolveRead } from './api/read-api';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { languageRedirect } from './middleware/language-redirect';
import { trailingSlash } from './middleware/trailing-slash';
import { staticFiles } from './middleware/static-files';
import { createRenderer } from '@/entry-server';
import { renderRoute } from './ssr/render-route';
import { createHtmlCache } from './ssr/html-cache';
import { loadAssets, type Assets } from './ssr/assets';
import { createPageI18n, createServerI18n, loadResources } from './i18n';
import { formsFromConfig, type FormsService } from './forms/forms-service';
import { formsRouter } from './forms/forms-router';
import { pageFormGateway, pageFormPosts } from './forms/page-forms';

export interface AppDeps {
  cms: CmsService;
  logger: Logger;
  assets?: Assets;
  forms?: FormsService;
}

/** `stop()` ends the background work (the outbox worker); the outbox keeps what is undelivered. */
export type App = Express & { stop(): Promise<void> };

/** The whole site as an Express app; it never listens (server/index.ts does). */
export function createApp(config: Config, deps: AppDeps): App {
  const app = express();
  const forms = deps.forms ?? formsFromConfig(config, deps);
  void forms.start();
  const search = createSearchService(deps.cms, config.cms.cacheTtlSeconds);
  const readDeps = { cms: deps.cms, search };
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(deps.logger));
  app.use(securityHeaders(config));
  app.use(compression());
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get(
    '/readyz',
    (_req, res) => void res.json({ status: 'ok', outbox: { pending: forms.pending() } }),
  );
  app.use(staticFiles());
  app.use('/api/forms', formsRouter(forms));
  app.use('/api', readRouter(readDeps));
  const resources = loadResources();
  // Only the bare `/` reads the cookie and Accept-Language; every other page's prefix names its language.
  app.get('/', i18nHandle(createServerI18n(resources)), languageRedirect);
  app.use(trailingSlash);
  const render = createRenderer({
    transport: ({ path, params }) => resolveRead(readDeps, path, params),
    config: publicConfig(config),
    assets: deps.assets ?? loadAssets(),
  });
  const pages = renderRoute({
    render,
    i18n: createPageI18n(resources),
    publicUrl: config.publicUrl,
    sharedCacheControl: sharedCacheControl(config),
    cache: createHtmlCache({
      ttlSeconds: config.html.cacheTtlSeconds,
      maxBytes: config.html.cacheMaxBytes,
    }),
    forms: pageFormGateway(forms),
  });
  app.get('/{*path}', pages);
  app.post('/{*path}', pageFormPosts(forms), pages);
  app.use(errorHandler);
  return Object.assign(app, { stop: forms.stop });
}

/** Anonymous pages: browsers revalidate (ETag), shared caches keep them briefly. */
const sharedCacheControl = ({ html }: Config) =>
  `public, max-age=0, s-maxage=${html.sharedMaxAgeSeconds}, stale-while-revalidate=${html.staleWhileRevalidateSeconds}`;

const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, 'request failed');
  if (res.headersSent) return res.end();
  const status = typeof error?.status === 'number' && error.status >= 400 ? error.status : 500;
  if (req.path.startsWith('/api/'))
    return res.status(status).json({ error: { status, message: 'Server error' } });
  const text =
    status === 404
      ? 'Page not found'
      : status < 500
        ? 'Bad request'
        : 'Server error: an error occurred on the server';
  res.status(status).type('text').send(text);
};
