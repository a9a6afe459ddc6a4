import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { isLang } from '@/lib/lang';
import type { ReadResponse } from '@/lib/api/transport';
import { readError, RESOURCES, resolveRead, type ReadApiDeps } from './read-api';
import { requestLanguage } from '../language-detector';
import { isPreview, sendPreview } from '../preview/preview-mode';
import { withReadTags } from '../cms/read-tags';
import { recordReplay, type HtmlCache, type RenderedPage } from '../ssr/html-cache';

/** The parameters a path's resource reads; any other parameter is ignored (§7, documented). */
function knownParams(path: string): Set<string> {
  const name = path.split('/')[1] ?? '';
  const resource = Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
  return new Set(['locale', ...Object.keys(resource?.params ?? {})]);
}

/** Known parameters as single strings; null when one is given twice (or as `a[b]=`). */
function readParams(path: string, query: Record<string, unknown>): Record<string, string> | null {
  const known = knownParams(path);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!known.has(name)) continue;
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  return params;
}

/**
 * The key a read answer is kept under: the resource path and the parameters it reads, in order;
 * null for an answer never kept: a search (free text, a new answer for every query typed) and a
 * request whose parameters are refused.
 */
export function answerKeyOf(path: string, query: Record<string, unknown>): string | null {
  const params = readParams(path, query);
  if (!params || path.split('/')[1] === 'search') return null;
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]!]);
  // Kept beside the pages, in the HTML cache: `api:` keeps their keys apart.
  return `api:${path}?${new URLSearchParams(sorted).toString()}`;
}

/** A read answer as the answer cache keeps it: its JSON bytes once, and a weak ETag of them. */
function keptAnswer(status: number, body: unknown, tags: readonly string[], path: string) {
  const bytes = Buffer.from(JSON.stringify(body));
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const resource = path.split('/')[1] ?? '';
  const answer: RenderedPage = {
    ...{ status, body: bytes, etag, personal: false, page: `api:${resource}` },
    ...{ tags, keyAt: null },
  };
  return answer;
}

/**
 * Only a 200 is shared. Caches may keep a 404 without being told (RFC 9111, section 4.2.2) and the
 * webhook purges only the site's own caches, so a CDN would hide an entry published after the
 * miss; a short max-age would still hide it that long. Repeated misses still meet the CMS call
 * cache (which the webhook does purge) and the read limit.
 */
const cacheControlOf = (status: number) => (status === 200 ? 'public, max-age=60' : 'no-store');

/** A refusal decided before any read: never kept, by us or by caches. */
function refuse(res: Response, { status, body }: ReadResponse) {
  res.status(status).set('Cache-Control', cacheControlOf(status)).json(body);
}

/** `replayable`: the door may send these headers again (it answers only reads naming `locale`). */
function sendKept(res: Response, answer: RenderedPage, replayable: boolean) {
  res.status(answer.status).set('Cache-Control', cacheControlOf(answer.status)).type('json');
  if (answer.status !== 200) return void res.send(answer.body);
  // Express answers 304 when If-None-Match matches this ETag; a 304 varies as the 200 would (RFC
  // 9110, section 15.4.5), which compression() does not say on an answer without a body.
  res.set('ETag', answer.etag).vary('Accept-Encoding');
  if (replayable && !answer.replay && res.req.method === 'GET') recordReplay(res, answer);
  res.send(answer.body);
}

/**
 * GET /api/v1/<resource>[/<slug-or-id>]?locale=uz|en|ru (and the same without `/v1`): domain
 * JSON for the browser and integrators; without `locale`, in the best of Accept-Language. A 200 carries a weak ETag of its bytes, and Express turns
 * a matching If-None-Match into 304; only a 200 may be kept by caches. In an editor's preview the
 * browser app's reads are draft reads too, answered for that browser only.
 */
export function readRouter(deps: ReadApiDeps, answers: HtmlCache | null): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const params = readParams(req.path, req.query as Record<string, unknown>);
    // `?locale=`, else Accept-Language, else Uzbek: the answer's language, and its refusal's.
    const lang = requestLanguage('read', req);
    if (!params) return refuse(res, readError('repeatedParameter', lang));
    // A `locale` that is no site language is refused (in the caller's language, never kept):
    // answering in another language would hide the caller's mistake.
    const named = params.locale !== undefined;
    if (named && !isLang(params.locale)) return refuse(res, readError('unknownLocale', lang));
    params.locale = lang;
    if (!named) res.vary('Accept-Language');
    let own = false;
    const resolve = async () => {
      own = true;
      const [{ status, body }, tags] = await withReadTags(() =>
        resolveRead(deps, req.path, params),
      );
      return keptAnswer(status, body, tags, req.path);
    };
    // Concurrent reads of one answer share one resolve, kept as bytes until a purge of what it
    // read (the HTML cache's mechanism, server/ssr/html-cache.ts; undefined when a purge dropped
    // the resolve waited for); server/ssr/page-door.ts answers later reads before the chain.
    // Kept under the language decided, so a read without `locale` shares the named read's answer.
    const key = answers && !isPreview(res) && answerKeyOf(req.path, params);
    let answer: RenderedPage | undefined;
    while (!answer) answer = key ? await answers.page(key, resolve) : await resolve();
    // Another address's read limit refused the shared resolve: this one reads for itself.
    if (answer.status === 429 && !own) answer = await resolve();
    if (answer.status === 503) res.set('Retry-After', '30');
    if (answer.status === 429) res.set('Retry-After', '60');
    if (isPreview(res)) return sendPreview(res.status(answer.status).type('json'), answer.body);
    sendKept(res, answer, named);
  });
  router.all('/{*path}', (req, res) => {
    refuse(
      res.set('Allow', 'GET, HEAD'),
      readError('methodNotAllowed', requestLanguage('read', req)),
    );
  });
  return router;
}
