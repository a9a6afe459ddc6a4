import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { i18n } from 'i18next';
import type { Lang } from '@/lib/lang';
import { pageSearch, readsClock, readsFreeText } from '@/lib/page-query';
import { pageMethods, postedForm } from '../forms/page-forms';
import { languageOf } from '../middleware/page-language';
import { refusalText } from '../refusals';
import { isPreview, sendPreview } from '../preview/preview-mode';
import type { StyledRender } from './critical-style';
import { toFetchRequest } from './fetch-request';
import { cdnTags, withReadTags } from '../cms/read-tags';
import {
  isShareable,
  recordReplay,
  renderedPage,
  withFreshKey,
  type HtmlCache,
  type RenderedPage,
} from './html-cache';
import { RenderBusyError, type RenderGate } from './render-gate';
import { prepareBrowserCopy } from './page-door';

type PageFacts = Pick<RenderedPage, 'status' | 'personal' | 'page' | 'tags'>;

export interface RenderDeps {
  render: StyledRender;
  /** One ready i18next instance per language, shared by every request. */
  i18n: Record<Lang, i18n>;
  publicUrl: string;
  /** Cache-Control of a shareable page. */
  sharedCacheControl: string;
  cache: HtmlCache | null;
  /** Caps the renders in flight (server/ssr/render-gate.ts). */
  gate: RenderGate;
  /** Each address's budget of pages rendered for every request (not shared by the cache). */
  rendersPerAddress: { max: number; windowMs: number };
}

const queryOf = (req: Request) => {
  const query = req.originalUrl.indexOf('?');
  return query === -1 ? '' : req.originalUrl.slice(query);
};

/** The address a page is rendered and cached under: its path and the parameters it reads. */
const pageUrl = (req: Request) => req.path + pageSearch(req.path, queryOf(req));

/**
 * The address a page is rendered for. An address that does not decode is rendered as sent (the
 * router matches it undecoded, as the browser's does, so the page hydrates), not as routed.
 */
const renderUrl = (req: Request, res: Response) => res.locals.badAddress ?? pageUrl(req);

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
  if (isShareable(page) && page.tags.length > 0) {
    // What a CDN purges by: Fastly's Surrogate-Key (spaces), Cloudflare's Cache-Tag (commas).
    const tags = cdnTags(page.tags);
    res.set('Surrogate-Key', tags.join(' '));
    res.set('Cache-Tag', tags.join(','));
  }
  if (isShareable(page))
    res.set(
      'Cache-Control',
      readsClock(req.path, queryOf(req)) ? CLOCK_CACHE_CONTROL : sharedCacheControl,
    );
  else res.set('Cache-Control', page.status < 400 ? 'private, no-cache' : 'no-store');
}

function send(req: Request, res: Response, page: RenderedPage, sharedCacheControl: string) {
  head(req, res, page, sharedCacheControl);
  if (isPreview(res)) return sendPreview(res, withFreshKey(page));
  // Express answers 304 when If-None-Match matches this ETag; compression() names Accept-Encoding
  // only on a body, and a 304 must vary as the 200 would (RFC 9110, section 15.4.5).
  if (isShareable(page)) res.set('ETag', page.etag).vary('Accept-Encoding');
  if (!page.replay && req.method === 'GET') recordReplay(res, page);
  res.send(withFreshKey(page));
}

/**
 * Whether this request will be answered by a render it did not start (or a stale page): the read
 * rate limit, which counts requests in flight, leaves it out, so a thousand visitors behind one
 * address arriving on one page are not refused while its single render runs.
 */
export const joinsSharedRender = (res: Response) => res.locals.joinsRender === true;

/** A shared render answered with a redirect: every lookup waiting for it follows it. */
class Redirected extends Error {
  constructor(readonly response: globalThis.Response) {
    super('redirect');
  }
}

/**
 * Two Express handlers: `cached` answers a fresh page from the HTML cache (no CMS, so the read
 * rate limit never sees it), `render` has route loaders fill the store and React render (§4,
 * §2.10): a page the cache may share is rendered once for every concurrent visitor, a stale one
 * is answered at once and rendered again behind it, and every render passes the gate.
 */
