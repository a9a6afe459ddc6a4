import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { refusalLanguage, refusalText } from '../refusals';
import { isApiPath } from '../api/api-path';

/**
 * Per client IP, counts only the requests that had to wait for the CMS (cache misses), so
 * browsing cached pages is never limited while a flood of random slugs is (429 with Retry-After).
 * app.ts puts it only before handlers that may reach the CMS, so an address over the limit keeps
 * its cached pages, files, robots.txt, the sitemap and its forms.
 */
export function readRateLimit(
  limit: { max: number; windowMs: number },
  /** Requests known not to reach the CMS themselves (server/ssr/render-route.ts). */
  skip: (req: Request, res: Response) => boolean = () => false,
) {
  return rateLimit({
    skip,
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.requestContext?.cmsLoads === 0,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (req, res, next) => {
      // originalUrl: mounted under /api, `req.path` no longer starts with it. A read-API answer
      // the CMS cache holds is still given; only a load that would reach the CMS is refused.
      const context = res.locals.requestContext;
      if (isApiPath(req.originalUrl) && context) {
        context.overReadLimit = true;
        return next();
      }
      res
        .status(429)
        .type('text')
        .send(refusalText(refusalLanguage(req), 'tooManyPages'));
    },
  });
}
