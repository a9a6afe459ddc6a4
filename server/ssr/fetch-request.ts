import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * Express request -> the Fetch Request the router's static handler takes, aborted only when the
 * client leaves before the answer is sent (an abort builds an exception, so a finished response
 * must not trigger one). Route loaders and actions read the URL, the method and the request
 * context, never headers, so none are copied. A form POST keeps its method so the route action
 * runs, but not its body: Express has taken the form in and relayed it already
 * (server/forms/page-forms.ts).
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method === 'POST' ? 'POST' : 'GET',
    signal: controller.signal,
  });
}
