import {
  createApi,
  type BaseQueryFn,
  type EndpointDefinitions,
} from '@reduxjs/toolkit/query/react';
import type { Lang } from '../lang';
import { collectionPath, type CollectionName } from './collections';
import type { ReadRequest, ReadTransport } from './transport';

export interface StoreExtra {
  transport: ReadTransport;
}

export interface QueryError {
  status: number;
  message: string;
}

/** One read through the transport, as RTK Query sees it: a 404 is an empty result (null), as the CMS rules of §8 say. */
export async function read(
  transport: ReadTransport,
  request: ReadRequest,
): Promise<{ data: unknown } | { error: QueryError }> {
  try {
    const { status, body } = await transport(request);
    if (status === 404) return { data: null };
    if (status >= 200 && status < 300) return { data: body };
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    return { error: { status, message: message ?? `Request failed with status ${status}` } };
  } catch (error) {
    return {
      error: { status: 503, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

const readBaseQuery: BaseQueryFn<ReadRequest, unknown, QueryError> = (request, api) =>
  read((api.extra as StoreExtra).transport, request);

/** One api for the site; each feature injects its endpoints (its own api.ts, `injectReads`). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: readBaseQuery,
  endpoints: () => ({}),
});

type ReadQuery = (arg: never) => ReadRequest;
/** Each endpoint's read-API request, by endpoint name, as the feature declared it. */
const requests = new Map<string, ReadQuery>();
type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * `api.injectEndpoints` for a feature's endpoints, keeping each endpoint's `query` (the feature's
 * own function) by name: the server's loaders read with it directly and seed the request's store
 * in one `upsertQueryEntries`, instead of two query-thunk dispatches per read (issue 23, ADR 007).
 */
export function injectReads<D extends EndpointDefinitions>(endpoints: (build: Build) => D) {
  return api.injectEndpoints({
    endpoints: (build) => {
      const definitions = endpoints(build);
      for (const [name, definition] of Object.entries(definitions)) {
        if ('query' in definition && definition.query) {
          requests.set(name, definition.query as ReadQuery);
        }
      }
      return definitions;
    },
  });
}

/** The read-API request of an endpoint's query for `arg`. */
export function requestOf(endpointName: string, arg: unknown): ReadRequest {
  const query = requests.get(endpointName);
  if (!query) throw new Error(`No read query for endpoint ${endpointName}`);
  return query(arg as never);
}

export interface DetailArg {
  lang: Lang;
  key: string;
}

export const listRequest =
  (name: CollectionName) =>
  (lang: Lang): ReadRequest => ({
    path: collectionPath(name),
    params: { locale: lang },
  });

export const detailRequest =
  (name: CollectionName) =>
  ({ lang, key }: DetailArg): ReadRequest => ({
    path: collectionPath(name, key),
    params: { locale: lang },
  });
