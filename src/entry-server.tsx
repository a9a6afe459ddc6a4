import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { i18n } from 'i18next';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import { AppShell } from './app/app-shell';
import { api } from './lib/api/api-slice';
import type { ReadTransport } from './lib/api/transport';
import type { PublicConfig } from './lib/public-config';
import type { FormGateway } from './lib/forms/form-types';
import type { BootData } from './lib/boot-data';
import type { Lang } from './lib/lang';
import type { PageData } from './lib/page-data';

export interface RenderInput {
  request: Request;
  lang: Lang;
  i18n: i18n;
  transport: ReadTransport;
  config: PublicConfig;
  /** Relays a plain form POST handed to a route action. */
  forms?: FormGateway;
}

export type RenderResult =
  | { kind: 'redirect'; response: Response }
  | {
      kind: 'page';
      status: number;
      meta: PageData | null;
      /** Page modules of the matched routes, for modulepreload tags. */
      pages: string[];
      boot: BootData;
      stream: (options: RenderToPipeableStreamOptions) => ReturnType<typeof renderToPipeableStream>;
      /** Frees the per-request store (RTK Query cache timers) once the response is written. */
      dispose: () => void;
    };

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

/** Runs the route loaders (which fill the store), then hands back a renderer; knows nothing about Express. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const store = makeStore(undefined, { transport: input.transport });
  const handler = createStaticHandler(
    createRoutes({ store, i18n: input.i18n, forms: input.forms }),
  );
  const context = await handler.query(input.request);
  if (context instanceof Response) return { kind: 'redirect', response: context };
  const serializedErrors = serializeErrors(context.errors);
  const status = Object.values(serializedErrors ?? {})[0]?.status ?? context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta =
    context.matches
      .map((match) => context.loaderData[match.route.id] as PageData | null | undefined)
      .filter((data): data is PageData => Boolean(data?.meta))
      .at(-1) ?? null;
  const pages = context.matches
    .map((match) => (match.route.handle as { page?: string } | undefined)?.page)
    .filter((page): page is string => Boolean(page));
  const boot: BootData = {
    lang: input.lang,
    state: store.getState(),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializedErrors,
    },
    i18n: { [input.lang]: input.i18n.getDataByLanguage(input.lang) ?? {} },
    config: input.config,
  };
  return {
    kind: 'page',
    status,
    meta,
    pages,
    boot,
    stream: (options) =>
      renderToPipeableStream(
        <AppShell store={store} i18n={input.i18n} config={input.config}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>,
        options,
      ),
    dispose: () => store.dispatch(api.util.resetApiState()),
  };
}
