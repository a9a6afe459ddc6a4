import type { RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { previewCookieOf, readPreview } from './preview-cookie';

const contextOf = (res: Response) => res.locals.requestContext;

/**
 * Strapi 5's admin shows the preview in an iframe of its own origin, which the site's
 * `frame-ancestors 'self'` refuses: a preview answer names the CMS origin too. X-Frame-Options
 * cannot name another origin, and browsers that know frame-ancestors ignore it, so it goes.
 */
function allowCmsFrame(res: Response, cmsOrigin: string) {
  const policy = res.get('Content-Security-Policy');
  if (policy) {
    const framed = policy.replace(
      /frame-ancestors [^;]*/,
      (directive) => `${directive} ${cmsOrigin}`,
    );
    res.set('Content-Security-Policy', framed);
  }
  res.removeHeader('X-Frame-Options');
}

/**
 * Marks a request that carries a valid preview cookie: from here on its CMS reads ask for drafts
 * and skip the caches (server/cms/cms-loader.ts). A forged, expired, too long-lived, ended (exit)
 * or older-secret cookie changes nothing (preview-cookie.ts).
 */
export function previewMode(config: Config): RequestHandler {
  const secret = config.previewSecret;
  // The admin is served by the CMS (Strapi's default), from CMS_URL; the embedded content has none.
  const cmsOrigin = config.cms.url && new URL(config.cms.url).origin;
  return (req, res, next) => {
    const cookie = secret ? previewCookieOf(req) : null;
    const context = contextOf(res);
    if (secret && cookie && context && readPreview(secret, cookie)) {
      context.preview = true;
      if (cmsOrigin) allowCmsFrame(res, cmsOrigin);
    }
    next();
  };
}

export const isPreview = (res: Response) => contextOf(res)?.preview === true;

/**
 * A preview answer is this editor's alone: never stored by a browser or proxy, never indexed. It
 * goes out without an ETag (res.end, not res.send, which would add one), so no If-None-Match can
 * turn it into a 304 for a copy kept from a published answer.
 */
export function sendPreview(res: Response, body: string | Buffer): void {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }).end(body);
}
