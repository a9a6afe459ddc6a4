import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { i18n } from 'i18next';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import { api } from './lib/api/api-slice';
import { serverQueries } from './app/server-queries';
import { AppShell } from './app/app-shell';
import { Document } from './app/document';
import type { RouteDeps } from './app/route-data';
import type { ReadTransport } from './lib/api/transport';
import type { PublicConfig } from './lib/public-config';
import type { FormGateway } from './lib/forms/form-types';
import type { BootData, DocumentAssets, QueryAnswer } from './lib/boot-data';
import { LANGS, type Lang } from './lib/lang';
import type { PageData } from './lib/page-data';
import { safeJson } from './lib/safe-json';
import { RecordedStrings, StringsRecord } from './lib/use-translation';
import { bootStrings } from './app/i18n';
import { StructuredDataWriter, type StructuredDataProps } from './app/structured-data';
import { PageJsonLd } from './app/page-json-ld';
import { StillReading } from './lib/late-reads';
import { lateRegionsScript, lateSource, waitingRegions } from './app/late-html';
import { BOOT_ELEMENT_ID } from './lib/boot-data';

export interface RendererDeps {
  transport: ReadTransport;
  config: PublicConfig;
  /** Stylesheets, entry and modulepreloads for the page modules a page matched. */
  assets: (pages: string[]) => DocumentAssets;
  /** The inline head script's text (server/ssr/head-script.ts). */
  headScript: string;
  /** The build's file of the script that puts a streamed miss's late regions in place. */
  lateRegions: string;
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
  /** The caller can send the head before the body (a GET on a cache miss). */
  streams?: boolean;
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
      /** The complete document, doctype included. */
      html: string;
    })
  | (PageFacts & {
      /** A 200 whose slow regions were still being read when the status was decided. */
      kind: 'streamed';
      /** The doctype and the head (stylesheets, preloads, the entry module), to send at once. */
      head: string;
      /**
       * What follows the head, chunk by chunk: the body with each slow region's placeholder, each
       * region's HTML once its read answered, then the boot data. It returns the finished
       * document's part after the head (what a cached copy sends), `complete` false if a read failed.
       */
      body: AsyncGenerator<string, { rest: string; complete: boolean }>;
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

const HEAD_END = '</head>';

/** The doctype and head of a rendered document. */
const headOf = (html: string) => html.slice(0, html.indexOf(HEAD_END) + HEAD_END.length);

/** Where a rendered document's boot element starts (it is there, empty, when rendered without). */
const bootAt = (html: string) =>
  html.indexOf(`<script type="application/json" id="${BOOT_ELEMENT_ID}"`);

const formKeyOf = (context: StaticHandlerContext) =>
  Object.values(context.loaderData)
    .map((data) => (data as PageData | null)?.formKey)
    .find((key) => key !== undefined && key !== '') ?? null;

/**
 * The route trees and static handlers (one per language) are built once; each request brings its
 * own queries and form relay through the router's request context. Route loaders read the API
 * (`serverQueries`), their answers go into the request's own store through RTK Query's
 * `upsertQueryEntries`, then the whole document renders in one pass over that store with RTK
 * Query's hooks; nothing suspends on the server (lazy pages are resolved by the handler). A read
 * the status does not wait for (`startQuery`) lets a GET miss send its head and its body with
 * placeholders first, then each slow region once its read answered: React's own streaming
 * completes late Suspense boundaries with inline scripts, which the CSP forbids, so the regions
 * are cut from renders of the whole page and put in place by a script file (decision 007).
 */
/** The page's JSON-LD, which only the server writes (src/app/structured-data.tsx). */
const writeJsonLd = (props: StructuredDataProps) => <PageJsonLd {...props} />;

export function createRenderer(deps: RendererDeps) {
  const depsOf = (context: unknown) => context as RouteDeps;
  const handlers = Object.fromEntries(
    LANGS.map((lang) => [lang, createStaticHandler(createRoutes(lang, depsOf))]),
  ) as Record<Lang, StaticHandler>;
  return async function render(input: RenderInput): Promise<RenderResult> {
    const handler = handlers[input.lang];
    const queries = serverQueries(deps.transport);
    const requestContext: RouteDeps = {
      queries: queries.run,
      i18n: () => input.i18n,
      forms: input.forms,
      leavesSlowReads: true,
    };
    const context = await handler.query(input.request, { requestContext });
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
    const documentWith = (
      answers: QueryAnswer[],
      withBoot: boolean,
      stillReading: (endpointName: string, arg: unknown) => boolean = () => false,
    ) => {
      const store = makeStore(undefined, { transport: deps.transport });
      // The endpoints are injected by feature modules, so the base api's types know none of them.
      store.dispatch(api.util.upsertQueryEntries(answers as never));
      const boot: Omit<BootData, 'strings'> = {
        lang: input.lang,
        queries: answers,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors },
        config: deps.config,
        assets,
        ...(request && { request }),
        ...(input.preview && { preview: true }),
      };
      // The boot element renders after the page in the same pass, so it carries just what the
      // page translated (loaders' strings are already in loaderData).
      const record = new StringsRecord();
      const serializeBoot = () =>
        withBoot
          ? safeJson({ ...boot, strings: bootStrings(input.i18n, record) } satisfies BootData)
          : '';
      try {
        return `<!doctype html>${renderToString(
          <Document
            lang={input.lang}
            assets={assets}
            headScript={deps.headScript}
            boot={serializeBoot}
          >
            <RecordedStrings value={record}>
              <StillReading value={stillReading}>
                <AppShell
                  store={store}
                  i18n={input.i18n}
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
              </StillReading>
            </RecordedStrings>
          </Document>,
        )}`;
      } finally {
        // Upserted entries nobody subscribes to get RTK Query's removal timers, which would keep
        // the request's store alive for a minute; resetting the api clears them.
        store.dispatch(api.util.resetApiState());
      }
    };
    const facts = { status, page: pages.at(-1) ?? 'none' };
    // An error page shows no slow region, so it never waits for one.
    if (status === 200 && queries.pending() && input.streams) {
      // The shell: the page with a placeholder in each region whose read is out. The head does not
      // depend on those regions, so it is cut from the shell (ADR 007).
      const shell = documentWith(queries.answers(), false, queries.reading);
      const head = headOf(shell);
      async function* body() {
        let waiting = waitingRegions(shell);
        yield (
          shell.slice(head.length, bootAt(shell)) +
          (waiting.length ? lateRegionsScript(deps.lateRegions) : '')
        );
        // A render per answer while others are still out; the last answer's is the final render.
        let seen = queries.returned();
        while (queries.pending()) {
          if (queries.returned() === seen) await queries.nextAnswer();
          seen = queries.returned();
          if (!queries.pending()) break;
          const page = documentWith(queries.answers(), false, queries.reading);
          const still = waitingRegions(page);
          const ready = waiting.filter((name) => !still.includes(name));
          waiting = still;
          if (ready.length) yield ready.map((name) => lateSource(page, name)).join('');
        }
        await queries.settled();
        const page = documentWith(queries.answers(), true);
        yield waiting.map((name) => lateSource(page, name)).join('') + page.slice(bootAt(page));
        return { rest: page.slice(head.length), complete: !queries.failed() };
      }
      const formKey = formKeyOf(context);
      return {
        kind: 'streamed',
        ...facts,
        personal: formKey !== null,
        formKey,
        head,
        body: body(),
      };
    }
    if (status === 200) await queries.settled();
    const html = documentWith(queries.answers(), true);
    const [formKey, failed] = [formKeyOf(context), queries.failed()];
    const personal = formKey !== null || failed;
    return { kind: 'page', ...facts, personal, formKey: failed ? null : formKey, html };
  };
}

export type Render = ReturnType<typeof createRenderer>;
