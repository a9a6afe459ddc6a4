import { Router } from 'express';
import { openApiDocument, type OpenApiOptions } from './openapi';
import { docsPage } from './openapi-docs-page';

/**
 * GET /api/v1/openapi.json (built once per process from the serving code) and /api/v1/docs, the
 * same as a page for people, rendered on its first request.
 */
export function openApiRouter(options: OpenApiOptions): Router {
  const router = Router();
  const document = openApiDocument(options);
  const body = JSON.stringify(document);
  let page: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('json').send(body);
  });
  router.get('/docs', (_req, res) => {
    page ??= docsPage(document);
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });
  return router;
}
