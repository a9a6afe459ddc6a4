import pLimit from 'p-limit';

/** The gate's queue is full: the page is answered 503 with Retry-After instead of waiting. */
export class RenderBusyError extends Error {
  constructor() {
    super('too many renders in flight');
    this.name = 'RenderBusyError';
  }
}

export interface RenderGateOptions {
  /** Renders running at once in this process. */
  inFlight: number;
  /** Renders waiting for a place; one more is refused. */
  queue: number;
}

/**
 * Caps the renders of one process: each holds a store, its CMS answers and its HTML, so a burst
 * of distinct pages (a crawler, the first minute after a purge) could otherwise start thousands at
 * once and exhaust the heap. A short queue absorbs a spike; past it, a refusal costs nothing.
 * Concurrent misses of one page are already one render (server/ssr/html-cache.ts).
 */
export function createRenderGate(options: RenderGateOptions) {
  const limit = pLimit(options.inFlight);
  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      if (limit.activeCount >= options.inFlight && limit.pendingCount >= options.queue)
        return Promise.reject(new RenderBusyError());
      return limit(render);
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;
