import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import qs from 'qs';
import { CmsUnavailableError } from './errors';

export interface StrapiClientOptions {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  /** An axios adapter answering in place of the network (the embedded demo content). */
  adapter?: AxiosAdapter;
  /** Largest answer read; a bigger one fails like a CMS error instead of filling the memory. */
  maxResponseBytes?: number;
}

export type StrapiParams = Record<string, unknown>;

/** Strapi's bracket syntax (`populate[0]=image&filters[slug][$eq]=x`), brackets left readable. */
export function serializeParams(params: StrapiParams): string {
  return qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'indices' });
}

export function createStrapiClient(options: StrapiClientOptions): AxiosInstance {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return axios.create({
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs,
    headers,
    adapter: options.adapter,
    maxContentLength: options.maxResponseBytes ?? 20 * 1024 * 1024,
    paramsSerializer: { serialize: serializeParams },
    // Every status is classified by getStrapiJson, not thrown by axios.
    validateStatus: () => true,
  });
}

/** A CMS answer: the JSON body of a 2xx, or the status of a 4xx (§8: an empty result). */
export type StrapiResult = { ok: true; body: unknown } | { ok: false; status: number };

/**
 * GET one CMS path (`headers` add to or replace the client's: the preview token; `signal` cancels
 * it, as a cache purge does). Resolves 2xx
 * and 4xx answers; rejects with CmsUnavailableError on 5xx, timeout, network failure, or a 2xx
 * whose body is not JSON (a proxy's HTML page).
 */
export async function getStrapiJson(
  client: AxiosInstance,
  path: string,
  params: StrapiParams,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<StrapiResult> {
  let response;
  try {
    response = await client.get<unknown>(path, { params, headers, signal, responseType: 'json' });
  } catch (error) {
    throw new CmsUnavailableError(`CMS request failed: GET ${path}`, { cause: error });
  }
  const { status, data } = response;
  if (status >= 400 && status < 500) return { ok: false, status };
  if (status >= 200 && status < 300 && typeof data === 'object' && data !== null) {
    return { ok: true, body: data };
  }
  throw new CmsUnavailableError(`CMS answered ${status}: GET ${path}`, { status });
}
