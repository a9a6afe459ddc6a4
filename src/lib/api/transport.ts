/**
 * How the store reaches the read API: over HTTP in the browser, in-process on the server,
 * so SSR never sends a request to itself.
 */
export interface ReadRequest {
  /** Read-API path below /api, e.g. `/deposits/omonat-plus`. */
  path: string;
  params: Record<string, string>;
}

export interface ReadResponse {
  status: number;
  body: unknown;
}

export type ReadTransport = (request: ReadRequest) => Promise<ReadResponse>;

/**
 * In an editor's preview every read goes to the server: a published answer the browser kept
 * (`max-age=60`) would otherwise stand in for the draft.
 */
export function httpTransport(options: { preview?: boolean } = {}, base = '/api'): ReadTransport {
  const cache: RequestCache = options.preview ? 'no-store' : 'default';
  return async ({ path, params }) => {
    const query = new URLSearchParams(params).toString();
    const response = await fetch(`${base}${path}${query ? `?${query}` : ''}`, {
      headers: { Accept: 'application/json' },
      cache,
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  };
}
