import type { ErrorRequestHandler } from 'express';
import { refusalLanguage, refusalText } from '../refusals';
import { currentRequest } from '../request-context';
import { isApiPath } from '../api/api-path';

/** The texts (locales/<lang>/errors.json) of statuses with their own; other 4xx are a bad request. */
const TEXTS: Record<number, string> = { 404: 'notFound.title', 413: 'tooLarge' };

/**
 * The last resort. A 4xx (an undecodable URL, a body parser's complaint) is the visitor's
 * mistake: a warning without a stack, and its own wording, in the visitor's language. Every
 * answer names the request id, which is in every log line of the request too (`reqId`).
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 600
      ? error.status
      : 500;
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  else req.log.warn({ status, message: String(error?.message ?? '') }, 'bad request');
  if (res.headersSent) return res.end();
  const reqId = currentRequest()?.id ?? String(req.id);
  const lang = refusalLanguage(req);
  const message = refusalText(
    lang,
    TEXTS[status] ?? (status < 500 ? 'badRequest.title' : 'server.text'),
  );
  if (status === 503) res.set('Retry-After', '30');
  if (isApiPath(req.originalUrl))
    return res.status(status).json({ error: { status, message, reqId } });
  res
    .status(status)
    .type('text')
    .send(`${message}\n${refusalText(lang, 'reqId', { id: reqId })}`);
};
