import { data } from 'react-router';
import type { i18n, TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { FormGateway } from '@/lib/forms/form-types';
import type { AppStore } from './store';
import type { PageData } from '@/lib/page-data';

export type { PageData };

export interface RouteDeps {
  store: AppStore;
  i18n: i18n;
  /** Only on the server, after a plain form POST: what the relay made of it, for the route action. */
  forms?: FormGateway;
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

interface QueryResult<R> extends PromiseLike<{ data?: R; error?: unknown; isError: boolean }> {
  unsubscribe(): void;
}
/** The part of an RTK Query endpoint the loaders need; `Types` carries its argument and result. */
export interface QueryEndpoint<A, R> {
  initiate(arg: A): unknown;
  Types: { QueryArg: A; ResultType: R };
}

/**
 * Starts an RTK Query endpoint and waits for it, so the data is in the store before render.
 * A read the API refused as malformed (400: a key that can be no entry's) is a 404 page; any
 * other failure a 503 route error (§8: CMS 5xx passed on).
 */
export async function fetchQuery<A, R>(
  deps: RouteDeps,
  endpoint: QueryEndpoint<A, R>,
  arg: A,
): Promise<R> {
  const result = deps.store.dispatch(endpoint.initiate(arg) as never) as unknown as QueryResult<R>;
  try {
    const outcome = await result;
    if (outcome.isError && (outcome.error as { status?: number } | undefined)?.status === 400)
      notFound();
    if (outcome.isError) throw data(null, { status: 503, statusText: 'Service Unavailable' });
    return outcome.data as R;
  } finally {
    result.unsubscribe();
  }
}

/** Which 404 texts of locales/<lang>/errors.json the page shows (§5: 'Vacancy not found'). */
export type NotFoundKind = 'notFound' | 'vacancyNotFound';

export function notFound(kind: NotFoundKind = 'notFound'): never {
  throw data({ kind }, { status: 404, statusText: 'Not Found' });
}

export function badRequest(): never {
  throw data(null, { status: 400, statusText: 'Bad Request' });
}

export function required<T>(value: T | null | undefined, kind?: NotFoundKind): T {
  if (value === null || value === undefined) notFound(kind);
  return value;
}
