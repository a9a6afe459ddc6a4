import express, { Router } from 'express';
import { basename, join } from 'node:path';
import { CLIENT_DIST, PUBLIC_DIR } from '../paths';

const ONE_DAY = 24 * 60 * 60;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Hashed build output is immutable for a year; public files (images, uploads) are cached for a day,
 * except the service worker, which browsers must revalidate so a new version reaches visitors at once.
 */
export function staticFiles(): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(CLIENT_DIST, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
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
