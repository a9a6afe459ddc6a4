import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { CLIENT_DIST, PUBLIC_DIR } from '../paths';
import type { Config } from '../config';

const ONE_DAY = 24 * 60 * 60;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Hashed scripts and styles that the build compressed at the strongest levels (`.br`, `.gz`) are
 * sent as they are to browsers that accept them; compression() leaves an encoded answer alone.
 */
function precompressed(dir: string): RequestHandler {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    // Brotli whenever it is accepted, whatever order the browser lists its encodings in.
    const encoding = !/\.(js|css)$/.test(req.path)
      ? null
      : ['br', 'gzip'].find((name) => req.acceptsEncodings(name) === name);
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    res.vary('Accept-Encoding');
    if (suffix && files.has(`${req.path.slice(1)}${suffix}`)) {
      res.type(extname(req.path)).set('Content-Encoding', encoding as string);
      req.url = `${req.path}${suffix}`;
    }
    next();
  };
}

/**
 * A path that climbs out of the folder (`/assets/%2e%2e/…`) is refused by `send` with 403; to a
 * visitor it is a file that is not there, answered as any other missing asset.
 */
const climbingIsMissing: ErrorRequestHandler = (error: { status?: unknown }, _req, _res, next) =>
  next(error.status === 403 ? Object.assign(new Error('Not found'), { status: 404 }) : error);

/**
 * Hashed build output (without its source maps, unless SOURCEMAPS=public) is immutable for a year;
 * public files (images, uploads) are cached for a day, except the service worker, which browsers
 * must revalidate so a new version reaches visitors at once.
 */
export function staticFiles(config: Pick<Config, 'publicSourceMaps'>): Router {
  const router = Router();
  const assets = join(CLIENT_DIST, 'assets');
  // Source maps show the original sources: kept on the server for error reports unless opted in.
  if (!config.publicSourceMaps)
    router.get('/assets/{*file}', (req, res, next) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).type('text').send('Not found');
    });
  router.use('/assets', precompressed(assets));
  router.use(
    '/assets',
    express.static(assets, {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
    climbingIsMissing,
  );
  const publicFiles = express.static(PUBLIC_DIR, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader(
        'Cache-Control',
        basename(path) === 'sw.js' ? 'no-cache' : `public, max-age=${ONE_DAY}`,
      ),
  });
  // Every public file has an extension and no page URL does: pages skip the filesystem lookup.
  router.use((req, res, next) =>
    HAS_EXTENSION.test(req.path) ? publicFiles(req, res, next) : next(),
  );
  return router;
}
