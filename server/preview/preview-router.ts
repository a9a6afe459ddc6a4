import { Router, type Response } from 'express';
import type { Config } from '../config';
import { sameSecret } from '../metrics';
import {
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_MS,
  endPreview,
  newPreview,
  previewCookieOf,
  previewCookieOptions,
  readPreview,
} from './preview-cookie';

const fail = (res: Response, status: number, message: string) =>
  void res.status(status).set('Cache-Control', 'no-store').json({ error: { status, message } });

const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A path of this site only: one leading slash, no scheme or host (`//evil.com`, `/\evil.com`,
 * which browsers read as `//evil.com`), no control characters.
 */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  return value.includes('\\') || hasControl(value) ? null : value;
}

/**
 * GET /api/preview?secret=…&url=/ru/deposit/x — the target of Strapi's "Open preview": with the
 * right secret, sets the signed preview cookie and opens `url`. GET /api/preview/exit?url=… (the
 * preview bar's link, so it works without JavaScript) ends it on the same page: the browser drops
 * the cookie, and this process refuses a copy of it from then on (endPreview).
 */
export function previewRouter(config: Config): Router {
  const router = Router();
  const secret = config.previewSecret;
  const cookie = previewCookieOptions(config.env === 'production');
  router.get('/', (req, res) => {
    if (!secret) return fail(res, 404, 'Not found');
    const given = typeof req.query.secret === 'string' ? req.query.secret : '';
    if (!sameSecret(given, secret)) return fail(res, 401, 'Wrong preview secret');
    const url = sitePath(req.query.url);
    if (!url) return fail(res, 400, 'Parameter "url" must be a path of this site');
    const value = newPreview(secret);
    res.set('Cache-Control', 'no-store');
    res.cookie(PREVIEW_COOKIE, value, { ...cookie, maxAge: PREVIEW_MAX_AGE_MS }).redirect(303, url);
  });
  router.get('/exit', (req, res) => {
    if (!secret) return fail(res, 404, 'Not found');
    const url = req.query.url === undefined ? '/' : sitePath(req.query.url);
    if (!url) return fail(res, 400, 'Parameter "url" must be a path of this site');
    const claims = readPreview(secret, previewCookieOf(req) ?? '');
    if (claims) endPreview(claims);
    res.set('Cache-Control', 'no-store');
    res.clearCookie(PREVIEW_COOKIE, cookie).redirect(303, url);
  });
  return router;
}
