import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig } from 'redux-persist';
import { accessibilitySlice } from './accessibility-slice';
import type { LegacyStorage } from './legacy-storage';
import type { AccessibilitySettings } from './types';

export { persistStore };

/** The slice's reducer, saving to and rehydrating from the old site's keys (`storage`). */
export function persistedAccessibilityReducer(
  storage: () => LegacyStorage,
): Reducer<AccessibilitySettings> {
  const config: PersistConfig<AccessibilitySettings> & { deserialize: false } = {
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
  // It takes the slice's state without `_persist` too (the store's until now) and adds one; its
  // type only admits states that have one.
  return persistReducer(
    config,
    accessibilitySlice.reducer,
  ) as unknown as Reducer<AccessibilitySettings>;
}
