import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * Express request -> the Fetch Request of `url` (the page's address, server/ssr/render-route.ts)
 * the router's static handler takes, aborted only when the client leaves before the answer is
 * sent (an abort builds an exception, so a finished response must not trigger one), and never
 * when the render is `shared` by other visitors. Route
 * loaders and actions read the URL, the method and the request context, never headers, so none
 * are copied. Any method but GET and HEAD reaches the route action as a POST, without its body:
 * Express has taken a form in and relayed it already (server/forms/page-forms.ts), and a route
 * answers anything else (PUT, DELETE, a POST to a page without a form) with its 405 page.
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  url: URL,
  shared = false,
): Request {
  const controller = new AbortController();
  // A shared render (server/ssr/render-route.ts) serves every visitor waiting for it.
  res.on('close', () => {
    if (!shared && !res.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: req.method === 'GET' || req.method === 'HEAD' ? 'GET' : 'POST',
    signal: controller.signal,
  });
}
