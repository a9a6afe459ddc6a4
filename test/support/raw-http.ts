import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came: no decoding of a Content-Encoding. */
  body: Buffer;
}

/**
 * One request as a client sends it, unlike supertest, which decodes compressed bodies and sets
 * headers of its own; `fresh`: on a connection of its own.
 */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  fresh = false,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ...(fresh ? { agent: false } : {}) };
    const sent = httpRequest(`${base}${path}`, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}
