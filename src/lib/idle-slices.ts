/** §9: idle work waits for the browser to be idle, at most this long. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(work: (deadline?: IdleDeadline) => void, fallbackDelay: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackDelay);
  return () => clearTimeout(timer);
}

/**
 * The longest an idle slice keeps the main thread. An idle period lasts up to 50 ms, and a press
 * that comes meanwhile waits for the slice: on a 4x slower phone CPU that is 200 ms (issue 24).
 */
const SLICE_MS = 8;

/** Runs `step` in idle periods, as many times as each allows up to SLICE_MS, until it returns a result. */
export function inIdleSlices<T>(step: () => T | undefined, done: (result: T) => void): () => void {
  let cancel: () => void;
  const slice = (deadline?: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    do {
      const result = step();
      if (result !== undefined) return done(result);
    } while (
      deadline &&
      !deadline.didTimeout &&
      deadline.timeRemaining() > 2 &&
      performance.now() < end
    );
    cancel = whenIdle(slice, 0);
  };
  cancel = whenIdle(slice, IDLE_TIMEOUT_MS);
  return () => cancel();
}

/** A step for `inIdleSlices` that hands `items` to `run` one per step, done once all are. */
export function oneAtATime<T>(items: T[], run: (item: T) => unknown): () => true | undefined {
  const queue = [...items];
  return () => {
    const item = queue.shift();
    if (item !== undefined) run(item);
    return queue.length === 0 ? true : undefined;
  };
}
