import type { Request, RequestHandler } from 'express';
import { refusalLanguage, refusalText } from '../refusals';

/** How many `Host` headers the request came with: Node keeps the first and drops the rest. */
export function hostHeaders(req: Request): number {
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2)
    if (req.rawHeaders[index]?.toLowerCase() === 'host') hosts += 1;
  return hosts;
}

/**
 * A request that names its host twice is malformed (RFC 9112, section 3.2: 400): a proxy or
 * cache in front may have gone by another `Host` than the first, which Node keeps, and the site
 * and what stands before it would disagree on which site was asked.
 */
export const oneHost: RequestHandler = (req, res, next) => {
  if (hostHeaders(req) <= 1) return next();
  res
    .status(400)
    .set({ 'Cache-Control': 'no-store', Connection: 'close' })
    .type('text')
    .send(refusalText(refusalLanguage(req), 'twoHosts'));
};
