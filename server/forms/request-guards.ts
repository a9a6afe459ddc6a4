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

/**
 * Cross-site form posts are refused (403): the Origin header (or, without it, the Referer) must
 * be the site's public origin or the origin the request was sent to. Requests with neither
 * come from servers (integrators), not from a browser another site could drive. A browser that
 * hides the origin (`Origin: null`, as a plain form POST under a no-referrer policy sends) is
 * judged by its Sec-Fetch-Site header instead.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const own = new URL(publicUrl).origin;
  return (req: Request, res, next) => {
    const given = req.get('origin');
    const origin = given && given !== 'null' ? given : originOf(req.get('referer'));
    const host = `${req.protocol}://${req.get('host') ?? ''}`;
    const crossSite = req.get('sec-fetch-site') === 'cross-site';
    if (crossSite || (origin && origin !== own && origin !== host))
      refuse(res, { ok: false, status: 403, errors: { [FORM_ERROR]: 'errors.crossSite' } });
    next();
  };
}

/**
 * Caps the upload bytes held in memory over all requests: a request reserves its declared size
 * (or `largestBody` when it does not declare one) until its answer is sent; past the cap it gets
 * 503 with Retry-After before anything is read.
 */
export function uploadBudget(totalBytes: number, largestBody: number): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (res.locals.formBodyRefused) return next();
    const declared = Number(req.get('content-length'));
    const size = Math.min(Number.isFinite(declared) ? declared : largestBody, largestBody);
    if (inFlight + size > totalBytes) {
      res.set('Retry-After', '30');
      refuse(res, {
        ok: false,
        status: 503,
        errors: { [FORM_ERROR]: 'errors.busy' },
        retryAfterSeconds: 30,
      });
      return next();
    }
    inFlight += size;
    res.once('close', () => (inFlight -= size));
    next();
  };
}

export function bodyRefused(res: Response): boolean {
  return res.locals.formBodyRefused === true;
}
