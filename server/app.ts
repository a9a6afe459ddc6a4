import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { publicConfig } from './config';
import type { StrapiCmsService } from './cms/cms-service';
import { createSearchService } from './search/search-service';
import { readRouter } from './api/read-router';
import { openApiRouter } from './api/openapi-router';
import { compress } from './middleware/compress';
import { apiCors } from './middleware/api-cors';
import { cmsWebhook, type Purge } from './api/cms-webhook';
import { appMetrics } from './metrics';
import { resolveRead } from './api/read-api';
import { requestLog } from './middleware/request-log';
import { errorHandler } from './middleware/error-handler';
import { canonicalPath } from './middleware/normalize-path';
import { oneHost } from './middleware/one-host';
import { readRateLimit } from './middleware/read-rate-limit';
import { withRequestContext } from './request-context';
import { securityHeaders } from './middleware/security-headers';
import { loadHeadScript } from './ssr/head-script';
import { pageLanguage } from './middleware/page-language';
import { staticFiles } from './middleware/static-files';
import { seoRouter } from './seo/seo-router';
import { createRenderer } from '@/entry-server';
import { joinsSharedRender, renderRoute } from './ssr/render-route';
import { createHtmlCache } from './ssr/html-cache';
import { pageDoor } from './ssr/page-door';
import { createRenderGate } from './ssr/render-gate';
import { pageTagsOfChange } from './cms/queries';
import { wholeModel, type Change } from './cms/change';
import { EVERYTHING } from './cms/read-tags';
import type { OutboxOwner } from './forms/outbox';
import { loadAssets, readManifest, type Assets } from './ssr/assets';
import { loadCriticalStyle, withCriticalStyle } from './ssr/critical-style';
import { createPageI18n, loadResources } from './i18n';
import { openDatabase } from './db/database';
import { createPurgeBus, sharedPurge } from './db/purge-bus';
import type { SiblingWorkers } from './cluster-purge';
import { formsFromConfig, type FormsService } from './forms/forms-service';
import { formsRouter } from './forms/forms-router';
import { pageFormPosts, pageMethods } from './forms/page-forms';
import { previewRouter } from './preview/preview-router';
import { previewMode } from './preview/preview-mode';

export interface AppDeps {
  /** The CMS stack of server/cms/cms-from-config.ts: reads, and the client the forms write with. */
  cms: StrapiCmsService;
  logger: Logger;
  assets?: Assets;
  forms?: FormsService;
  /**
   * What the CMS webhook calls with the changed model: the local cache purge by default; a
   * deployment with several instances fans it out to all of them.
   */
  purge?: Purge;
  /** This worker's share of the file outbox when WEB_CONCURRENCY runs several (cluster.ts). */
  outboxOwner?: OutboxOwner;
  /** The other workers of this instance when WEB_CONCURRENCY runs several: purges reach them. */
  siblings?: SiblingWorkers;
}

/**
 * `stop()` ends the background work (the outbox worker) and closes the database; the outbox
 * keeps what is undelivered.
 */
export type App = Express & { stop(): Promise<void> };

