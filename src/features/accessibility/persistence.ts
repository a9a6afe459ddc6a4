import type { Store } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { accessibilitySlice, synced } from './accessibility-slice';
import { createLegacyStorage, type LegacyStorage } from './legacy-storage';
import { applyToDocument } from './document-settings';
import { canSpeak, createReadAloud } from './read-aloud';
import type { AccessibilitySettings } from './types';

/** redux-persist's own actions carry callbacks; the store's serializability check must skip them. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

// Created on first use: the server imports this module too, and has no localStorage.
let legacyStorage: LegacyStorage | undefined;
const storage = () => (legacyStorage ??= createLegacyStorage(window.localStorage));

const persistConfig: PersistConfig<AccessibilitySettings> & { deserialize: false } = {
  key: 'accessibility',
  storage: {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  },
  // The adapter takes and gives plain objects; redux-persist 6 honours `deserialize: false`
  // (getStoredState.js) though its types only declare `serialize`.
  serialize: false,
  deserialize: false,
};

export const persistedAccessibilityReducer = persistReducer(
  persistConfig,
  accessibilitySlice.reducer,
);

type AccessibilityStore = Store<{ accessibility: AccessibilitySettings & PersistedState }>;

/**
 * Browser only, after hydration (the server renders the defaults): rehydrates from localStorage,
 * then keeps <html>, other tabs and read-aloud in step with the store.
 */
export function startAccessibility(store: AccessibilityStore) {
  const readAloud = canSpeak() ? createReadAloud(window.speechSynthesis) : undefined;
  const sync = () => {
    const settings = store.getState().accessibility;
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
  persistStore(store);
}
