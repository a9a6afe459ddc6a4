import { LRUCache } from 'lru-cache';

export interface CmsCacheOptions<V> {
  ttlSeconds: number;
  /** Good entries kept, fresh or stale. */
  max?: number;
  /** Empty answers (not found, empty list) kept apart, so a flood of them never evicts good ones. */
  missMax?: number;
  isMiss?: (value: V) => boolean;
  /** Called when a failed refresh is answered with the stale entry. */
  onStale?: (key: string, error: unknown) => void;
  /** Each lookup's outcome, for the metrics. */
  onLookup?: (result: 'hit' | 'miss' | 'stale') => void;
  now?: () => number;
}

export interface CmsCache<V> {
  /**
   * The fresh entry for `key`, or the result of `load`. Concurrent misses for one key share
   * one `load`. When `load` fails and a stale entry exists, the stale entry is returned.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops the entries whose key passes `test`; the number dropped. */
  purge(test: (key: string) => boolean): number;
  clear(): void;
}

interface Stored<V> {
  value: V;
  storedAt: number;
}

export function createCmsCache<V>(options: CmsCacheOptions<V>): CmsCache<V> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlSeconds * 1000;
  const isMiss = options.isMiss ?? (() => false);
  // No TTL inside the LRUs: expired entries must survive to be served when the CMS is down.
  const good = new LRUCache<string, Stored<V>>({ max: options.max ?? 500 });
  const misses = new LRUCache<string, Stored<V>>({ max: options.missMax ?? 200 });
  const inFlight = new Map<string, Promise<V>>();

  async function refresh(key: string, load: () => Promise<V>, stale?: Stored<V>): Promise<V> {
    try {
      const value = await load();
      options.onLookup?.('miss');
      const entry = { value, storedAt: now() };
      if (isMiss(value)) {
        good.delete(key);
        misses.set(key, entry);
      } else {
        misses.delete(key);
        good.set(key, entry);
      }
      return value;
    } catch (error) {
      if (!stale) throw error;
      options.onLookup?.('stale');
      options.onStale?.(key, error);
      return stale.value;
    }
  }

  return {
    get(key, load) {
      const stored = good.get(key) ?? misses.get(key);
      if (stored && now() - stored.storedAt < ttlMs) {
        options.onLookup?.('hit');
        return Promise.resolve(stored.value);
      }
      const running = inFlight.get(key);
      if (running) return running;
      const loading = refresh(key, load, stored).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    purge(test) {
      let dropped = 0;
      for (const store of [good, misses])
        for (const key of [...store.keys()])
          if (test(key)) {
            store.delete(key);
            dropped += 1;
          }
      return dropped;
    },
    clear() {
      good.clear();
      misses.clear();
      inFlight.clear();
    },
  };
}
