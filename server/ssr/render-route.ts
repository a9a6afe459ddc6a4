import type { Request, RequestHandler, Response } from 'express';
import { Transform } from 'node:stream';
import { isbot } from 'isbot';
import { splitLangPath } from '@/lib/paths';
import type { PublicConfig } from '@/lib/public-config';
import type { ReadTransport } from '@/lib/api/transport';
import type { FormGateway } from '@/lib/forms/form-types';
import { render } from '@/entry-server';
import type { Assets } from './assets';
import { documentStart, DOCUMENT_END } from './document';
import { toFetchRequest } from './fetch-request';
import { escapeHtml } from './safe-json';
import { pageUrls } from '../seo/page-urls';
import { pageStructuredData } from '../seo/page-structured-data';

export interface RenderDeps {
  assets: Assets;
  transport: ReadTransport;
  publicConfig: PublicConfig;
  publicUrl: string;
  logger: { error(obj: unknown, msg?: string): void };
  /** The relay for a page's plain form POST, bound to that request. */
  forms?: (req: Request, res: Response) => FormGateway;
}

const RENDER_TIMEOUT_MS = 10_000;

/** React ends the stream it pipes into; the closing tags must follow its last chunk. */
function withDocumentEnd(res: Response): Transform {
  const tail = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      done(null, DOCUMENT_END);
    },
  });
  tail.pipe(res);
  return tail;
}

function sendBareError(res: Response, status: number) {
  if (res.headersSent) return res.end();
  const requestId = escapeHtml(String(res.getHeader('X-Request-Id') ?? ''));
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${status}</title></head>` +
        `<body><h1>${status === 404 ? 'Page not found' : 'Server error'}</h1><p><a href="/">Home</a></p>` +
        `<p>Request id: ${requestId}</p></body></html>`,
    );
}

/** Express handler: route loaders fill the store, then React streams the page (§4, §2.10). */
export function renderRoute(deps: RenderDeps): RequestHandler {
  return async (req: Request, res: Response) => {
    const { lang, path } = splitLangPath(req.originalUrl);
    if (req.i18n.language !== lang) await req.i18n.changeLanguage(lang);
    const result = await render({
      request: toFetchRequest(
        req,
        res,
        deps.publicUrl,
        res.locals.formBody as FormData | undefined,
      ),
      lang,
      i18n: req.i18n,
      transport: deps.transport,
      config: deps.publicConfig,
      forms: deps.forms?.(req, res),
    });
    if (result.kind === 'redirect') {
      res.redirect(result.response.status, result.response.headers.get('Location') ?? '/');
      return;
    }
    res.locals.routeLabel = `page:${result.pages.at(-1) ?? 'none'}`;
    const meta = result.meta;
    const siteName = req.i18n.t('site.name');
    const urls = pageUrls(deps.publicUrl, lang, path, meta?.alternates);
    const head = documentStart({
      lang,
      title: meta ? `${meta.meta.title} | ${siteName}` : siteName,
      siteName,
      description: meta?.meta.description ?? req.i18n.t('meta.home.description'),
      ...urls,
      structuredData: pageStructuredData({
        lang,
        path,
        title: meta?.meta.title,
        url: urls.canonical,
        publicUrl: deps.publicUrl,
        state: result.boot.state,
        t: req.i18n.t,
      }),
      nonce: res.locals.cspNonce as string,
      entry: deps.assets.entry,
      css: deps.assets.css,
      preloads: deps.assets.preloads(result.pages),
      boot: result.boot,
      image: meta?.image,
      jsonLd: meta?.jsonLd,
    });
    const waitForAll = isbot(req.get('user-agent') ?? '');
    let failed = false;
    const { pipe, abort } = result.stream({
      nonce: res.locals.cspNonce as string,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        res.status(result.status).type('html').set('Cache-Control', 'private, no-cache');
        if (result.status === 503) res.set('Retry-After', '30');
        res.write(head);
        pipe(withDocumentEnd(res));
      },
      onShellError(error: unknown) {
        deps.logger.error({ err: error, url: req.originalUrl }, 'render failed');
        sendBareError(res, 500);
      },
      onError(error: unknown) {
        failed = true;
        deps.logger.error({ err: error, url: req.originalUrl }, 'render error');
      },
    });
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
    res.on('close', () => {
      clearTimeout(timer);
      result.dispose();
      if (failed) deps.logger.error({ url: req.originalUrl }, 'page rendered with errors');
    });
  };
}
