export interface RetryOptions {
  baseMs: number;
  maxMs: number;
  concurrency: number;
  /** One delivery attempt; true when the item is done (delivered or gone). */
  run(id: string): Promise<boolean>;
  /** The least wait before any retry (a timed-out request may still be written by the CMS). */
  minDelayMs?: number;
}

/** Doubling from `baseMs` up to `maxMs`, then a random half of it, so retries do not come in waves. */
export function delayAfter(
  options: Pick<RetryOptions, 'baseMs' | 'maxMs'>,
  failures: number,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** (failures - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * Retries items with exponential backoff and jitter, at most `concurrency` at a time.
 * Timers are unref'd: a pending retry never keeps the process alive.
 */
export function createRetryScheduler(options: RetryOptions) {
  const failures = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();
  const ready: string[] = [];
  let active = 0;
  let stopped = false;

  function pump() {
    while (!stopped && active < options.concurrency && ready.length > 0) {
      const id = ready.shift() as string;
      active += 1;
      void options
        .run(id)
        .catch(() => false)
        .then((done) => (done ? failures.delete(id) : failed(id)))
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  }

  function enqueue(id: string) {
    if (!ready.includes(id)) ready.push(id);
    pump();
  }

  /** Tries an item once `ms` have passed. */
  function after(id: string, ms: number) {
    if (stopped) return;
    clearTimeout(timers.get(id));
    const timer = setTimeout(() => {
      timers.delete(id);
      enqueue(id);
    }, ms);
    timers.set(id, timer.unref());
  }

  /** Schedules the next try of an item whose attempt just failed. */
  function failed(id: string) {
    const count = (failures.get(id) ?? 0) + 1;
    failures.set(id, count);
    after(id, Math.max(options.minDelayMs ?? 0, delayAfter(options, count)));
  }

  function stop() {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    ready.length = 0;
  }

  return { now: enqueue, after, failed, stop };
}
