import type { QueryAnswer } from '@/lib/boot-data';
import type { QueryOutcome, RunQuery } from './route-data';
import type { AppStore } from './store';

/**
 * The queries of one server request, run by RTK Query in the request's own store
 * (`dispatch(endpoint.initiate(arg))`, as RTK's server-side rendering guide does). RTK Query reads
 * a key asked twice (by the root and the page loader) once. The subscriptions are kept:
 * unsubscribing would start RTK's keep-unused-data timer, which would hold the store for a minute
 * after the response; the store is dropped with the request.
 *
 * `answers()` lists what the loaders read, for the browser to seed its store with: the data only,
 * ordered by endpoint and argument, so the boot data does not depend on which read came back first.
 */
export function serverQueries(store: AppStore) {
  const answered = new Map<string, QueryAnswer>();
  const run = (async (endpoint, arg) => {
    const outcome = (await store.dispatch(
      endpoint.initiate(arg) as never,
    )) as QueryOutcome<unknown>;
    if (!outcome.isError) {
      const key = `${endpoint.name} ${JSON.stringify(arg)}`;
      answered.set(key, { endpointName: endpoint.name, arg, value: outcome.data });
    }
    return outcome;
  }) as RunQuery;
  const answers = (): QueryAnswer[] => [...answered.keys()].sort().map((key) => answered.get(key)!);
  return { run, answers };
}
