import type { Request, RequestHandler, Response } from 'express';
import type { FormResult } from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';

/** A problem found before the body is read; the body is then never parsed. */
function refuse(res: Response, problem: FormResult) {
  res.locals.formProblem = problem;
  res.locals.formBodyRefused = true;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** Sec-Fetch-Site of a request no other site started: the page's own, or the visitor directly. */
const NOT_CROSS_SITE = new Set(['same-origin', 'none']);

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;

/**
 * The origin a request was sent to, believed only when it names the loopback: a browser sends such
 * a Host only for a page it opened on this machine by that address (development, tests). Any other
 * name in Host, or in X-Forwarded-Host, which proxies copy from the client, may be one an attacker
 * points at the bank's address (DNS rebinding): the page is then the attacker's, though Origin
 * and Host agree and the browser says same-origin.
 */
function loopbackOrigin(req: Request): string | null {
  const host = req.get('host') ?? '';
  return LOOPBACK.test(host) ? `${req.protocol}://${host}` : null;
}

/**
 * A browser that sends Sec-Fetch-Site knows the posting page's real origin: anything else than
 * same-origin is another origin, a page on this host under another scheme or port (same-site)
 * included, even when a proxy hides the scheme from `req.protocol`. Otherwise the Origin header
 * (or, without it, the Referer) must be the site's public origin (PUBLIC_URL) or a loopback one. A
 * hidden origin (`Origin: null`: a sandboxed frame, a data: page) is believed only with
 * Sec-Fetch-Site: same-origin, since the site's own pages send theirs
 * (strict-origin-when-cross-origin). Requests with neither header come from servers
 * (integrators), not from a browser another site could drive.
 */
function isCrossSite(req: Request, own: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && !NOT_CROSS_SITE.has(fetchSite)) return true;
  const origin = req.get('origin') ?? originOf(req.get('referer'));
  if (origin === 'null') return fetchSite === undefined;
  return origin !== null && origin !== own && origin !== loopbackOrigin(req);
}

/** Cross-site form posts are refused with 403 and a message in the visitor's language. */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const own = new URL(publicUrl).origin;
  return (req: Request, res, next) => {
    if (isCrossSite(req, own))
      refuse(res, { ok: false, status: 403, errors: { [FORM_ERROR]: 'errors.crossSite' } });
    next();
  };
}

export function bodyRefused(res: Response): boolean {
  return res.locals.formBodyRefused === true;
}
