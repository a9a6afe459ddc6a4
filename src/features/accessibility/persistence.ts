import type { PersistedState } from 'redux-persist';
import type { AppStore, replaceAccessibilityReducer } from '@/app/store';
import { synced } from './accessibility-slice';
import { createLegacyStorage, type LegacyStorage } from './legacy-storage';
import { applyToDocument } from './document-settings';
import { canSpeak, createReadAloud } from './read-aloud';
import type { AccessibilitySettings } from './types';

// Created on first use: the server imports this module too, and has no localStorage.
let legacyStorage: LegacyStorage | undefined;
const storage = () => (legacyStorage ??= createLegacyStorage(window.localStorage));

/**
 * Browser only, after hydration (the server renders the defaults): rehydrates from localStorage,
 * then keeps <html>, other tabs and read-aloud in step with the store. redux-persist comes in a
 * chunk of its own, after the first load: public/a11y-boot.js has applied the stored settings to
 * <html> before first paint, and the store takes them when the chunk arrives.
 */
export function startAccessibility(
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
  void import('./persisted-reducer').then(({ persistedAccessibilityReducer, persistStore }) => {
    replaceReducer(persistedAccessibilityReducer(storage));
    persistStore(store);
  });
}
