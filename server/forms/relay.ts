import { setMaxListeners } from 'node:events';
import { LRUCache } from 'lru-cache';
import { OutboxCorruptError, type Outbox, type OutboxItem, type Submission } from './outbox';
import { createRetryScheduler } from './retry-scheduler';

/**
 * One try at handing an item to the CMS: 'delivered' once the CMS has it (created, or already
 * had the key), 'refused' when the CMS will never take it as it is, 'retry' otherwise.
 */
export type DeliveryOutcome = 'delivered' | 'refused' | 'retry';
export type Deliver = (
  item: OutboxItem,
  signal: AbortSignal,
  saveUploads: (ids: number[]) => Promise<void>,
) => Promise<DeliveryOutcome>;

/** What became of a submission: 'conflict' = its key was used with other content. */
export type SubmitOutcome = 'delivered' | 'queued' | 'conflict' | 'unavailable';

/** What /readyz reports of a queue; `parked` is null when it could not be counted. */
export interface Readiness {
  ready: boolean;
  reason?: string;
  outbox?: { pending: number; parked: number | null; writable?: boolean };
}

export interface RelayOptions {
  outbox: Outbox;
  deliver: Deliver;
  waitMs: number;
  retry: { baseMs: number; maxMs: number; concurrency: number };
  /** An item still undelivered this long after it was received is parked. */
  parkAfterMs: number;
  /**
   * The least wait before a retry, and before the first try of what an earlier run left: a
   * request that timed out, or was under way when a worker died, may still be written by the
   * CMS until then (the delivery timeout and a margin).
   */
  leaseMs: number;
  logger: {
    info(details: object, message?: string): void;
    warn(details: object, message?: string): void;
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
 * only after the CMS confirms, or to the dead letters (parked) when the CMS refuses it for good,
 * it cannot be read back, or it is older than `parkAfterMs`. Failed deliveries are retried with
 * backoff, also after a restart.
 */
export function createRelay(options: RelayOptions) {
  const { outbox, logger } = options;
  const pending = new Set<string>();
  const inFlight = new Map<string, Promise<boolean>>();
  // Keys delivered lately and their content, so a resent key is answered without a second record.
  const delivered = new LRUCache<string, string>({ max: 10_000, ttl: 24 * 3600 * 1000 });
  const stopping = new AbortController();
  // Each delivery in flight listens to it until its request ends: one per submission being relayed
  // (bounded by the forms' rate limits and upload budget), not a leak.
  setMaxListeners(0, stopping.signal);

  async function park(id: string, reason: string, error?: unknown) {
    await outbox.park(id, reason);
    pending.delete(id);
    logger.error({ submission: id, reason, err: error }, 'submission parked in the dead letters');
  }

  async function deliverOnce(id: string): Promise<boolean> {
    if (!pending.has(id)) return true;
    let item: OutboxItem | null;
    try {
      item = await outbox.read(id);
    } catch (error) {
      if (!(error instanceof OutboxCorruptError)) throw error;
      await park(id, 'corrupt', error);
      return true;
    }
    // Delivered or parked by another worker since this one listed it: nothing left to do.
    if (item === null) {
      pending.delete(id);
      return true;
    }
    // Confirmed by the CMS in an earlier try that could not take it out of the outbox: only that
    // is left to do, never a second create.
    if (delivered.get(id) === item.submission.fingerprint) return done(item.submission);
    // A CMS that does not answer (timeout, refused connection) is a failed try like a 500: it too
    // must park an entry once it is too old, or that entry is retried for ever.
    const outcome = await options
      .deliver(item, stopping.signal, (ids) => outbox.saveUploads(id, ids))
      .catch((error: unknown): DeliveryOutcome => {
        logger.error({ err: error, submission: id }, 'submission delivery failed');
        return 'retry';
      });
    const age = Date.now() - Date.parse(item.submission.receivedAt);
    if (outcome === 'refused') await park(id, 'refused by the CMS');
    else if (outcome === 'retry' && !(age <= options.parkAfterMs)) await park(id, 'expired');
    if (outcome !== 'delivered') return !pending.has(id);
    return done(item.submission);
  }

  /** Takes a submission the CMS confirmed out of the outbox (remembered first, in case that fails). */
  async function done(submission: Submission): Promise<boolean> {
    delivered.set(submission.id, submission.fingerprint);
    await outbox.delivered(submission);
    pending.delete(submission.id);
    logger.info(
      { submission: submission.id, kind: submission.kind },
      'submission delivered to the CMS',
    );
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

  const scheduler = createRetryScheduler({
    ...options.retry,
    run: attempt,
    minDelayMs: options.leaseMs,
  });

  /** A key already used: the same content is the same submission, other content a conflict. */
  async function alreadyHave(submission: Submission): Promise<SubmitOutcome> {
    const done = delivered.get(submission.id);
    if (done !== undefined) return done === submission.fingerprint ? 'delivered' : 'conflict';
    const kept = await outbox.kept(submission.id);
    if (kept && kept.fingerprint !== submission.fingerprint) return 'conflict';
    return kept?.delivered ? 'delivered' : 'queued';
  }

  async function store(submission: Submission, bytes: Buffer[]): Promise<boolean | 'failed'> {
    try {
      return await outbox.put(submission, bytes);
    } catch (error) {
      logger.error({ err: error, submission: submission.id }, 'outbox cannot store submissions');
      return 'failed';
    }
  }

  /** 'delivered' when the CMS confirmed within the wait, else 'queued' (safe on disk either way). */
  async function submit(submission: Submission, bytes: Buffer[]): Promise<SubmitOutcome> {
    const stored = delivered.has(submission.id) ? false : await store(submission, bytes);
    if (stored === 'failed') return 'unavailable';
    if (!stored) return alreadyHave(submission);
    pending.add(submission.id);
    const first = attempt(submission.id).then((done) => {
      if (!done) scheduler.failed(submission.id);
      return done && !pending.has(submission.id) && delivered.has(submission.id);
    });
    return (await within(first, options.waitMs, false)) ? 'delivered' : 'queued';
  }

  /** Picks up what an earlier run (or a worker this one replaces) left in the outbox. */
  async function start(): Promise<void> {
    for (const id of await outbox.list()) {
      pending.add(id);
      scheduler.after(id, options.leaseMs);
    }
  }

  /** Stops retrying and aborts deliveries under way; the outbox keeps every undelivered item. */
  async function stop(): Promise<void> {
    scheduler.stop();
    stopping.abort();
    await Promise.allSettled([...inFlight.values()]);
  }

  return {
    submit,
    start,
    stop,
    pending: () => pending.size,
    parked: () => outbox.countParked(),
  };
}
