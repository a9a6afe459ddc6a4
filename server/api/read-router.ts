import { Router } from 'express';
import { RESOURCES, resolveRead, type ReadApiDeps } from './read-api';
import { isPreview, sendPreview } from '../preview/preview-mode';

const error = (status: number, message: string) => ({ error: { status, message } });

/** The parameters a path's resource reads; any other parameter is ignored (§7, documented). */
function knownParams(path: string): Set<string> {
  const name = path.split('/')[1] ?? '';
  const resource = Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
  return new Set(['locale', ...Object.keys(resource?.params ?? {})]);
}

/** Known parameters as single strings; null when one is given twice (or as `a[b]=`). */
function readParams(path: string, query: Record<string, unknown>): Record<string, string> | null {
  const known = knownParams(path);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!known.has(name)) continue;
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  return params;
}

/**
 * GET /api/v1/<resource>[/<slug-or-id>]?locale=uz|en|ru (and the same without `/v1`): domain
 * JSON for the browser and integrators. Express adds a weak ETag to each answer and turns a
 * matching If-None-Match into 304. In an editor's preview the browser app's reads are draft
 * reads too, answered for that browser only.
 */
export function readRouter(deps: ReadApiDeps): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const params = readParams(req.path, req.query as Record<string, unknown>);
    const { status, body } = params
      ? await resolveRead(deps, req.path, params)
      : { status: 400, body: error(400, 'Each parameter may be given once') };
    if (status === 503) res.set('Retry-After', '30');
    if (status === 429) res.set('Retry-After', '60');
    res.status(status);
    if (isPreview(res)) return sendPreview(res.type('json'), JSON.stringify(body));
    if (status === 200) res.set('Cache-Control', 'public, max-age=60');
    res.json(body);
  });
  router.all('/{*path}', (_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').json(error(405, 'Method not allowed'));
  });
  return router;
}
