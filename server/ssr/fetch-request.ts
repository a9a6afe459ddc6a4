import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * Express request -> Fetch Request for the router's static handler; aborted when the client leaves.
 * A form body already taken in by Express (server/forms/page-forms.ts) makes it a POST.
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  form?: FormData,
): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (form && /^content-(type|length)$/.test(name))) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, origin), {
    method: form ? 'POST' : 'GET',
    headers,
    body: form,
    signal: controller.signal,
  });
}
