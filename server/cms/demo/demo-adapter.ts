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
import { createEntry, uploadFiles } from './demo-writes';
import { createSubmissionStore, type SubmissionStore } from './submission-store';

export interface DemoAdapterOptions {
  /** A folder laid out like ./content to serve instead of the bundled demo content. */
  contentDir?: string;
  /** Where form submissions and their files are stored; without it every write is a 405. */
  dataDir?: string;
}

interface Target {
  type: ContentType;
  id: string | undefined;
}

interface DemoRequest {
  store: ContentStore;
  submissions: SubmissionStore | null;
  pathname: string;
  query: Record<string, unknown>;
  /** The request body as axios hands it over: a JSON string or a FormData. */
  body: unknown;
}

type Handler = (request: DemoRequest) => unknown;

const HANDLERS: Readonly<Record<string, Handler>> = { GET: read, POST: write };

const API_PATH = /\/api\/([^/]+)(?:\/([^/]+))?\/?$/;
const UPLOAD_PATH = /\/api\/upload\/?$/;

/**
 * An axios adapter that answers like a Strapi 4.26 server holding the demo content, so the
 * CMS client runs unchanged (query building, normalization, error handling) without a CMS.
 */
export function createDemoAdapter(options: DemoAdapterOptions = {}): AxiosAdapter {
  const store = buildStore(
    options.contentDir ? readContentDir(options.contentDir) : BUNDLED_CONTENT,
  );
  const submissions = options.dataDir ? createSubmissionStore(options.dataDir) : null;
  return async (config) => {
    if (config.signal?.aborted) throw new CanceledError(undefined, config);
    const { status, body } = await answer(store, submissions, config);
    return settle(config, status, JSON.stringify(body));
  };
}

async function answer(
  store: ContentStore,
  submissions: SubmissionStore | null,
  config: InternalAxiosRequestConfig,
): Promise<{ status: number; body: unknown }> {
  // getUri applies baseURL, params and the client's paramsSerializer: the URL a server would see.
  const url = new URL(axios.getUri(config), 'http://demo.invalid');
  try {
    const handler = HANDLERS[(config.method ?? 'get').toUpperCase()];
    if (!UPLOAD_PATH.test(url.pathname)) resolveTarget(url.pathname);
    if (!handler) throw methodNotAllowed();
    const query = qs.parse(url.search.slice(1), { depth: 20, arrayLimit: 100 });
    const request = { store, submissions, pathname: url.pathname, query, body: config.data };
    return { status: 200, body: await handler(request) };
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

function read({ store, pathname, query: rawQuery }: DemoRequest) {
  const { type, id } = resolveTarget(pathname);
  // The Public role may create form submissions but never read them back.
  if (type.kind === 'form') throw forbidden();
  const query = parseReadQuery(rawQuery);
  if (type.kind === 'single') return findSingle(store, type, query);
  return id === undefined ? findMany(store, type, query) : findOne(store, type, id, query);
}

/** Creates and uploads, stored under the data directory (the embedded mode of docs/cms-contract.md §6). */
function write({ submissions, pathname, body }: DemoRequest) {
  if (!submissions) throw methodNotAllowed();
  if (UPLOAD_PATH.test(pathname)) return uploadFiles(submissions, body);
  const { type, id } = resolveTarget(pathname);
  if (id !== undefined) throw methodNotAllowed();
  return createEntry(submissions, type, body);
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
