import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that reached the proxy on its way to the server. */
export interface ProxiedRequest {
  method: string;
  url: string;
  /** When it reached the proxy (Date.now()). */
  at: number;
  /** Its answer was being held (or delayed) when it arrived from the server. */
  held: boolean;
  /** The client went away (a read aborted) before its answer was given. */
  aborted: boolean;
  /** The answer was given. */
  answered: boolean;
}

/** Headers that describe one connection or the old framing: the body is sent whole, sized. */
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length'];

const passOn = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.includes(name)));

/**
 * An HTTP proxy on 127.0.0.1 in front of `target`, which forwards every request at once (so the
 * server answers what it holds at that moment) and can keep the answers back: `delay(ms)` gives
 * each answer that many milliseconds after it came, `hold(test)` keeps the answers of the
 * requests whose URL passes `test` until `release()`, which also gives every delayed answer now.
 * `requests` lists what went through, for counting reads.
 */
export async function startHoldingProxy(target: string) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const requests: ProxiedRequest[] = [];
  let delayMs = 0;
  let holding: ((url: string) => boolean) | null = null;
  /** Answers kept back: giving one sends it (once), and clears its timer. */
  const kept = new Set<() => void>();

  const server = createServer((req, res) => {
    const seen: ProxiedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      at: Date.now(),
      held: false,
      aborted: false,
      answered: false,
    };
    requests.push(seen);
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', () => res.destroy());
        answer.on('end', () => {
          let timer: NodeJS.Timeout | undefined;
          const give = () => {
            kept.delete(give);
            clearTimeout(timer);
            if (res.destroyed) return;
            const body = Buffer.concat(chunks);
            res.writeHead(answer.statusCode ?? 502, {
              ...passOn(answer.headers),
              'content-length': body.length,
            });
            res.end(body);
            seen.answered = true;
          };
          if (holding?.(seen.url)) {
            seen.held = true;
            kept.add(give);
          } else if (delayMs > 0) {
            seen.held = true;
            kept.add(give);
            timer = setTimeout(give, delayMs);
          } else give();
        });
      },
    );
    forward.on('error', () => res.destroy());
    res.on('close', () => {
      if (seen.answered) return;
      seen.aborted = true;
      forward.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Reads (GETs) that reached the server so far. */
    reads: () => requests.filter((seen) => seen.method === 'GET').length,
    delay(ms: number) {
      delayMs = ms;
    },
    hold(test: (url: string) => boolean) {
      holding = test;
    },
    /** Ends holding and delaying, and gives every answer kept back, now. */
    release() {
      holding = null;
      delayMs = 0;
      for (const give of [...kept]) give();
    },
    close(): Promise<void> {
      for (const give of [...kept]) give();
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type HoldingProxy = Awaited<ReturnType<typeof startHoldingProxy>>;
