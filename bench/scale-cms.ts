/**
 * A Strapi 4 stand-in holding the demo content at a bank's scale (bench/scale-content.ts), in a
 * process of its own: `node --import tsx/esm bench/scale-cms.ts`, on 127.0.0.1. It answers reads
 * exactly as the embedded demo adapter does (server/cms/demo/demo-adapter.ts: the same store,
 * queries and Strapi 4.26 shapes), over HTTP. Prints one `content {...}` line (entries per type
 * and language), then `port N`. `GET /_bench/requests` answers how many reads it served.
 * SCALE_FACTOR (50) multiplies the collections, SCALE_NEWS (2000) is the news per language.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { buildStore } from '../server/cms/demo/content-store';
import {
  checkPublication,
  findMany,
  findOne,
  findSingle,
  notFound,
} from '../server/cms/demo/read-query';
import { StrapiError } from '../server/cms/demo/strapi-error';
import { contentType } from '../server/cms/model/content-model';
import { scaledContent } from './scale-content';

const factor = Number(process.env.SCALE_FACTOR ?? 50);
const newsPerLanguage = Number(process.env.SCALE_NEWS ?? 2000);
const store = buildStore(scaledContent(factor, newsPerLanguage));
const API_PATH = /^\/api\/([^/]+)(?:\/([^/]+))?\/?$/;

function answer(method: string, url: URL): unknown {
  const [, api = '', id] = API_PATH.exec(url.pathname) ?? [];
  const type = contentType(api);
  if (!type || (type.kind !== 'collection' && id !== undefined)) throw notFound();
  if (method !== 'GET') throw new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
  if (type.kind === 'form') throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
  const query = qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 });
  checkPublication(query);
  if (type.kind === 'single') return findSingle(store, type, query);
  return id === undefined ? findMany(store, type, query) : findOne(store, type, id, query);
}

let requests = 0;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://cms.invalid');
  let status = 200;
  let body: unknown;
  if (url.pathname === '/_bench/requests') body = { requests };
  else {
    requests++;
    try {
      body = answer(req.method ?? 'GET', url);
    } catch (error) {
      // Anything but Strapi's own errors is the stand-in's fault: said, and answered 500.
      if (!(error instanceof StrapiError)) console.error(error);
      const strapi =
        error instanceof StrapiError
          ? error
          : new StrapiError(500, 'InternalServerError', 'Internal Server Error');
      status = strapi.status;
      body = strapi.body();
    }
  }
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
  });
  res.end(json);
});

const counts = Object.fromEntries(
  [...store].map(([api, rows]) => [api, rows.filter((row) => row.locale === 'ru').length]),
);
console.log(`content ${JSON.stringify(counts)}`);
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
