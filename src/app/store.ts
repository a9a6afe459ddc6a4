import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { api, type StoreExtra } from '@/lib/api/api-slice';
import { accessibilitySlice } from '@/features/accessibility/accessibility-slice';
import type { AccessibilitySettings } from '@/features/accessibility/types';

/**
 * redux-persist's own actions (its constants.js) carry callbacks; the store's serializability
 * check must skip them. Written out: importing redux-persist here would put it in the first load;
 * test/unit/store.persist-action-names.test.ts holds them equal to the library's constants.
 */
export const PERSIST_ACTIONS = [
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
        // The api slice holds read-API answers: parsed JSON, deep-frozen by the CMS layer on the
        // server, and the seeding action carries them all. Walking them after every action
        // (development only) adds nothing but time.
        serializableCheck: {
          ignoredActions: PERSIST_ACTIONS,
          ignoredActionPaths: ['payload', 'meta.arg', 'meta.baseQueryMeta'],
          ignoredPaths: [api.reducerPath],
        },
        immutableCheck: { ignoredPaths: [api.reducerPath] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
