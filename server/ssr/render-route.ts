import type { Request, RequestHandler, Response } from 'express';
import type { i18n } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { Render } from '@/entry-server';
import { postedForm } from '../forms/page-forms';
import { languageOf } from '../middleware/page-language';
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

/**
 * Only plain anonymous GET/HEAD requests may be answered from, or stored in, the HTML cache. A
 * form POST and a request with credentials always render fresh, and a response that sets a
 * cookie is never stored. `/` varies by the `lang` cookie (Vary: Cookie for shared caches), but
 * its redirect runs before this handler, so only visitors who stay on the Uzbek home get here.
 */
function cacheKey(req: Request): string | null {
  const plain = req.method === 'GET' || req.method === 'HEAD';
  return plain && !req.headers.authorization ? req.originalUrl : null;
}

const storable = (res: Response) => !res.getHeader('Set-Cookie');

function send(res: Response, page: RenderedPage, sharedCacheControl: string) {
  res.locals.routeLabel = `page:${page.page}`;
  res.status(page.status).type('html');
  if (page.status === 503) res.set('Retry-After', '30');
  if (isShareable(page)) res.set('Cache-Control', sharedCacheControl).set('ETag', page.etag);
  else res.set('Cache-Control', page.status < 400 ? 'private, no-cache' : 'no-store');
  // Express answers 304 when If-None-Match matches the ETag set above.
  res.send(page.body);
}

/** Express handler: a cached page when there is one, else route loaders fill the store and React renders (§4, §2.10). */
export function renderRoute(deps: RenderDeps): RequestHandler {
  return async (req, res) => {
    const key = cacheKey(req);
    const cached = key === null ? undefined : deps.cache?.get(key);
    if (cached) return send(res, cached, deps.sharedCacheControl);
    const lang = languageOf(res);
    const posted = postedForm(res);
    const result = await deps.render({
      request: toFetchRequest(req, res, deps.publicUrl),
      lang,
      i18n: deps.i18n[lang],
      forms: posted && { posted },
      requestId: String(res.getHeader('X-Request-Id') ?? ''),
    });
    if (result.kind === 'redirect') {
      res.redirect(result.response.status, result.response.headers.get('Location') ?? '/');
      return;
    }
    const page = renderedPage(result);
    if (key !== null && storable(res)) deps.cache?.set(key, page);
    send(res, page, deps.sharedCacheControl);
  };
}
