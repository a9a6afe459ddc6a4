import { Router } from 'express';
import { openApiDocument, type OpenApiOptions } from './openapi';

/** GET /api/v1/openapi.json: the document, built once per process from the serving code. */
export function openApiRouter(options: OpenApiOptions): Router {
  const router = Router();
  const body = JSON.stringify(openApiDocument(options));
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('json').send(body);
  });
  return router;
}
