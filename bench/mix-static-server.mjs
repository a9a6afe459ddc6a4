// The traffic mix's ceiling (bench/traffic-mix.ts): a plain node:http server, in its own process
// like the site, answering each captured URL (path and query, as sent) with the very bytes and
// headers the site sent for it, held in memory; 404 for anything else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [dir] = process.argv.slice(2);
/** @type {{ url: string, file: string, headers: Record<string, string> }[]} */
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
const answers = new Map(
  manifest.map(({ url, file, headers }) => [url, { headers, body: readFileSync(join(dir, file)) }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
