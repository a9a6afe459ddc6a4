import { request, type OutgoingHttpHeaders } from 'node:http';

export interface Got {
  /** The HTTP status, or 0 when the request failed (the reason in `error`). */
  status: number;
  /** The headers as sent, in their order and spelling. */
  headers: [string, string][];
  body: Buffer;
  error?: string;
}

/**
 * One GET over node:http on its own socket (no keep-alive), without `Accept-Encoding` unless
 * given: unlike fetch, the body and headers are the bytes the server sent. Never rejects: a
 * socket error or the time limit is status 0.
 */
export function httpGet(
  url: string,
  options: { headers?: OutgoingHttpHeaders; timeoutMs?: number; method?: string } = {},
): Promise<Got> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', (error) =>
          resolve({ status: 0, headers: [], body: Buffer.alloc(0), error: error.message }),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        headers: [],
        body: Buffer.alloc(0),
        error: error.code ?? error.message,
      }),
    );
    req.end();
  });
}

/** The paths (with their query) of a sitemap's `<loc>` entries, whatever origin they name. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same sequence. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts by key, e.g. statuses: `{ '200': 12, '503': 1 }`. */
export function tally(counts: Record<string, number>, key: string | number, by = 1) {
  counts[String(key)] = (counts[String(key)] ?? 0) + by;
}
