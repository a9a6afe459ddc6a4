import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { DEFAULT_LANG } from '@/lib/lang';
import { pageSearch, readsClock } from '@/lib/page-query';
import { answerKeyOf } from '../api/read-router';
import { PER_ANSWER_BROTLI } from '../middleware/compress';
import { hostHeaders } from '../middleware/one-host';
import { rootLanguage } from '../middleware/page-language';
import { previewCookieOf } from '../preview/preview-cookie';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { isShareable, withFreshKey, type HtmlCache, type RenderedPage } from './html-cache';
import { gzipWithKey, keyedGzip, type KeyedGzip } from './keyed-gzip';
import { isApiPath } from '../api/api-path';

const zip = { br: promisify(brotliCompress), gzip: promisify(gzip) };
type Encoding = keyof typeof zip;
const ZIP_OPTIONS = {
  // Once per kept page, off the event loop: a stronger level than compression()'s 4 per answer.
  // Not 9: on a 105 KB page it saves 520 bytes over 6 (2.5 %) for 18 ms of CPU instead of 1.8,
  // spent again on every page an editor's change drops.
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } },
  gzip: { level: 9 },
};
/**
 * For a form page, whose every answer carries a key of its own and is compressed for its visitor
 * off the event loop: the chain's own levels (Brotli 4, about 1.2 ms for 29 KB instead of 138).
 */
const PER_ANSWER_OPTIONS = { br: { params: PER_ANSWER_BROTLI }, gzip: {} };

/** A kept page's compressed copies, made once each in the background. */
const encodedCopies = new WeakMap<RenderedPage, Partial<Record<Encoding, Buffer | 'making'>>>();

/** The page compressed as `encoding` when that copy is ready; otherwise starts it and says no. */
function encodedCopy(page: RenderedPage, encoding: Encoding): Buffer | undefined {
  const copies = encodedCopies.get(page) ?? {};
  encodedCopies.set(page, copies);
  const copy = copies[encoding];
  if (copy === 'making') return undefined;
  if (copy) return copy;
  copies[encoding] = 'making';
  zip[encoding](page.body, ZIP_OPTIONS[encoding]).then(
    (bytes) => void (copies[encoding] = bytes),
    () => void delete copies[encoding],
  );
  return undefined;
}

/** A form page's gzip made around its keys once (keyed-gzip.ts), or a mark while it is made. */
const keyedCopies = new WeakMap<RenderedPage, KeyedGzip | 'making'>();
/** The length of every key a form page is given (withFreshKey writes one as long over the last). */
const KEY_LENGTH = newSubmissionKey().length;

/** The form page's keyed gzip when it is ready; otherwise starts it and says no. */
function keyedCopy(page: RenderedPage): KeyedGzip | undefined {
  const kept = keyedCopies.get(page);
  if (kept === 'making') return undefined;
  if (kept || !page.keyAt) return kept;
  keyedCopies.set(page, 'making');
  keyedGzip(page.body, page.keyAt, KEY_LENGTH).then(
    (made) => void keyedCopies.set(page, made),
    () => void keyedCopies.delete(page),
  );
  return undefined;
}

/** Whether the visitor takes gzip at all (a form page's copy is gzip whatever they prefer). */
const acceptsGzip = (req: Request) => new Negotiator(req).encodings(['gzip']).length > 0;

/**
 * Starts the copy of a page the HTML cache has just kept, while its first visitor is sent the
 * chain's answer, so the next view finds it made (otherwise that view started it and was
 * compressed again by the chain, on every page an edit drops): Brotli, which browsers all ask
 * for, or a form page's keyed gzip.
 */
export function prepareBrowserCopy(page: RenderedPage): void {
  if (page.body.length < THRESHOLD) return;
  if (page.keyAt) keyedCopy(page);
  else if (isShareable(page)) encodedCopy(page, 'br');
}

/**
 * The front door for views of pages the HTML cache holds fresh (issue 31: a hit cost 13 times what
 * a static server spends on the same bytes, mostly in the middleware chain and compressing the
 * same page again for every visitor). It runs after the request log, the request id and the
 * metrics, and answers a plain anonymous GET or HEAD whose page is fresh and whose answer the
 * chain has already sent once: the same status, headers and bytes (a form page with a fresh key),
 * a 304 for a matching If-None-Match, and a page compressed once, in the background, instead of
 * on every answer. Anything else, and every first view, goes through the whole chain, which stays
 * the one definition of an answer (test/server/page-door.same-answers.test.ts holds them equal).
 */
