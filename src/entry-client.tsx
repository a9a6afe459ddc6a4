import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createRoutes } from './app/routes';
import { makeStore, replaceAccessibilityReducer } from './app/store';
import { storeQueries } from './app/route-data';
import { createI18n } from './app/i18n';
import { loadAllNamespacesWhenIdle, localeChunks } from './app/i18n-browser';
import { AppShell } from './app/app-shell';
import { Document, HEAD_SCRIPT_ID } from './app/document';
import { api } from './lib/api/api-slice';
import { httpTransport } from './lib/api/transport';
import { BOOT_ELEMENT_ID, type BootData } from './lib/boot-data';
import { reloadAfterChunkError } from './app/chunk-reload';
import { startAccessibility } from './features/accessibility/persistence';
import { prefetchAfterNavigations } from './app/prefetch';

/** Lazy page modules of the first page must be loaded before hydrating, or React would see an empty page. */
async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Ends the current task, so the browser can paint and take input before the next step: the
 * libraries' module code, the store and router, and hydration were one task of several hundred ms
 * on a 4x-throttled phone CPU (issue 24).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!bootText) throw new Error('Server boot data is missing');
  const boot = JSON.parse(bootText) as BootData;
  await nextTask();
  const store = makeStore(undefined, { transport: httpTransport({ preview: boot.preview }) });
  // The endpoints are injected by feature modules, so the base api's types know none of them;
  // the server wrote these answers for those same endpoints.
  store.dispatch(api.util.upsertQueryEntries(boot.queries as never));
  const serverState = store.getState();
  const i18n = createI18n(boot.lang, boot.i18n, localeChunks);
  const deps = { queries: storeQueries(store), i18n };
  const routes = createRoutes(boot.lang, () => deps);
  await loadMatchedLazyRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: boot.router });
  hydrateRoot(
    document,
    <Document
      lang={boot.lang}
      assets={boot.assets}
      headScript={document.getElementById(HEAD_SCRIPT_ID)?.textContent ?? ''}
      boot={() => bootText}
    >
      <AppShell
        store={store}
        i18n={i18n}
        config={boot.config}
        serverState={serverState}
        request={boot.request ?? null}
        preview={boot.preview}
      >
        <RouterProvider router={router} />
      </AppShell>
    </Document>,
    { onRecoverableError: (error) => console.error('hydration', error) },
  );
  startAccessibility(store, replaceAccessibilityReducer);
  prefetchAfterNavigations(router);
  loadAllNamespacesWhenIdle(i18n);
}

start().catch((error: unknown) => {
  // The first page's own chunk failed (a deploy replaced it): reload once, as route changes do (§4).
  if (!reloadAfterChunkError(error)) throw error;
});
