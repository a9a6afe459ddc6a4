import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { closeServer, listen } from './start-app';

const SCRIPT = readFileSync(new URL('../fixtures/ymaps3/stand-in.js', import.meta.url), 'utf8');

/**
 * Serves the ymaps3 stand-in on 127.0.0.1: `/v3/` works, `/v3/?never-ready` never becomes
 * ready (the 10 s timeout), `/missing/` answers 404. Records every request's path and query.
 */
export async function startFakeYmaps() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (!req.url?.startsWith('/v3/')) {
      res.statusCode = 404;
      return res.end('not found');
    }
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.end(SCRIPT);
  });
  const url = await listen(server);
  return { url, requests, close: () => closeServer(server) };
}
