/** §4, §9: a failed chunk load reloads the page, but not again within this window. */
const RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

/** What browsers say when a dynamic import cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

interface ReloadEnv {
  now: number;
  online: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/**
 * Reloads after a chunk-load failure (a deploy replaced the hashed files this page knew) unless
 * it already did so in the last minute, or the browser is offline (the reload would replace the
 * page with the browser's own offline page); returns whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, env?: ReloadEnv): boolean {
  if (!isChunkLoadError(error)) return false;
  const { now, online, storage, reload } = env ?? {
    now: Date.now(),
    online: navigator.onLine,
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  };
  if (!online) return false;
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
