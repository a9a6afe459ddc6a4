import { data } from 'react-router';
import type { i18n, TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { FormGateway } from '@/lib/forms/form-types';
import type { AppStore } from '../store';
import type { PageData } from '@/lib/page-data';

export type { PageData };

/** What a query answered: the data, or the error that makes the page a 404 or a 503. */
export interface QueryOutcome<R> {
  data?: R;
  error?: unknown;
  isError: boolean;
}

/** Runs an endpoint's query for a loader; the answer ends up in the page's store. */
export type RunQuery = <A, R>(endpoint: QueryEndpoint<A, R>, arg: A) => Promise<QueryOutcome<R>>;

export interface RouteDeps {
  /** RTK Query through a store (storeQueries): the tab's, or on the server the request's. */
  queries: RunQuery;
  /** i18next with every namespace, on the server at once; the browser loads it on first need. */
  i18n: () => i18n | Promise<i18n>;
  /** Only on the server, after a plain form POST: what the relay made of it, for the route action. */
  forms?: FormGateway;
  /** Only on the server: the address did not decode, so whatever page it matched is a 400. */
  badAddress?: boolean;
}

/** The per-request dependencies, from the router's request context (server) or the tab (browser). */
export type DepsOf = (context: unknown) => RouteDeps;

export interface LoaderContext {
  lang: Lang;
  t: TFunction;
  params: Record<string, string | undefined>;
  url: URL;
  deps: RouteDeps;
}

interface QueryResult<R> extends PromiseLike<QueryOutcome<R>> {
  unsubscribe(): void;
}
/** The part of an RTK Query endpoint the loaders need; `Types` carries its argument and result. */
export interface QueryEndpoint<A, R> {
  initiate(arg: A): unknown;
  Types: { QueryArg: A; ResultType: R };
}

/**
 * Queries through the store, on both sides alike: RTK Query runs the endpoint (its cache key does
 * not depend on the order of the argument's keys; a key asked twice is read once) and the loader
 * waits for it.
 */
export function storeQueries(store: AppStore): RunQuery {
  return async (endpoint, arg) => {
    const result = store.dispatch(endpoint.initiate(arg) as never) as unknown as QueryResult<never>;
    try {
      return await result;
    } finally {
      result.unsubscribe();
    }
  };
}

/**
 * Waits for an endpoint's data, so it is in the store before render. A read the API refused as
 * malformed (400: a key that can be no entry's) is a 404 page (a malformed vacancy slug is as
 * missing as an unknown one, §5); any other failure a 503 route error (§8: CMS 5xx passed on).
 */
export async function fetchQuery<A, R>(
  deps: RouteDeps,
  endpoint: QueryEndpoint<A, R>,
  arg: A,
): Promise<R> {
  const outcome = await deps.queries(endpoint, arg);
  if (outcome.isError && (outcome.error as { status?: number } | undefined)?.status === 400)
    notFound();
  if (outcome.isError) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return outcome.data as R;
}

/**
 * A read the page's status does not depend on (the home's news and rates): it is read like any
 * other, but a failure leaves its region saying so, never a 503 page. The page is then not
 * shared (entry-server.tsx), and the browser's query hook reads the region again.
 */
export async function startQuery<A, R>(
  deps: RouteDeps,
  endpoint: QueryEndpoint<A, R>,
  arg: A,
): Promise<void> {
  await deps.queries(endpoint, arg);
}

/** A 404 page; a page with texts of its own for it names them in the page table (§5). */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function badRequest(): never {
  throw data(null, { status: 400, statusText: 'Bad Request' });
}

export function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}
