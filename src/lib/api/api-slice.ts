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
async function read(
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

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * How a feature adds its endpoints (its own api.ts): `api.injectEndpoints`, nothing more. The
 * server runs them as the browser does, through `initiate` on a store (entry-server.tsx), so an
 * endpoint's options (transformResponse, keepUnusedDataFor, ...) mean the same on both sides.
 */
export const injectReads = <D extends EndpointDefinitions>(endpoints: (build: Build) => D) =>
  api.injectEndpoints({ endpoints });

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
