import { queryOf, read } from '@/lib/api/api-slice';
import type { ReadTransport } from '@/lib/api/transport';
import type { QueryOutcome, RunQuery } from './route-data';
import type { RootState } from './store';

/**
 * The time written into every seeded entry, instead of the clock: a render of an unchanged page
 * must give the same bytes (and so the same ETag, and 304s after the HTML cache's TTL). RTK Query
 * reads it only to decide on a refetch: any non-zero time counts as fetched (no refetch on
 * mount; zero would refetch every seeded query), and the site sets no refetchOnMountOrArgChange,
 * which would take it for an old answer.
 */
const SEEDED_AT = 1;

/**
 * The server's queries: each read goes straight to the read API and its answer is written in the
 * shape RTK Query keeps (`state.api.queries`), so a request dispatches no query thunks and no
 * immer drafts; the page's store is then created once, already filled. The browser hydrates from
 * the same state. A key read twice in one request (the root and the page loader) is read once.
 */
export function seededQueries(transport: ReadTransport, initial: RootState) {
  const queries: Record<string, unknown> = {};
  const keys: Record<string, never[]> = {};
  const running = new Map<string, Promise<QueryOutcome<unknown>>>();
  const start = async (
    endpointName: string,
    originalArgs: unknown,
    cacheKey: string,
    request: ReturnType<typeof queryOf>['request'],
  ) => {
    const entry = { endpointName, requestId: 'server', originalArgs, startedTimeStamp: SEEDED_AT };
    const outcome = await read(transport, request);
    if ('error' in outcome) {
      queries[cacheKey] = { status: 'rejected', ...entry, error: outcome.error };
      return { error: outcome.error, isError: true };
    }
    queries[cacheKey] = {
      status: 'fulfilled',
      ...entry,
      data: outcome.data,
      fulfilledTimeStamp: SEEDED_AT,
    };
    keys[cacheKey] = [];
    return { data: outcome.data, isError: false };
  };
  const run = ((endpoint, arg) => {
    const { cacheKey, request } = queryOf(endpoint.name, arg);
    let outcome = running.get(cacheKey);
    if (!outcome) running.set(cacheKey, (outcome = start(endpoint.name, arg, cacheKey, request)));
    return outcome;
  }) as RunQuery;
  const state = (): RootState =>
    ({
      ...initial,
      api: { ...initial.api, queries, provided: { ...initial.api.provided, keys } },
    }) as RootState;
  return { run, state };
}
