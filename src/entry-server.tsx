import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { i18n } from 'i18next';
import { createRoutes } from './app/routing/routes';
import { makeStore, type RootState } from './app/store';
import { api } from './lib/api/api-slice';
import { AppShell } from './app/app-shell';
import { Document } from './app/document/document';
import { storeQueries, type RouteDeps } from './app/routing/route-data';
import type { ReadTransport } from './lib/api/transport';
import type { PublicConfig } from './lib/public-config';
import type { FormGateway } from './lib/forms/form-types';
import type { BootData, DocumentAssets, QueryAnswer } from './lib/boot-data';
import { LANGS, type Lang } from './lib/lang';
import type { PageData } from './lib/page-data';
import { safeJson } from './lib/safe-json';
import { renderedResources } from './app/i18n';
import { StructuredDataWriter, type StructuredDataProps } from './app/document/structured-data';
import { PageJsonLd } from './app/document/page-json-ld';

export interface RendererDeps {
  transport: ReadTransport;
  config: PublicConfig;
  /** Stylesheets, entry and modulepreloads for the page modules a page matched. */
  assets: (pages: string[]) => DocumentAssets;
  /** The inline head script's text (server/ssr/head-script.ts). */
  headScript: string;
}

export interface RenderInput {
  request: Request;
  lang: Lang;
  /** The language's shared, ready i18next instance. */
  i18n: i18n;
  /** Relays a plain form POST handed to a route action. */
  forms?: FormGateway;
  /** The request's id (X-Request-Id), shown on error pages. */
  reqId?: string;
  /** An editor's preview: the CMS reads were draft reads, the page shows the preview bar. */
  preview?: boolean;
  /** The address did not decode: the page is §2.10's 400 (server/middleware/normalize-path.ts). */
  badAddress?: boolean;
}

interface PageFacts {
  status: number;
  /** The page embeds a per-visitor value (a form's idempotency key), or a region's read failed: never shared by caches. */
  personal: boolean;
  /**
   * The form's idempotency key the page embeds, unless a read failed: the HTML cache keeps such a
   * page once and writes a fresh key over this one for each visitor (server/ssr/html-cache.ts).
   */
  formKey: string | null;
  /** The matched page module, e.g. `deposit-detail` (the metrics' route label). */
  page: string;
}

export type RenderResult =
  | { kind: 'redirect'; response: Response }
  | (PageFacts & {
      kind: 'page';
      /** The whole document, doctype included, in the chunks React wrote it. */
      chunks: Buffer[];
    });

function serializeErrors(errors: StaticHandlerContext['errors']): BootData['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, data: null, internal: false }
        : { status: 500, statusText: 'Internal Server Error', data: null, internal: false },
    ]),
  );
}

const pagesOf = (context: StaticHandlerContext) =>
  context.matches
    .map((match) => (match.route.handle as { page?: string } | undefined)?.page)
    .filter((page): page is string => Boolean(page));

const formKeyOf = (context: StaticHandlerContext) =>
  Object.values(context.loaderData)
    .map((data) => (data as PageData | null)?.formKey)
    .find((key) => key !== undefined && key !== '') ?? null;

/**
 * The store's reads as plain answers for the boot data (RTK Query's `selectAllQueryEntries`), in
 * cache-key order (RTK Query's key, which sorts an argument's keys), so the bytes do not depend on
 * which read answered first; and whether a read failed.
 */
function answersOf(state: RootState): { answers: QueryAnswer[]; failed: boolean } {
  const entries = [...api.util.selectAllQueryEntries(state)].sort((a, b) =>
    a.queryCacheKey < b.queryCacheKey ? -1 : 1,
  );
  const answers: QueryAnswer[] = entries
    .filter((entry) => entry.status === 'fulfilled')
    .map((entry) => ({
      endpointName: entry.endpointName,
      arg: entry.originalArgs,
      value: entry.data,
    }));
  return { answers, failed: answers.length < entries.length };
}

