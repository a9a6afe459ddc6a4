import { createServer, request } from 'node:http';

/** The path live-reload-client.js listens to. */
const RELOAD_PATH = '/__dev/reload';

/**
 * What the browser talks to in development: every request goes to the current server (waiting
 * while it restarts), except the reload channel, a Server-Sent Events stream that outlives the
 * restarts and says `change` when a new build is served. It lives here, not in the server,
 * so production code has no trace of it and a restart never waits for its open streams.
 */
export function reloadProxy(whenUp) {
  const listeners = new Set();

  function subscribe(req, res) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    // EventSource tries again after this long when the dev loop itself was restarted.
    res.write('retry: 500\n\n');
    listeners.add(res);
    req.once('close', () => listeners.delete(res));
  }

  async function forward(req, res) {
    let port;
    try {
      port = await whenUp();
    } catch (error) {
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end(`dev: ${error.message}\n`);
      return;
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress];
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor.filter(Boolean).join(', ') },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', (error) => {
      if (res.headersSent) return void res.destroy(error);
      res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`dev: ${error.message}\n`);
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) =>
    req.url === RELOAD_PATH ? subscribe(req, res) : void forward(req, res),
  );
  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject).listen(port, host, () => resolve());
      }),
    announce(build) {
      for (const res of listeners) res.write(`event: change\ndata: ${build}\n\n`);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
