import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database';
import type { Submission } from './outbox';
import { createPgOutbox, type ClaimedItem, type Settlement } from './pg-outbox';
import { within, type Deliver, type Readiness, type SubmitOutcome } from './relay';
import { delayAfter } from './retry-scheduler';

export interface PgRelayOptions {
  db: Database;
  deliver: Deliver;
  waitMs: number;
  retry: { baseMs: number; maxMs: number; concurrency: number };
  /** Deliveries at a time, the visitors' first tries included: each holds a connection. */
  deliverySlots: number;
  parkAfterMs: number;
  /**
   * How long a delivery holds its submission without renewing (renewed while it runs): the
   * delivery timeout and a margin, so a crashed instance's submission is tried again only once
   * its last request can no longer be in the CMS. Also the least wait before any retry, since a
   * timed-out request may still be written.
   */
  leaseMs: number;
  logger: {
    info(details: object, message?: string): void;
    error(details: object, message?: string): void;
  };
}

/** Readiness must answer quickly even when the database does not. */
const COUNT_TIMEOUT_MS = 2000;
const DOWN: Readiness = { ready: false, reason: 'database unreachable' };

/**
 * The relay of a multi-instance deployment: submissions are committed to PostgreSQL before the
 * visitor's answer, then delivered by whichever instance leases them first. Each instance runs
 * `concurrency` workers that claim due rows (`pg-outbox.ts`); a failed try is rescheduled with
 * capped exponential backoff and jitter, and parked once older than `parkAfterMs`.
 */