/**
 * React's stream renderer, collected once the whole document is ready. Nothing suspends on the
 * server (the loaders have read everything, lazy pages and idle regions are loaded), so React
 * writes it all at once, in the chunks the HTML cache keeps; a Suspense fallback is never sent, as
 * its completion script would need a CSP nonce (ADR 007). A render that throws, even inside a
 * Suspense boundary React would leave to the browser, rejects: a 500, never a page cut short.
 */
function renderDocument(element: ReactNode): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(chunks);
        done();
      },
    });
    let failure: { error: unknown } | undefined;
    const stream = renderToPipeableStream(element, {
      // Inline, however large: React otherwise moves a big finished boundary after the page,
      // put back in place by an inline script (`$RC`) the CSP forbids.
      progressiveChunkSize: Infinity,
      onError: (error) => void (failure ??= { error }),
      onShellError: reject,
      onAllReady: () => (failure ? reject(failure.error) : stream.pipe(collect)),
    });
  });
}

/** The page's JSON-LD, which only the server writes (src/app/document/structured-data.tsx). */
const writeJsonLd = (props: StructuredDataProps) => <PageJsonLd {...props} />;

/**
 * The route trees and static handlers (one per language) are built once; each request brings its
 * own store and form relay through the router's request context. Route loaders run the endpoints
 * through that store as the browser does (RTK Query's server-rendering path: `initiate`, then
 * every running query awaited), so the status is decided before React renders the whole document
 * over the same store with RTK Query's hooks.
 */
export function createRenderer(deps: RendererDeps) {
  const depsOf = (context: unknown) => context as RouteDeps;
  const handlers = Object.fromEntries(
    LANGS.map((lang) => [lang, createStaticHandler(createRoutes(lang, depsOf))]),
  ) as Record<Lang, StaticHandler>;
  return async function render(input: RenderInput): Promise<RenderResult> {
    const handler = handlers[input.lang];
    const store = makeStore(undefined, { transport: deps.transport });
    try {
      const requestContext: RouteDeps = {
        queries: storeQueries(store),
        i18n: () => input.i18n,
        forms: input.forms,
        badAddress: input.badAddress,
      };
      const context = await handler.query(input.request, { requestContext });
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      if (context instanceof Response) return { kind: 'redirect', response: context };
      const errors = serializeErrors(context.errors);
      const pages = pagesOf(context);
      const assets = deps.assets(pages);
      const status = Object.values(errors ?? {})[0]?.status ?? context.statusCode;
      // Only error pages name their request: a 200 page stays the same bytes for every visitor.
      const url = new URL(input.request.url);
      const request =
        status >= 400 && input.reqId
          ? { id: input.reqId, url: url.pathname + url.search }
          : undefined;
      const { answers, failed } = answersOf(store.getState());
      const boot: Omit<BootData, 'translations'> = {
        lang: input.lang,
        queries: answers,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors },
        config: deps.config,
        assets,
        ...(request && { request }),
        ...(input.preview && { preview: true }),
      };
      // The request's own instance (sharing the language's resources), so react-i18next reports
      // the namespaces this render used; the boot element renders after the page, so it carries
      // just those (loaders' strings are already in loaderData).
      const i18n = input.i18n.cloneInstance();
      const serializeBoot = () =>
        safeJson({ ...boot, translations: renderedResources(i18n) } satisfies BootData);
      const chunks = await renderDocument(
        <Document
          lang={input.lang}
          assets={assets}
          headScript={deps.headScript}
          boot={serializeBoot}
        >
          <AppShell
            store={store}
            i18n={i18n}
            config={deps.config}
            request={request ?? null}
            preview={input.preview}
          >
            <StructuredDataWriter value={writeJsonLd}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </StructuredDataWriter>
          </AppShell>
        </Document>,
      );
      const formKey = formKeyOf(context);
      return {
        kind: 'page',
        status,
        page: pages.at(-1) ?? 'none',
        // A page whose region's read failed is nobody's to share: the next visitor reads again.
        personal: formKey !== null || failed,
        formKey: failed ? null : formKey,
        chunks,
      };
    } finally {
      // Entries nobody subscribes to any more get RTK Query's removal timers, which would keep
      // the request's store alive for a minute; resetting the api clears them.
      store.dispatch(api.util.resetApiState());
    }
  };
}

export type Render = ReturnType<typeof createRenderer>;
