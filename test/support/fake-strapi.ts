import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string parsed back with Strapi's bracket syntax. */
  query: Record<string, unknown>;
  url: string;
  headers: IncomingMessage['headers'];
  /** The raw request body (empty for GET). */
  body: Buffer;
}

/** `hang` never answers (a timeout); `text` answers a non-JSON body. */
export type FakeAnswer = { status?: number; body?: unknown; text?: string } | 'hang';
export type FakeHandler = (
  request: FakeRequest,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

export interface FakeStrapi {
  baseUrl: string;
  requests: FakeRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

const NOT_FOUND = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toRequest(req: IncomingMessage, body: Buffer): FakeRequest {
  const url = req.url ?? '/';
  const [path = '/', search = ''] = url.split('?');
  return {
    method: req.method ?? 'GET',
    path,
    query: qs.parse(search, { depth: 10 }) as Record<string, unknown>,
    url,
    headers: req.headers,
    body,
  };
}

/** A Strapi stand-in on 127.0.0.1 that records every request; unknown requests get a 404. */
export async function startFakeStrapi(initial: FakeHandler = () => undefined): Promise<FakeStrapi> {
  let handler = initial;
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const request = toRequest(req, await readBody(req));
    requests.push(request);
    const answer = (await handler(request)) ?? { status: 404, body: NOT_FOUND };
    if (answer === 'hang') return;
    res.statusCode = answer.status ?? 200;
    res.setHeader('Content-Type', answer.text === undefined ? 'application/json' : 'text/html');
    res.end(answer.text ?? JSON.stringify(answer.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Answers by `path`, ignoring the query; handy when one fixture per path is enough. */
export function answerByPath(table: Record<string, unknown>): FakeHandler {
  return (request) => (request.path in table ? { body: table[request.path] } : undefined);
}
