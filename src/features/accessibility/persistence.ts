import type { AppStore, replaceAccessibilityReducer } from '@/app/store';

/**
 * Browser only, after hydration (the server renders the defaults): rehydrates the settings from
 * localStorage, then keeps <html>, other tabs and read-aloud in step with the store. The code
 * (accessibility-sync.ts, with redux-persist, the old site's storage keys and read-aloud) comes in
 * a chunk of its own, after the first load: public/a11y-boot.js has applied the stored settings to
 * <html> before first paint, and the store takes them when the chunk arrives.
 */
export function startAccessibility(
  store: AppStore,
  replaceReducer: typeof replaceAccessibilityReducer,
) {
  import('./accessibility-sync').then(
    ({ syncAccessibility }) => syncAccessibility(store, replaceReducer),
    // A deploy replaced the chunk: the head script's settings stay until the next page load.
    () => undefined,
  );
}
