import { Router } from 'express';
import { resolveRead, type ReadApiDeps } from './read-api';

function flatQuery(query: Record<string, unknown>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  return params;
}

/** GET /api/<resource>[/<slug-or-id>]?locale=uz|en|ru — domain JSON for the browser and integrators. */
export function readRouter(deps: ReadApiDeps): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const params = flatQuery(req.query as Record<string, unknown>);
    const { status, body } = params
      ? await resolveRead(deps, req.path, params)
      : {
          status: 400,
          body: { error: { status: 400, message: 'Each parameter may be given once' } },
        };
    if (status === 200) res.set('Cache-Control', 'public, max-age=60');
    if (status === 503) res.set('Retry-After', '30');
    res.status(status).json(body);
  });
  router.all('/{*path}', (_req, res) => {
    res
      .status(405)
      .set('Allow', 'GET, HEAD')
      .json({ error: { status: 405, message: 'Method not allowed' } });
  });
  return router;
}
