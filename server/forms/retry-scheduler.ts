export interface RetryOptions {
  baseMs: number;
  maxMs: number;
  concurrency: number;
  /** One delivery attempt; true when the item is done (delivered or gone). */
  run(id: string): Promise<boolean>;
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

  /** Schedules the next try of an item whose attempt just failed. */
  function failed(id: string) {
    if (stopped) return;
    const count = (failures.get(id) ?? 0) + 1;
    failures.set(id, count);
    clearTimeout(timers.get(id));
    const timer = setTimeout(
      () => {
        timers.delete(id);
        enqueue(id);
      },
      delayAfter(options, count),
    );
    timers.set(id, timer.unref());
  }

  function stop() {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    ready.length = 0;
  }

  return { now: enqueue, failed, stop };
}
