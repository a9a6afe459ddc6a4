import express, { Router } from 'express';
import { join } from 'node:path';
import { CLIENT_DIST, PUBLIC_DIR } from '../paths';

const ONE_DAY = 24 * 60 * 60;

/** Hashed build output is immutable for a year; public files (images, uploads) are cached for a day. */
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
  router.use(
    express.static(PUBLIC_DIR, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${ONE_DAY}`),
    }),
  );
  return router;
}
