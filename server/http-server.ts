import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
}

/**
 * The HTTP server with time limits, so a slow upload (or headers sent a byte a minute) cannot
 * hold a connection and its memory for minutes: past them Node answers 408 and closes it.
 */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts): Server {
  return createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // How often Node looks for expired requests; its default of 30 s would stretch the limits.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    app,
  );
}
