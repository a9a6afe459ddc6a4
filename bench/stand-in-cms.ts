import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createDemoAdapter } from '../server/cms/demo/demo-adapter';

export interface StandInCms {
  url: string;
  /** Requests answered so far. */
  count(): number;
  close(): Promise<void>;
}

/**
 * A Strapi stand-in on 127.0.0.1 that answers every read with the embedded demo content after
 * `delayMs` (a CMS across a network) and counts the requests that reach it.
 */
export async function startStandInCms(delayMs: number): Promise<StandInCms> {
  const adapter = createDemoAdapter();
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    setTimeout(async () => {
      const config = {
        url: req.url ?? '/',
        method: 'get',
        headers: new AxiosHeaders(),
      } as InternalAxiosRequestConfig;
      const answer = await adapter(config).catch(
        (error: { response?: { status: number; data: unknown } }) => error.response,
      );
      res.writeHead(answer?.status ?? 500, { 'Content-Type': 'application/json' });
      res.end(typeof answer?.data === 'string' ? answer.data : JSON.stringify(answer?.data ?? {}));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
