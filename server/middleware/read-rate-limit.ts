import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RequestContext } from '../request-context';

/**
 * Per client IP, counts only the requests that had to wait for the CMS (cache misses), so
 * browsing cached pages is never limited while a flood of random slugs is (429 with Retry-After).
 */
export function readRateLimit(limit: { max: number; windowMs: number }) {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) =>
      (res.locals.requestContext as RequestContext | undefined)?.cmsLoads === 0,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (req, res) => {
      const message = 'Too many requests from your address. Please try again in a minute.';
      if (req.path.startsWith('/api/')) res.status(429).json({ error: { status: 429, message } });
      else res.status(429).type('text').send(message);
    },
  });
}
