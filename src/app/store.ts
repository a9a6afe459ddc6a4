import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { api, type StoreExtra } from '@/lib/api/api-slice';
import { SEEDED_STORE } from '@/lib/api/seeded-hooks';
import { accessibilitySlice } from '@/features/accessibility/accessibility-slice';
import type { AccessibilitySettings } from '@/features/accessibility/types';

/**
 * redux-persist's own actions (its constants.js) carry callbacks; the store's serializability
 * check must skip them. Written out: importing redux-persist here would put it in the first load,
 * and its constants module is not one Node's ESM loader can import.
 */
const PERSIST_ACTIONS = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
];

const rootReducer = combineSlices(api, accessibilitySlice);

/**
 * Browser only: swaps in the accessibility reducer that persists (features/accessibility/
 * persistence.ts), which comes after the first load.
 */
export function replaceAccessibilityReducer(reducer: Reducer<AccessibilitySettings>) {
  rootReducer.inject({ reducerPath: 'accessibility', reducer }, { overrideExisting: true });
}

export type RootState = ReturnType<typeof rootReducer>;

/** One store per server request, one per browser tab; never a module-level store on the server. */
export function makeStore(preloadedState: Partial<RootState> | undefined, extra: StoreExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** RTK Query's answer to its hooks' subscription lookup when nothing is subscribed. */
const NO_SUBSCRIPTIONS = {
  getSubscriptions: () => new Map(),
  getSubscriptionCount: () => 0,
  isRequestSubscribed: () => false,
};

/**
 * The store of one server render: the state the loaders seeded, read-only. A render dispatches
 * nothing but RTK Query's subscription lookup (its effects never run on the server), so the page
 * needs no reducers, middleware or immer, only what react-redux reads.
 */
export function renderStore(state: RootState): AppStore {
  const store = {
    [SEEDED_STORE]: true,
    getState: () => state,
    subscribe: () => () => {},
    dispatch: (action: { type: string }) =>
      api.internalActions.internal_getRTKQSubscriptions.match(action) ? NO_SUBSCRIPTIONS : action,
    replaceReducer: () => {},
  };
  return store as unknown as AppStore;
}
