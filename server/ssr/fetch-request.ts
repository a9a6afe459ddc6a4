import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * Express request -> Fetch Request for the router's static handler; aborted when the client leaves.
 * A form POST keeps its method so the route action runs, but not its body: Express has taken the
 * form in and relayed it already (server/forms/page-forms.ts).
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const posted = req.method === 'POST';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (posted && /^content-(type|length)$/.test(name))) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, origin), {
    method: posted ? 'POST' : 'GET',
    headers,
    signal: controller.signal,
  });
}
