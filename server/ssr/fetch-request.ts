import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Express request -> Fetch Request for the router's static handler; aborted when the client leaves. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, origin), {
    method: 'GET',
    headers,
    signal: controller.signal,
  });
}
