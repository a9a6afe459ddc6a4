import { LRUCache } from 'lru-cache';

export interface CmsCacheOptions {
  ttlSeconds: number;
  /** Entries kept, fresh or stale. */
  max?: number;
  /** Called when a failed refresh is answered with the stale entry. */
  onStale?: (key: string, error: unknown) => void;
  now?: () => number;
}

export interface CmsCache<V> {
  /**
   * The fresh entry for `key`, or the result of `load`. Concurrent misses for one key share
   * one `load`. When `load` fails and a stale entry exists, the stale entry is returned.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Stored<V> {
  value: V;
  storedAt: number;
}

export function createCmsCache<V>(options: CmsCacheOptions): CmsCache<V> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlSeconds * 1000;
  // No TTL inside the LRU: expired entries must survive to be served when the CMS is down.
  const store = new LRUCache<string, Stored<V>>({ max: options.max ?? 500 });
  const inFlight = new Map<string, Promise<V>>();

  async function refresh(key: string, load: () => Promise<V>, stale?: Stored<V>): Promise<V> {
    try {
      const value = await load();
      store.set(key, { value, storedAt: now() });
      return value;
    } catch (error) {
      if (!stale) throw error;
      options.onStale?.(key, error);
      return stale.value;
    }
  }

  return {
    get(key, load) {
      const stored = store.get(key);
      if (stored && now() - stored.storedAt < ttlMs) return Promise.resolve(stored.value);
      const running = inFlight.get(key);
      if (running) return running;
      const loading = refresh(key, load, stored).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    clear() {
      store.clear();
      inFlight.clear();
    },
  };
}
