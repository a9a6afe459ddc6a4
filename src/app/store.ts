import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, type StoreExtra } from '@/lib/api/api-slice';
import {
  PERSIST_ACTIONS,
  persistedAccessibilityReducer,
} from '@/features/accessibility/persistence';

const rootReducer = combineSlices(api, { accessibility: persistedAccessibilityReducer });

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
