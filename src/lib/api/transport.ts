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

export function httpTransport(base = '/api'): ReadTransport {
  return async ({ path, params }) => {
    const query = new URLSearchParams(params).toString();
    const response = await fetch(`${base}${path}${query ? `?${query}` : ''}`, {
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  };
}
