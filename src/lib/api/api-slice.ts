import {
  buildCreateApi,
  coreModule,
  defaultSerializeQueryArgs,
  type BaseQueryFn,
  type EndpointDefinition,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { Lang } from '../lang';
import { collectionPath, type CollectionName } from './collections';
import type { ReadRequest, ReadTransport } from './transport';
import { seededHooksModule } from './seeded-hooks';

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

type QueryDefinition = EndpointDefinition<unknown, BaseQueryFn, string, unknown> & {
  query?: (arg: unknown) => ReadRequest;
};
const definitions = new Map<string, QueryDefinition>();

/**
 * An RTK Query module that only records each endpoint's definition, so the server can ask the
 * read API directly and seed a page's store (src/lib/api/seeded-queries.ts) instead of running a
 * query thunk per read. The cast: RTK Query types modules by registered names only.
 */
const definitionsModule = {
  name: Symbol('definitions'),
  init: () => ({
    injectEndpoint: (name: string, definition: QueryDefinition) =>
      void definitions.set(name, definition),
  }),
} as unknown as ReturnType<typeof coreModule>;

export const api = buildCreateApi(
  coreModule(),
  reactHooksModule(),
  seededHooksModule,
  definitionsModule,
)({
  reducerPath: 'api',
  baseQuery: readBaseQuery,
  endpoints: () => ({}),
});

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

/** RTK Query's cache key and the read-API request of an endpoint's query for `arg`. */
export function queryOf(
  endpointName: string,
  arg: unknown,
): { cacheKey: string; request: ReadRequest } {
  const definition = definitions.get(endpointName);
  if (!definition?.query) throw new Error(`No read query for endpoint ${endpointName}`);
  return {
    cacheKey: defaultSerializeQueryArgs({
      queryArgs: arg,
      endpointDefinition: definition as never,
      endpointName,
    }),
    request: definition.query(arg),
  };
}
