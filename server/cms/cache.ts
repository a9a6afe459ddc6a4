import { LRUCache } from 'lru-cache';

/** A CMS read; the signal aborts it when a purge drops its key. */
export type Load<V> = (signal: AbortSignal) => Promise<V>;

export interface CmsCacheOptions<V> {
  /** Seconds an answer is fresh; 0 reads the CMS on every lookup (stale kept for its failures). */
  ttlSeconds: number;
  /** Bound of the whole cache, in the bytes `sizeOf` charges. */
  maxBytes: number;
  /** What an answer costs in memory, with what is derived from it (server/cms/derived.ts). */
  sizeOf: (value: V, key: string) => number;
  /** Called when a refresh fails and the stale entry goes on answering. */
  onStale?: (key: string, error: unknown) => void;
  /** Each lookup's outcome, for the metrics. */
  onLookup?: (result: 'hit' | 'miss' | 'stale') => void;
  /** The clock of the TTLs, read on every check (tests); lru-cache's own by default. */
  clock?: { now(): number };
}

export interface CmsCache<V> {
  /**
   * The entry for `key`: fresh at once; expired at once while one background refresh runs;
   * otherwise `load`'s answer, shared by concurrent lookups. A failing CMS is answered by the
   * stale entry when there is one. Never an answer whose read started before a purge of `key`.
   */
  get(key: string, load: Load<V>): Promise<V>;
  /**
   * Drops the entries that pass `test` (given their value, or undefined for a read in flight),
   * aborting their reads in flight; the number dropped.
   */
  purge(test: (key: string, value: V | undefined) => boolean): number;
}

/** What is stored: the value (null is a value: a 4xx answer) and the purge epoch its read began in. */
interface Answer<V> {
  value: V;
  epoch: number;
}

/**
 * The CMS call cache: lru-cache's `fetch()` does the work (stale-while-revalidate with
 * `allowStale` and `noDeleteOnStaleGet`, one load per key, bound by bytes, and `delete()`
 * aborting a load in flight so its answer is never stored). What is ours: answers carry the purge
 * epoch their read began in, so a lookup that was already waiting when a purge came reads again
 * instead of handing out what the purge dropped.
 */
export function createCmsCache<V>(options: CmsCacheOptions<V>): CmsCache<V> {
  // TTL 0: no freshness at all (lru-cache's 0 means "never expires"), so each lookup refreshes.
  const alwaysRefresh = options.ttlSeconds <= 0;
  let epoch = 0;
  /** lru-cache's `keys()` skips keys whose load is in flight, and a purge must reach them. */
  const loading = keysInFlight();

  const cache = new LRUCache<string, Answer<V>, Load<V>>({
    maxSize: options.maxBytes,
    sizeCalculation: (answer, key) => Math.max(1, options.sizeOf(answer.value, key)),
    ttl: alwaysRefresh ? undefined : options.ttlSeconds * 1000,
    // Expired entries stay to answer at once while refreshing, and while the CMS fails.
    allowStale: !alwaysRefresh,
    noDeleteOnStaleGet: true,
    // A purge's abort answers the lookups waiting on it with the old entry or nothing; get() then
    // reads again.
    allowStaleOnFetchAbort: true,
    ...(options.clock && { perf: options.clock, ttlResolution: 0 }),
    fetchMethod: async (key, stale, { signal, options: fetchOptions, context: load }) => {
      const started = epoch;
      // A failed refresh keeps and answers the stale entry; a failed miss rejects every waiter.
      fetchOptions.allowStaleOnFetchRejection = stale !== undefined;
      loading.start(key);
      try {
        // No budget of its own: nobody waits for a refresh (the stale entry answered at once), so
        // the CMS client's timeout bounds it.
        return { value: await load(signal), epoch: started };
      } catch (error) {
        if (stale && !signal.aborted) options.onStale?.(key, error);
        throw error;
      } finally {
        loading.end(key);
      }
    },
  });

  /** Whether a purge since `answer`'s read began dropped it from the cache. */
  const purgedSince = (key: string, answer: Answer<V>) =>
    answer.epoch !== epoch && cache.peek(key, { allowStale: true }) !== answer;

  async function get(key: string, load: Load<V>): Promise<V> {
    for (;;) {
      const status: LRUCache.Status<string, Answer<V>, Load<V>> = {};
      const answer = await cache.fetch(key, { context: load, status, forceRefresh: alwaysRefresh });
      if (answer === undefined || purgedSince(key, answer)) continue;
      options.onLookup?.(status.fetch === 'hit' ? 'hit' : status.returnedStale ? 'stale' : 'miss');
      return answer.value;
    }
  }

  return {
    get,
    purge(test) {
      epoch += 1;
      let dropped = 0;
      for (const key of new Set([...cache.keys(), ...loading.keys()])) {
        const value = loading.has(key) ? undefined : cache.peek(key, { allowStale: true })?.value;
        if (test(key, value) && cache.delete(key)) dropped += 1;
      }
      return dropped;
    },
  };
}

/**
 * The keys of an lru-cache whose `fetch()` is in flight, which its `keys()` and `entries()` skip.
 * Counted, since a purged load may still be out when the next one for its key starts.
 */
export function keysInFlight() {
  const counts = new Map<string, number>();
  const count = (key: string, by: number) => {
    const left = (counts.get(key) ?? 0) + by;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  return {
    start: (key: string) => count(key, 1),
    end: (key: string) => count(key, -1),
    keys: () => counts.keys(),
    has: (key: string) => counts.has(key),
  };
}