export function renderRoute(deps: RenderDeps): {
  cached: RequestHandler;
  perAddress: RequestHandler;
  render: RequestHandler;
} {
  // A preview page is neither answered from nor kept in the cache other visitors share, nor is
  // the 400 page of an address that does not decode (each one costs the address a render).
  const keyOf = (req: Request, res: Response) =>
    isPreview(res) || res.locals.badAddress !== undefined ? null : cacheKey(req);
  const cached: RequestHandler = (req, res, next) => {
    const key = keyOf(req, res);
    const page = key === null ? undefined : deps.cache?.fresh(key);
    if (page) return send(req, res, page, deps.sharedCacheControl);
    // Visitors of a page being rendered, or answered stale, wait for no CMS read of their own.
    if (key !== null && deps.cache?.joinable(key)) res.locals.joinsRender = true;
    next();
  };

  /** One render of this request's page, through the gate. */
  const renderOnce = (req: Request, res: Response, shared: boolean) => {
    const lang = languageOf(res);
    const posted = postedForm(res);
    return deps.gate.run(() =>
      withReadTags(() =>
        deps.render({
          // A shared render serves every visitor waiting for it: one leaving must not abort it.
          request: toFetchRequest(req, res, new URL(renderUrl(req, res), deps.publicUrl), shared),
          lang,
          i18n: deps.i18n[lang],
          forms: posted && { posted },
          reqId: String(res.getHeader('X-Request-Id') ?? ''),
          preview: isPreview(res),
          badAddress: res.locals.badAddress !== undefined,
        }),
      ),
    );
  };

  /** The render of a page nobody else may be sent (preview, form posts, the clock, cookies). */
  async function renderOwn(req: Request, res: Response) {
    const [result, tags] = await renderOnce(req, res, false);
    if (result.kind === 'redirect') return redirect(res, result.response);
    send(req, res, renderedPage(result, tags), deps.sharedCacheControl);
  }

  /** The render the HTML cache asks for, once for every visitor waiting for the page. */
  async function renderShared(req: Request, res: Response) {
    const [result, tags] = await renderOnce(req, res, true);
    if (result.kind === 'redirect') throw new Redirected(result.response);
    return renderedPage(result, tags);
  }

  /** The visitor's own message, in the page's language, for a refusal that renders nothing. */
  const refuse = (res: Response, status: 429 | 503, text: 'tooManyPages' | 'busy') => {
    // express-rate-limit has set the 429's Retry-After; a refused render is worth retrying soon.
    if (status === 503) res.set('Retry-After', '5');
    res.status(status).set('Cache-Control', 'no-store').type('text');
    res.send(refusalText(languageOf(res), text));
  };

  /**
   * Pages rendered for every request (`?open=1`) or for every new value a visitor types (a
   * search) cost a render each time, so each address has a budget of them; a view the cache
   * answered never reaches this.
   */
  const perAddress = rateLimit({
    windowMs: deps.rendersPerAddress.windowMs,
    limit: deps.rendersPerAddress.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    skip: (req, res) =>
      !(req.method === 'GET' || req.method === 'HEAD') ||
      isPreview(res) ||
      (keyOf(req, res) !== null && !readsFreeText(req.path, queryOf(req))),
    handler: (_req, res) => refuse(res, 429, 'tooManyPages'),
  });

  const render: RequestHandler = async (req, res) => {
    try {
      await renderPage(req, res);
    } catch (error) {
      if (!(error instanceof RenderBusyError) || res.headersSent) throw error;
      refuse(res, 503, 'busy');
    }
  };

  async function renderPage(req: Request, res: Response) {
    const key = keyOf(req, res);
    if (key === null || !deps.cache || !storable(res)) return renderOwn(req, res);
    for (;;) {
      let page: RenderedPage | undefined;
      /** The page when this request's lookup was the one that rendered it. */
      let own: RenderedPage | undefined;
      try {
        page = await deps.cache.page(key, async (background) => {
          const rendered = await renderShared(req, res);
          if (!background) own = rendered;
          return rendered;
        });
      } catch (error) {
        if (error instanceof Redirected) return redirect(res, error.response);
        throw error;
      }
      // This request's own render: its bytes, whether shared or not.
      if (own) {
        prepareBrowserCopy(own);
        return send(req, res, own, deps.sharedCacheControl);
      }
      // A purge dropped the render it waited for (built before the purge): render again.
      if (!page) continue;
      // A personal page the cache could not keep (a read failed): its form key was another's.
      if (page.personal && !page.keyAt) return renderOwn(req, res);
      return send(req, res, page, deps.sharedCacheControl);
    }
  }
  return { cached, perAddress, render };
}

function redirect(res: Response, response: globalThis.Response) {
  res.redirect(response.status, response.headers.get('Location') ?? '/');
}
