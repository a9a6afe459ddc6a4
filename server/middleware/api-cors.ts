import type { RequestHandler } from 'express';
import cors from 'cors';

/**
 * CORS for the read API (§7, integrators' browser apps): GET and HEAD from the listed origins
 * only, with the preflight `If-None-Match` needs (it is not a CORS-safelisted header). Other
 * origins get no CORS headers at all, so their browsers keep the answer from their scripts.
 * The form endpoints never get this: they stay same-origin (request-guards.ts).
 */
export function apiCors(origins: readonly string[]): RequestHandler {
  if (origins.length === 0) return (_req, _res, next) => next();
  const allowed = new Set(origins);
  const handle = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD'],
    allowedHeaders: ['Accept', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'X-Request-Id'],
    maxAge: 600,
  });
  // Every answer varies by Origin, the ones without CORS headers too, or a shared cache could
  // hand a listed origin an answer stored for another one.
  return (req, res, next) => {
    res.vary('Origin');
    handle(req, res, next);
  };
}
