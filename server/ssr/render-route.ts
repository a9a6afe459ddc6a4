import type { Request, RequestHandler, Response } from 'express';
import type { i18n } from 'i18next';
import type { Lang } from '@/lib/lang';
import { pageSearch, readsClock } from '@/lib/page-query';
import { pageMethods, postedForm } from '../forms/page-forms';
import { languageOf } from '../middleware/page-language';
import { isPreview, sendPreview } from '../preview/preview-mode';
import type { StyledRender, StyledResult } from './critical-style';
import { toFetchRequest } from './fetch-request';
import {
  documentBytes,
  isShareable,
  renderedPage,
  type HtmlCache,
  type RenderedPage,
} from './html-cache';

type PageFacts = Pick<RenderedPage, 'status' | 'personal' | 'page'>;

export interface RenderDeps {
  render: StyledRender;
  /** One ready i18next instance per language, shared by every request. */
  i18n: Record<Lang, i18n>;
  publicUrl: string;
  /** Cache-Control of a shareable page. */
  sharedCacheControl: string;
  cache: HtmlCache | null;
}

const queryOf = (req: Request) => {
  const query = req.originalUrl.indexOf('?');
  return query === -1 ? '' : req.originalUrl.slice(query);
};

/** The address a page is rendered and cached under: its path and the parameters it reads. */
const pageUrl = (req: Request) => req.path + pageSearch(req.path, queryOf(req));

/**
 * A page that reads the clock (src/lib/page-query.ts) may be stored by a shared cache but is
 * checked with us on every view: the re-render answers 304 while the minute, and so the bytes,
 * are the same.
 */
const CLOCK_CACHE_CONTROL = 'public, no-cache';

/**
 * Only plain anonymous GET/HEAD requests may be answered from, or stored in, the HTML cache. A
 * form POST, a request with credentials and a page that reads the clock always render fresh, and a response that sets a
 * cookie is never stored. `/` varies by the `lang` cookie (Vary: Cookie for shared caches), but
 * its redirect runs before this handler, so only visitors who stay on the Uzbek home get here.
 */
function cacheKey(req: Request): string | null {
  const plain = req.method === 'GET' || req.method === 'HEAD';
  const fresh = !req.headers.authorization && !readsClock(req.path, queryOf(req));
  return plain && fresh ? pageUrl(req) : null;
}

const storable = (res: Response) => !res.getHeader('Set-Cookie');

/** Status and caching headers of a page, set before its first byte. */
function head(req: Request, res: Response, page: PageFacts, sharedCacheControl: string) {
  res.locals.routeLabel = `page:${page.page}`;
  res.status(page.status).type('html');
  if (page.status === 503) res.set('Retry-After', '30');
  if (page.status === 405) res.set('Allow', pageMethods(req.path));
  if (isShareable(page))
    res.set(
      'Cache-Control',
      readsClock(req.path, queryOf(req)) ? CLOCK_CACHE_CONTROL : sharedCacheControl,
    );
  else res.set('Cache-Control', page.status < 400 ? 'private, no-cache' : 'no-store');
}

function send(req: Request, res: Response, page: RenderedPage, sharedCacheControl: string) {
  head(req, res, page, sharedCacheControl);
  if (isPreview(res)) return sendPreview(res, page.body);
  // Express answers 304 when If-None-Match matches this ETag.
  if (isShareable(page)) res.set('ETag', page.etag);
  res.send(page.body);
}

/**
 * A miss whose slow regions are still being read: the status, the head and the body with a
 * placeholder in each slow region go out now, then each region's HTML as its read answers (put in
 * place by src/app/late-regions.ts), then the boot data. There is no ETag (the bytes are not known
 * yet); the finished page, unless a region's read failed, is what the HTML cache keeps and the
 * next visitor gets with one: the document the streamed one becomes once its regions are in place.
 */
async function stream(
  req: Request,
  res: Response,
  result: Extract<StyledResult, { kind: 'streamed' }>,
  sharedCacheControl: string,
): Promise<RenderedPage | null> {
  head(req, res, result, sharedCacheControl);
  res.write(documentBytes(result.head));
  // compression() would otherwise hold each part until it has a full block.
  res.flush();
  let finished: { rest: string; complete: boolean };
  try {
    for (;;) {
      const part = await result.body.next();
      if (part.done) {
        finished = part.value;
        break;
      }
      res.write(part.value);
      res.flush();
    }
  } catch (error) {
    // The 200 is out: a cut connection, which no cache keeps, is all that is left to say.
    req.log.error({ err: error }, 'page render failed after its head was sent');
    res.destroy();
    return null;
  }
  res.end();
  return finished.complete
    ? renderedPage({ ...result, parts: [...result.head, finished.rest] })
    : null;
}

/**
 * Two Express handlers: `cached` answers from the HTML cache when it can (no CMS, so the read
 * rate limit never sees it), `render` has route loaders fill the store and React render (§4, §2.10).
 */
export function renderRoute(deps: RenderDeps): { cached: RequestHandler; render: RequestHandler } {
  // A preview page is neither answered from nor kept in the cache other visitors share.
  const keyOf = (req: Request, res: Response) => (isPreview(res) ? null : cacheKey(req));
  const cached: RequestHandler = (req, res, next) => {
    const key = keyOf(req, res);
    const page = key === null ? undefined : deps.cache?.get(key);
    if (page) send(req, res, page, deps.sharedCacheControl);
    else next();
  };
  const render: RequestHandler = async (req, res) => {
    const key = keyOf(req, res);
    const lang = languageOf(res);
    const posted = postedForm(res);
    const result = await deps.render({
      request: toFetchRequest(req, res, new URL(pageUrl(req), deps.publicUrl)),
      lang,
      i18n: deps.i18n[lang],
      forms: posted && { posted },
      reqId: String(res.getHeader('X-Request-Id') ?? ''),
      preview: isPreview(res),
      streams: req.method === 'GET' && !isPreview(res),
    });
    if (result.kind === 'redirect') {
      res.redirect(result.response.status, result.response.headers.get('Location') ?? '/');
      return;
    }
    const page =
      result.kind === 'streamed'
        ? await stream(req, res, result, deps.sharedCacheControl)
        : renderedPage(result);
    if (!page) return;
    if (key !== null && storable(res)) deps.cache?.set(key, page);
    if (result.kind === 'page') send(req, res, page, deps.sharedCacheControl);
  };
  return { cached, render };
}