export function pageDoor(cache: HtmlCache | null): RequestHandler {
  if (!cache) return (_req, _res, next) => next();
  return (req, res, next) => {
    const page = doorPage(cache, req);
    if (!page?.replay) return next();
    const encoding = chosenEncoding(req, page.body.length);
    // deflate, which the door keeps no copy of: the chain compresses it.
    if (encoding === null) return next();
    // A form page has no copy to keep: each answer carries a key of its own.
    const copy = encoding !== 'identity' && !page.keyAt ? encodedCopy(page, encoding) : null;
    // The chain compresses this answer while the door's copy is being made.
    if (copy === undefined) return next();
    // A page names its module, as render-route.ts does; a read answer keeps the chain's `/api`.
    if (!page.page.startsWith('api:')) res.locals.routeLabel = `page:${page.page}`;
    for (const [name, value] of Object.entries(page.replay)) res.setHeader(name, value!);
    if (isShareable(page)) res.setHeader('ETag', page.etag);
    // As res.send answers (a form page, without an ETag, too: `If-None-Match: *`), with no
    // Content-Type; Vary stays, as RFC 9110 (section 15.4.5) asks of a 304.
    if (req.fresh) {
      res.removeHeader('Content-Type');
      return void res.status(304).end();
    }
    const send = (body: Buffer, coding: Encoding | 'identity' = encoding) => {
      if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', body.length);
      res.status(page.status).end(req.method === 'HEAD' ? undefined : body);
    };
    if (copy || encoding === 'identity') return send(copy ?? withFreshKey(page));
    // A form page: its gzip made once around its key, for a visitor who takes gzip.
    const keyed = acceptsGzip(req) ? keyedCopy(page) : undefined;
    if (keyed) return send(gzipWithKey(keyed, newSubmissionKey()), 'gzip');
    zip[encoding](withFreshKey(page), PER_ANSWER_OPTIONS[encoding]).then(
      (body) => send(body),
      next,
    );
  };
}

/** The fresh kept page of a request the door may answer, as the chain would look it up. */
function doorPage(cache: HtmlCache, req: Request): RenderedPage | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (req.headers.authorization || previewCookieOf(req) !== null) return undefined;
  // Node keeps the first of several Host headers; the chain refuses them (one-host.ts).
  if (hostHeaders(req) > 1) return undefined;
  const url = req.originalUrl;
  const at = url.indexOf('?');
  const [path, query] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  // `/` sends a visitor who chose another language to that language's home.
  if (path === '/' && rootLanguage(req) !== DEFAULT_LANG) return undefined;
  if (isApiPath(path)) {
    // A read-API answer (server/api/read-router.ts); one asked with an Origin gets CORS headers.
    if (req.headers.origin !== undefined) return undefined;
    const resource = path.slice(path.startsWith('/api/v1/') ? '/api/v1'.length : '/api'.length);
    const key = answerKeyOf(resource, req.query);
    return key === null ? undefined : cache.fresh(key);
  }
  if (readsClock(path, query)) return undefined;
  return cache.fresh(path + pageSearch(path, query));
}

/** compression()'s default threshold: a smaller answer goes out as it is. */
const THRESHOLD = 1024;

/** negotiator 0.6.4 takes the preferred codings, as compression() passes them; its types miss it. */
interface PreferringNegotiator {
  encoding(available: string[], preferred: string[]): string | undefined;
}

/** What compression() offers, and prefers on a tie of weights. */
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * The coding compression() sends this answer in, chosen by the same negotiator with the same
 * lists (the highest weight wins, br then gzip on a tie); null when that is deflate, which the
 * door keeps no copy of.
 */
function chosenEncoding(req: Request, size: number): Encoding | 'identity' | null {
  if (!req.headers['accept-encoding'] || size < THRESHOLD) return 'identity';
  const method = (new Negotiator(req) as PreferringNegotiator).encoding(SUPPORTED, PREFERRED);
  if (method === 'deflate') return null;
  return method === 'br' || method === 'gzip' ? method : 'identity';
}
