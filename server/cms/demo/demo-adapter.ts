import { STATUS_CODES } from 'node:http';
import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import qs from 'qs';
import { BUNDLED_CONTENT, readContentDir } from './content-bundle';
import type { ContentType } from './content-fields';
import { findContentType } from './content-model';
import { buildStore, type ContentStore } from './content-store';
import { findMany, findOne, findSingle } from './query-engine';
import { parseReadQuery } from './query-params';
import { StrapiError, forbidden, methodNotAllowed, notFound } from './strapi-errors';

export interface DemoAdapterOptions {
  /** A folder laid out like ./content to serve instead of the bundled demo content. */
  contentDir?: string;
}

interface Target {
  type: ContentType;
  id: string | undefined;
}

type Handler = (store: ContentStore, target: Target, query: Record<string, unknown>) => unknown;

/** Form submissions (POST) get their handler here when the forms land. */
const HANDLERS: Readonly<Record<string, Handler>> = { GET: read };

const API_PATH = /\/api\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * An axios adapter that answers like a Strapi 4.26 server holding the demo content, so the
 * CMS client runs unchanged (query building, normalization, error handling) without a CMS.
 */
export function createDemoAdapter(options: DemoAdapterOptions = {}): AxiosAdapter {
  const store = buildStore(
    options.contentDir ? readContentDir(options.contentDir) : BUNDLED_CONTENT,
  );
  return async (config) => {
    if (config.signal?.aborted) throw new CanceledError(undefined, config);
    const { status, body } = answer(store, config);
    return settle(config, status, JSON.stringify(body));
  };
}

function answer(
  store: ContentStore,
  config: InternalAxiosRequestConfig,
): { status: number; body: unknown } {
  // getUri applies baseURL, params and the client's paramsSerializer: the URL a server would see.
  const url = new URL(axios.getUri(config), 'http://demo.invalid');
  try {
    const handler = HANDLERS[(config.method ?? 'get').toUpperCase()];
    const target = resolveTarget(url.pathname);
    if (!handler) throw methodNotAllowed();
    const query = qs.parse(url.search.slice(1), { depth: 20, arrayLimit: 100 });
    return { status: 200, body: handler(store, target, query) };
  } catch (error) {
    if (error instanceof StrapiError) return { status: error.status, body: error.body() };
    throw error;
  }
}

function resolveTarget(pathname: string): Target {
  const [, api = '', id] = API_PATH.exec(pathname) ?? [];
  const type = findContentType(api);
  if (!type || (type.kind !== 'collection' && id !== undefined)) throw notFound();
  return { type, id };
}

function read(store: ContentStore, { type, id }: Target, rawQuery: Record<string, unknown>) {
  // The Public role may create form submissions but never read them back.
  if (type.kind === 'form') throw forbidden();
  const query = parseReadQuery(rawQuery);
  if (type.kind === 'single') return findSingle(store, type, query);
  return id === undefined ? findMany(store, type, query) : findOne(store, type, id, query);
}

/** Resolves or rejects exactly as axios's own adapters do for this status. */
function settle(
  config: InternalAxiosRequestConfig,
  status: number,
  data: string,
): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data,
    status,
    statusText: STATUS_CODES[status] ?? '',
    headers: new AxiosHeaders({ 'content-type': 'application/json; charset=utf-8' }),
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(status)) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  const message = `Request failed with status code ${status}`;
  return Promise.reject(new AxiosError(message, code, config, response.request, response));
}
