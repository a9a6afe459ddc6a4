import express, { Router } from 'express';
import { basename, join } from 'node:path';
import { CLIENT_DIST, PUBLIC_DIR } from '../paths';
import type { Config } from '../config';

const ONE_DAY = 24 * 60 * 60;

/**
 * Hashed build output (without its source maps, unless SOURCEMAPS=public) is immutable for a year; public files (images, uploads) are cached for a day,
 * except the service worker, which browsers must revalidate so a new version reaches visitors at once.
 */
export function staticFiles(config: Pick<Config, 'publicSourceMaps'>): Router {
  const router = Router();
  // Source maps show the original sources: kept on the server for error reports unless opted in.
  if (!config.publicSourceMaps)
    router.get('/assets/{*file}', (req, res, next) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).type('text').send('Not found');
    });
  router.use(
    '/assets',
    express.static(join(CLIENT_DIST, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(PUBLIC_DIR, {
      index: false,
      setHeaders: (res, path) =>
        res.setHeader(
          'Cache-Control',
          basename(path) === 'sw.js' ? 'no-cache' : `public, max-age=${ONE_DAY}`,
        ),
    }),
  );
  return router;
}
