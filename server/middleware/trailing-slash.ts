import type { RequestHandler } from 'express';

/**
 * One URL per page: `/ru/deposit/` answers 301 to `/ru/deposit`, keeping the query. Leading slashes
 * are collapsed too, so `//evil.example/` can never become a protocol-relative redirect.
 */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    req.path === '/' ||
    !req.path.endsWith('/')
  )
    return next();
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  res.redirect(301, `/${req.path.replace(/^\/+|\/+$/g, '')}${query}`);
};