/** The whole site as an Express app; it never listens (server/index.ts does). */
export function createApp(config: Config, deps: AppDeps): App {
  const app = express();
  const database = config.database && openDatabase({ ...config.database, logger: deps.logger });
  const forms = deps.forms ?? formsFromConfig(config, { ...deps, database });
  void forms.start();
  const search = createSearchService(deps.cms, config.cms.cacheTtlSeconds);
  const readDeps = { cms: deps.cms, search };
  const htmlCache = createHtmlCache({
    ttlSeconds: config.html.cacheTtlSeconds,
    maxBytes: config.html.cacheMaxBytes,
  });
  const localPurge = (heard: Change | null) => {
    const change = heard ?? wholeModel(EVERYTHING);
    search.invalidate();
    htmlCache?.purge(pageTagsOfChange(change));
    return deps.cms.purge?.(change) ?? 0;
  };
  // A webhook to any worker of any instance purges them all: the other workers of this one over
  // IPC, other instances on the same database through the bus, which skips this one's workers.
  const bus = database && createPurgeBus(database.pool, deps.logger, deps.siblings?.origin);
  const others = deps.siblings?.with(bus) ?? bus;
  const purge: Purge = deps.purge ?? (others ? sharedPurge(others, localPurge) : localPurge);
  const metrics = appMetrics(forms, config.metricsToken);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // `/api/V1` and `/API` are other paths, not aliases of `/api/v1`: one spelling per resource.
  app.set('case sensitive routing', true);
  app.use(requestLog(deps.logger), withRequestContext, metrics.timing);
  // Fresh pages the whole chain has answered once are answered again from here (page-door.ts).
  app.use(pageDoor(htmlCache));
  const headScript = loadHeadScript();
  const manifest = readManifest();
  const criticalStyle = loadCriticalStyle(manifest);
  app.use(securityHeaders(config, { headScript, criticalStyle }), oneHost);
  app.use(compress());
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const { ready, ...details } = await forms.readiness();
    const status = !ready ? 'unavailable' : details.cmsVersion === 'undetected' ? 'degraded' : 'ok';
    res.status(ready ? 200 : 503).json({ status, ...details });
  });
  app.get('/metrics', metrics.endpoint);
  app.use(canonicalPath);
  // Counts only requests that reached the CMS, and refuses only where one could: the read API and
  // pages the HTML cache does not hold. Files, robots.txt, the sitemap and forms are never refused.
  const readLimit = readRateLimit(config.readRateLimit, (_req, res) => joinsSharedRender(res));
  app.use(seoRouter({ publicUrl: config.publicUrl, noindex: config.noindex, cms: deps.cms }));
  app.use(staticFiles(config));
  app.use(
    '/api/cms/webhook',
    cmsWebhook({ secret: config.webhookSecret, purge, logger: deps.logger }),
  );
  app.use('/api/preview', previewRouter(config));
  // Editors' draft reads from here on, for the read API as well as pages: after hydration the
  // browser app fetches /api (navigation, search suggestions, news pages, filters), and one switch
  // per request keeps all of it on drafts, where making links full page loads would still leave
  // those fetches on published content.
  app.use(previewMode(config));
  // `/api/v1` is the versioned contract (§7); the unversioned paths stay as its aliases.
  app.use(['/api/v1/forms', '/api/forms'], formsRouter(forms));
  app.use(
    ['/api/v1', '/api'],
    apiCors(config.apiCorsOrigins),
    openApiRouter({ humanCheck: Boolean(config.recaptcha.secret) }),
    readLimit,
    readRouter(readDeps, htmlCache),
  );
  const render = withCriticalStyle(
    createRenderer({
      transport: ({ path, params }) => resolveRead(readDeps, path, params),
      config: publicConfig(config),
      assets: deps.assets ?? loadAssets(manifest),
      headScript: headScript.text,
    }),
    criticalStyle,
  );
  const pages = renderRoute({
    render,
    i18n: createPageI18n(loadResources()),
    publicUrl: config.publicUrl,
    sharedCacheControl: sharedCacheControl(config),
    cache: htmlCache,
    gate: createRenderGate(config.renders),
    rendersPerAddress: config.renders.perAddress,
  });
  app.get('/{*path}', pageLanguage, pages.cached, readLimit, pages.perAddress, pages.render);
  app.post('/{*path}', pageLanguage, pageFormPosts(forms), pages.render);
  // OPTIONS names the methods the page takes, as its 405 does; PUT, DELETE and the rest get the
  // page's own 405.
  app.options(
    '/{*path}',
    (req, res) => void res.set('Allow', pageMethods(req.path)).sendStatus(204),
  );
  app.all('/{*path}', pageLanguage, readLimit, pages.render);
  app.use(errorHandler);
  const stop = async () => {
    await forms.stop();
    await bus?.close();
    await database?.close();
  };
  return Object.assign(app, { stop });
}

/** Anonymous pages: browsers revalidate (ETag), shared caches keep them briefly. */
const sharedCacheControl = ({ html }: Config) =>
  `public, max-age=0, s-maxage=${html.sharedMaxAgeSeconds}, stale-while-revalidate=${html.staleWhileRevalidateSeconds}`;
