import type { RequestHandler } from 'express';

/**
 * A request that names its host twice is malformed (RFC 9112, section 3.2: 400). Node keeps the first
 * `Host` and drops the rest, while a proxy or cache in front may have gone by another one: the
 * site and what stands before it would disagree on which site was asked.
 */
export const oneHost: RequestHandler = (req, res, next) => {
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2)
    if (req.rawHeaders[index]?.toLowerCase() === 'host') hosts += 1;
  if (hosts <= 1) return next();
  res
    .status(400)
    .set({ 'Cache-Control': 'no-store', Connection: 'close' })
    .type('text')
    .send('Bad request: the request names more than one host.');
};