export function createPgRelay(options: PgRelayOptions) {
  const { db, logger } = options;
  const outbox = createPgOutbox(db.pool);
  const stopping = new AbortController();
  // Every delivery in flight listens to it: as many as the pool has connections, not a leak.
  setMaxListeners(0, stopping.signal);
  const pollMs = Math.min(Math.max(options.retry.baseMs, 100), 1000);
  const running = new Set<Promise<unknown>>();
  const workers: Promise<void>[] = [];
  let unreachable = false;
  let busy = 0;
  // Retries may take every slot but one, which stays for visitors' first tries: retries of
  // submissions the CMS is slow to fail must not turn every visitor's 201 into a 202. (With one
  // slot they share it, first tries first.)
  const retrySlots = Math.max(1, options.deliverySlots - 1);
  /** First tries waiting for a slot, in turn; a slot that frees up goes to them before retries. */
  const waiting: (() => void)[] = [];

  /** A claim in a slot already taken; the slot goes on to a waiting first try, or is freed. */
  function claimIn(key?: Submission): Promise<Settlement | undefined> {
    return track(outbox.withClaimed(tryDelivery, options.leaseMs, key)).finally(() => {
      const next = stopping.signal.aborted ? undefined : waiting.shift();
      if (next) next();
      else busy -= 1;
    });
  }

  /**
   * A worker's claim, in a free retry slot, or undefined at once when none is free: a slow CMS
   * must never take the connections that new submissions are stored with.
   */
  function retryInSlot(): Promise<Settlement | undefined> {
    if (busy >= retrySlots || waiting.length > 0) return Promise.resolve(undefined);
    busy += 1;
    return claimIn();
  }

  /** A visitor's first try: in a free slot, or the first to free up within `ms`, else undefined. */
  async function firstInSlot(key: Submission, ms: number): Promise<Settlement | undefined> {
    if (busy >= options.deliverySlots) {
      const handed = await new Promise<boolean>((resolve) => {
        const take = () => (clearTimeout(timer), resolve(true));
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          resolve(false);
        }, ms).unref();
        waiting.push(take);
      });
      if (!handed) return undefined;
    } else busy += 1;
    return claimIn(key);
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    promise.then(
      () => running.delete(promise),
      () => running.delete(promise),
    );
    return promise;
  }

  function judge(item: ClaimedItem, error: string): Settlement {
    const { id, kind } = item.submission;
    if (Date.now() - item.queuedAt.getTime() < options.parkAfterMs)
      return {
        outcome: 'retry',
        error,
        delayMs: Math.max(options.leaseMs, delayAfter(options.retry, item.attempts + 1)),
      };
    logger.error({ submission: id, kind }, 'submission parked: undelivered for too long');
    return { outcome: 'parked', error };
  }

  async function tryDelivery(
    item: ClaimedItem,
    saveUploads: (ids: number[]) => Promise<void>,
  ): Promise<Settlement> {
    const { id, kind } = item.submission;
    try {
      const outcome = await options.deliver(item, stopping.signal, saveUploads);
      if (outcome === 'delivered') {
        logger.info({ submission: id, kind }, 'submission delivered to the CMS');
        return { outcome: 'delivered' };
      }
      if (outcome === 'refused') {
        logger.error({ submission: id, kind }, 'submission parked: refused by the CMS');
        return { outcome: 'parked', error: 'refused by the CMS' };
      }
      return judge(item, 'the CMS could not be reached or failed');
    } catch (error) {
      logger.error({ err: error, submission: id }, 'submission delivery failed');
      return judge(item, error instanceof Error ? error.message : 'delivery failed');
    }
  }

  /** Logs the database going away and coming back once each, not on every poll. */
  function reachable(now: boolean, error?: unknown) {
    if (now === !unreachable) return;
    unreachable = !now;
    if (now) logger.info({}, 'submission queue reachable again');
    else logger.error({ err: error }, 'submission queue unreachable');
  }

  let forgottenAt = 0;
  /** Idle workers forget delivered keys past their day, at most once an hour per instance. */
  function forgetOldKeys() {
    if (Date.now() - forgottenAt < 3_600_000) return;
    forgottenAt = Date.now();
    void outbox.forgetDelivered().catch(() => (forgottenAt = 0));
  }

  async function worker(): Promise<void> {
    while (!stopping.signal.aborted) {
      const settled = await retryInSlot().then(
        (result) => (reachable(true), result),
        (error: unknown) => reachable(false, error),
      );
      if (settled) continue;
      forgetOldKeys();
      await sleep(pollMs * (0.5 + Math.random()), undefined, {
        signal: stopping.signal,
        ref: false,
      }).catch(() => undefined);
    }
  }

  /**
   * 'delivered' when the CMS confirmed within the wait, 'queued' once committed, 'conflict' when
   * the key was used with other content, else 'unavailable'.
   */
  async function submit(submission: Submission, bytes: Buffer[]): Promise<SubmitOutcome> {
    try {
      // Held back from the workers for the visitor's own try, which starts at once.
      const stored = await outbox.put(submission, bytes, options.waitMs);
      if (stored !== 'stored') return stored;
    } catch (error) {
      reachable(false, error);
      return 'unavailable';
    }
    const first = firstInSlot(submission, options.waitMs).then(
      (settled) => settled?.outcome === 'delivered',
      () => false,
    );
    return (await within(first, options.waitMs, false)) ? 'delivered' : 'queued';
  }

  return {
    submit,
    /** Starts the workers once the schema is migrated; they pick up what any instance left. */
    async start(): Promise<void> {
      for (let lane = 0; lane < options.retry.concurrency; lane += 1)
        workers.push(db.ready().then(worker, () => undefined));
    },
    /** Aborts deliveries under way; their rows stay queued for the next try by any instance. */
    async stop(): Promise<void> {
      stopping.abort();
      await Promise.allSettled([...workers, ...running]);
    },
    /** The queue's counts from the database; not ready while it cannot be reached. */
    async readiness(): Promise<Readiness> {
      if (!db.isMigrated()) return DOWN;
      return outbox.counts(COUNT_TIMEOUT_MS).then(
        (counts): Readiness => ({ ready: true, outbox: counts }),
        (): Readiness => DOWN,
      );
    },
  };
}
