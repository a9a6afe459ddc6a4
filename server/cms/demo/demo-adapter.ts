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
import { contentType } from '../model/content-model';
import { readDemoContent } from './content-files';
import { buildStore } from './content-store';
import { createEntry, uploadFiles } from './demo-writes';
import { checkPublication, findMany, findOne, findSingle, notFound } from './read-query';
import { StrapiError } from './strapi-error';
import { createSubmissionStore } from './submission-store';

export interface DemoAdapterOptions {
  /** Where form submissions and their files are stored; without it every write is a 405. */
  dataDir?: string;
}

const API_PATH = /^\/api\/([^/]+)(?:\/([^/]+))?\/?$/;

const methodNotAllowed = () => new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');

/**
 * An axios adapter that answers like a Strapi 4.26 server holding the demo content, so the
 * CMS client runs unchanged (query building, normalization, error handling) without a CMS.
 * It answers the reads the site sends (server/cms/queries.ts) and the form creates and uploads.
 */
export function createDemoAdapter(options: DemoAdapterOptions = {}): AxiosAdapter {
  const store = buildStore(readDemoContent());
  const submissions = options.dataDir ? createSubmissionStore(options.dataDir) : null;

  async function answer(config: InternalAxiosRequestConfig): Promise<unknown> {
    // getUri applies baseURL, params and the client's paramsSerializer: the URL a server would see.
    const url = new URL(axios.getUri(config), 'http://demo.invalid');
    const [, api = '', id] = API_PATH.exec(url.pathname) ?? [];
    const method = (config.method ?? 'get').toUpperCase();
    if (method === 'POST' && api === 'upload' && id === undefined) {
      if (!submissions) throw methodNotAllowed();
      return uploadFiles(submissions, config.data);
    }
    const type = contentType(api);
    if (!type || (type.kind !== 'collection' && id !== undefined)) throw notFound();
    if (method === 'POST') {
      if (!submissions || id !== undefined) throw methodNotAllowed();
      return createEntry(submissions, type, config.data);
    }
    if (method !== 'GET') throw methodNotAllowed();
    // The Public role may create form submissions but never read them back.
    if (type.kind === 'form') throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
    const query = qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 });
    checkPublication(query);
    if (type.kind === 'single') return findSingle(store, type, query);
    return id === undefined ? findMany(store, type, query) : findOne(store, type, id, query);
  }

  return async (config) => {
    if (config.signal?.aborted) throw new CanceledError(undefined, config);
    try {
      return await settle(config, 200, await answer(config));
    } catch (error) {
      if (!(error instanceof StrapiError)) throw error;
      return settle(config, error.status, error.body());
    }
  };
}

/** Resolves or rejects exactly as axios's own adapters do for this status. */
function settle(config: InternalAxiosRequestConfig, status: number, body: unknown) {
  const response: AxiosResponse = {
    data: JSON.stringify(body),
    status,
    statusText: STATUS_CODES[status] ?? '',
    headers: new AxiosHeaders({ 'content-type': 'application/json; charset=utf-8' }),
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(status)) return response;
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  const message = `Request failed with status code ${status}`;
  throw new AxiosError(message, code, config, response.request, response);
}
