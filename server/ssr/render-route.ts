import type { Request, RequestHandler, Response } from 'express';
import type { i18n } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { Render } from '@/entry-server';
import { pageSearch, readsClock } from '@/lib/page-query';
import { pageMethods, postedForm } from '../forms/page-forms';
import { languageOf } from '../middleware/page-language';
import { isPreview, sendPreview } from '../preview/preview-mode';
import { toFetchRequest } from './fetch-request';
import { isShareable, renderedPage, type HtmlCache, type RenderedPage } from './html-cache';

export interface RenderDeps {
  render: Render;
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

function send(req: Request, res: Response, page: RenderedPage, sharedCacheControl: string) {
  res.locals.routeLabel = `page:${page.page}`;
  res.status(page.status).type('html');
  if (page.status === 503) res.set('Retry-After', '30');
  if (page.status === 405) res.set('Allow', pageMethods(req.path));
  if (isPreview(res)) return sendPreview(res, page.body);
  if (isShareable(page))
    res
      .set(
        'Cache-Control',
        readsClock(req.path, queryOf(req)) ? CLOCK_CACHE_CONTROL : sharedCacheControl,
      )
      .set('ETag', page.etag);
  else res.set('Cache-Control', page.status < 400 ? 'private, no-cache' : 'no-store');
  // Express answers 304 when If-None-Match matches the ETag set above.
  res.send(page.body);
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
    });
    if (result.kind === 'redirect') {
      res.redirect(result.response.status, result.response.headers.get('Location') ?? '/');
      return;
    }
    const page = renderedPage(result);
    if (key !== null && storable(res)) deps.cache?.set(key, page);
    send(req, res, page, deps.sharedCacheControl);
  };
  return { cached, render };
}
