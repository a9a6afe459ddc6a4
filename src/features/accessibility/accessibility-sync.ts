import type { PersistedState } from 'redux-persist';
import type { AppStore, replaceAccessibilityReducer } from '@/app/store';
import { synced } from './accessibility-slice';
import { persistedAccessibilityReducer, persistStore } from './persisted-reducer';
import { createLegacyStorage, type LegacyStorage } from './legacy-storage';
import { applyToDocument } from './document-settings';
import { canSpeak, createReadAloud } from './read-aloud';
import type { AccessibilitySettings } from './types';

let legacyStorage: LegacyStorage | undefined;
const storage = () => (legacyStorage ??= createLegacyStorage(window.localStorage));

/**
 * Rehydrates the store's settings from localStorage, then keeps <html>, other tabs and read-aloud
 * in step with the store. Loaded after hydration in a chunk of its own, with redux-persist
 * (persistence.ts).
 */
export function syncAccessibility(
  store: AppStore,
  replaceReducer: typeof replaceAccessibilityReducer,
) {
  const readAloud = canSpeak() ? createReadAloud(window.speechSynthesis) : undefined;
  const sync = () => {
    const settings = store.getState().accessibility as AccessibilitySettings & PersistedState;
    // Until rehydration the state is the server's default; the head script's attributes stay.
    if (!settings._persist?.rehydrated) return;
    applyToDocument(settings);
    readAloud?.setEnabled(settings.isVoiceOn);
  };
  store.subscribe(sync);
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && storage().handleStorageEvent(event))
      store.dispatch(synced(storage().read()));
  });
  replaceReducer(persistedAccessibilityReducer(storage));
  persistStore(store);
}
