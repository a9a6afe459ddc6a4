import type { Outbox, OutboxItem, Submission } from './outbox';
import { createRetryScheduler } from './retry-scheduler';

/** One try at handing an item to the CMS; true once the CMS has it (created, or already had the key). */
export type Deliver = (
  item: OutboxItem,
  signal: AbortSignal,
  saveUploads: (ids: number[]) => Promise<void>,
) => Promise<boolean>;

export interface RelayOptions {
  outbox: Outbox;
  deliver: Deliver;
  waitMs: number;
  retry: { baseMs: number; maxMs: number; concurrency: number };
  logger: {
    info(details: object, message?: string): void;
    error(details: object, message?: string): void;
  };
}

export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Every submission goes to the outbox first (write-ahead), then to the CMS; it leaves the outbox
 * only after the CMS confirms. Failed deliveries are retried with backoff, also after a restart.
 */
export function createRelay(options: RelayOptions) {
  const { outbox, logger } = options;
  const pending = new Set<string>();
  const inFlight = new Map<string, Promise<boolean>>();
  const stopping = new AbortController();

  async function deliverOnce(id: string): Promise<boolean> {
    if (!pending.has(id)) return true;
    const item = await outbox.read(id);
    const delivered = await options.deliver(item, stopping.signal, (ids) =>
      outbox.saveUploads(id, ids),
    );
    if (!delivered) return false;
    await outbox.remove(id);
    pending.delete(id);
    logger.info({ submission: id, kind: item.submission.kind }, 'submission delivered to the CMS');
    return true;
  }

  /** Concurrent attempts at one item (the visitor's and the worker's) share one delivery. */
  function attempt(id: string): Promise<boolean> {
    const running = inFlight.get(id);
    if (running) return running;
    const run = deliverOnce(id)
      .catch((error: unknown) => {
        logger.error({ err: error, submission: id }, 'submission delivery failed');
        return false;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, run);
    return run;
  }

  const scheduler = createRetryScheduler({ ...options.retry, run: attempt });

  /** 'delivered' when the CMS confirmed within the wait, else 'queued' (safe on disk either way). */
  async function submit(submission: Submission, bytes: Buffer[]): Promise<'delivered' | 'queued'> {
    const stored = await outbox.put(submission, bytes);
    if (!stored) return 'queued';
    pending.add(submission.id);
    const first = attempt(submission.id).then((done) => {
      if (!done) scheduler.failed(submission.id);
      return done;
    });
    return (await within(first, options.waitMs, false)) ? 'delivered' : 'queued';
  }

  /** Picks up what an earlier run left in the outbox. */
  async function start(): Promise<void> {
    for (const id of await outbox.list()) {
      pending.add(id);
      scheduler.now(id);
    }
  }

  /** Stops retrying and aborts deliveries under way; the outbox keeps every undelivered item. */
  async function stop(): Promise<void> {
    scheduler.stop();
    stopping.abort();
    await Promise.allSettled([...inFlight.values()]);
  }

  return { submit, start, stop, pending: () => pending.size };
}

export type Relay = ReturnType<typeof createRelay>;
