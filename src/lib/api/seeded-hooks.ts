import {
  defaultSerializeQueryArgs,
  skipToken,
  type BaseQueryFn,
  type coreModule,
  type EndpointDefinition,
} from '@reduxjs/toolkit/query';
import { useStore } from 'react-redux';

/** Marks the read-only store of one server render (src/app/store.ts `renderStore`). */
export const SEEDED_STORE = Symbol('seeded store');

interface QueryEntry {
  status: 'pending' | 'fulfilled' | 'rejected' | 'uninitialized';
  data?: unknown;
  error?: unknown;
}

type SeededState = { api: { queries: Record<string, QueryEntry | undefined> } };

const noRefetch = () => {
  throw new Error('A server render cannot refetch');
};

const UNINITIALIZED = Object.freeze({
  status: 'uninitialized',
  isUninitialized: true,
  isLoading: false,
  isFetching: false,
  isSuccess: false,
  isError: false,
  refetch: noRefetch,
});

/**
 * What RTK Query's `useQuery` returns for a query entry at the first render, before any effect
 * has run: a fulfilled or rejected entry as it is, and a query nobody seeded as about to load
 * (RTK reports an uninitialized, unskipped query as pending).
 */
export function seededQueryResult(entry: QueryEntry | undefined) {
  if (!entry || entry.status === 'uninitialized' || entry.status === 'pending') {
    return {
      status: 'pending',
      isUninitialized: false,
      isLoading: entry?.data === undefined,
      isFetching: true,
      isSuccess: false,
      isError: false,
      data: entry?.data,
      currentData: entry?.data,
      refetch: noRefetch,
    };
  }
  const fulfilled = entry.status === 'fulfilled';
  return {
    ...entry,
    currentData: entry.data,
    isUninitialized: false,
    isLoading: false,
    isFetching: false,
    isSuccess: fulfilled,
    isError: !fulfilled,
    refetch: noRefetch,
  };
}

type QueryHook = (arg: unknown, options?: { skip?: boolean }) => unknown;

/**
 * An RTK Query module, listed after the React hooks module, that gives each query hook a server
 * path: under a server render's seeded, read-only store the hook reads its entry from the state
 * directly. RTK's own hook builds memoized selectors, subscription refs and request flags per call
 * for a store whose state cannot change (several per cent of a page's server time); in the browser
 * the hook is RTK's, untouched. Which path a hook takes depends on the store, fixed for a tree.
 */
export const seededHooksModule = {
  name: Symbol('seeded hooks'),
  init: (
    api: { endpoints: Record<string, { useQuery?: QueryHook }> } & Record<string, unknown>,
  ) => ({
    injectEndpoint: (
      endpointName: string,
      definition: EndpointDefinition<unknown, BaseQueryFn, string, unknown>,
    ) => {
      const endpoint = api.endpoints[endpointName];
      const rtkHook = endpoint?.useQuery;
      if (!endpoint || !rtkHook) return;
      const useQuery: QueryHook = (arg, options) => {
        const store = useStore() as ReturnType<typeof useStore> & { [SEEDED_STORE]?: true };
        if (!store[SEEDED_STORE]) return rtkHook(arg, options);
        if (arg === skipToken || options?.skip) return UNINITIALIZED;
        const key = defaultSerializeQueryArgs({
          queryArgs: arg,
          endpointDefinition: definition as never,
          endpointName,
        });
        return seededQueryResult((store.getState() as SeededState).api.queries[key]);
      };
      endpoint.useQuery = useQuery;
      api[`use${endpointName[0]!.toUpperCase()}${endpointName.slice(1)}Query`] = useQuery;
    },
  }),
} as unknown as ReturnType<typeof coreModule>;
