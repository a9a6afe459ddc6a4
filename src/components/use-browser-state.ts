import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const onServer = () => false;

/** False in the server's HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, onServer);
}

/** Whether a media query matches, following its changes; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    onServer,
  );
}
