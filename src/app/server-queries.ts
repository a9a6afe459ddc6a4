import { read, requestOf } from '@/lib/api/api-slice';
import type { ReadTransport } from '@/lib/api/transport';
import type { QueryAnswer } from '@/lib/boot-data';
import type { QueryOutcome, RunQuery } from './route-data';

const queryKey = (endpointName: string, arg: unknown) => `${endpointName} ${JSON.stringify(arg)}`;

/**
 * The queries of one server request. Each read goes to the read API with the endpoint's own query
 * and is answered as RTK Query's base query answers it (a 404 is null, a failure an error); a key
 * asked twice (by the root and the page loader) is read once. RTK Query keeps nothing yet: the
 * renderer puts the answers in the request's store with one `api.util.upsertQueryEntries`, where
 * the page's hooks find them (two query-thunk dispatches per read cost a tenth of a page).
 *
 * `answers()` lists the successful reads, ordered by endpoint and argument so the boot data does
 * not depend on which read came back first. A loader may start a read it does not wait for (a
 * slow region's, `startQuery`): `pending()` says whether one is still out, `settled()` waits for
 * them all, `failed()` whether one failed (its region renders without data), `reading(name, arg)`
 * whether that read is still out and `nextAnswer()` waits for the next one to come back (a streamed
 * miss sends each slow region as its read answers).
 */
export function serverQueries(transport: ReadTransport) {
  const running = new Map<string, Promise<QueryOutcome<unknown>>>();
  const answered = new Map<string, QueryAnswer>();
  const out = new Set<string>();
  let anyFailed = false;
  let returned = 0;
  let resolveAnswer = () => {};
  let answer = new Promise<void>((resolve) => (resolveAnswer = resolve));
  const start = async (endpointName: string, arg: unknown, key: string) => {
    out.add(key);
    const outcome = await read(transport, requestOf(endpointName, arg));
    out.delete(key);
    returned += 1;
    if ('error' in outcome) anyFailed = true;
    else answered.set(key, { endpointName, arg, value: outcome.data });
    resolveAnswer();
    answer = new Promise<void>((resolve) => (resolveAnswer = resolve));
    return 'error' in outcome
      ? { error: outcome.error, isError: true }
      : { data: outcome.data, isError: false };
  };
  const run = ((endpoint, arg) => {
    const key = queryKey(endpoint.name, arg);
    let outcome = running.get(key);
    if (!outcome) running.set(key, (outcome = start(endpoint.name, arg, key)));
    return outcome;
  }) as RunQuery;
  const answers = (): QueryAnswer[] => [...answered.keys()].sort().map((key) => answered.get(key)!);
  const settled = async () => void (await Promise.all(running.values()));
  return {
    run,
    answers,
    settled,
    pending: () => out.size > 0,
    failed: () => anyFailed,
    reading: (endpointName: string, arg: unknown) => out.has(queryKey(endpointName, arg)),
    /** How many reads have come back so far. */
    returned: () => returned,
    nextAnswer: () => answer,
  };
}
