import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createRoutes } from '../routing/routes';
import { makeStore, replaceAccessibilityReducer } from '../store';
import { storeQueries } from '../routing/route-data';
import { browserI18n, loadOtherNamespaces } from './i18n-browser';
import { AppShell } from '../app-shell';
import { Document, HEAD_SCRIPT_ID } from '../document/document';
import { api } from '@/lib/api/api-slice';
import { httpTransport } from '@/lib/api/transport';
import { BOOT_ELEMENT_ID, type BootData } from '@/lib/boot-data';
import { startAccessibility } from '@/features/accessibility/persistence';
import { prefetchAfterNavigations } from './prefetch';
import { nextTask } from '@/lib/next-task';
import { whenHydrated } from '@/lib/idle-region';
// The app's stage of the boot is the chunk its pages share (build.mjs leaves the boot's stages out).
import '../chunks/common-chunk';

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
 * A press or key can start the modules while the document is still arriving: hydration waits for
 * the whole of it (the boot data comes last).
 */
async function documentComplete() {
  if (document.readyState !== 'loading') return;
  await new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', resolve, { once: true }),
  );
}

/**
 * Hydrates the server's document: store and i18next from the boot data, then the router; the
 * namespaces the page did not render with load once the shell has hydrated.
 */
export async function startApp() {
  await documentComplete();
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!bootText) throw new Error('Server boot data is missing');
  const boot = JSON.parse(bootText) as BootData;
  await nextTask();
  const store = makeStore(undefined, { transport: httpTransport({ preview: boot.preview }) });
  // The endpoints are injected by feature modules, so the base api's types know none of them;
  // the server wrote these answers for those same endpoints.
  store.dispatch(api.util.upsertQueryEntries(boot.queries as never));
  const serverState = store.getState();
  await nextTask();
  const i18n = browserI18n(boot.lang, boot.translations);
  const deps = { queries: storeQueries(store), i18n: () => i18n };
  const routes = createRoutes(boot.lang, () => deps);
  await loadMatchedLazyRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: boot.router });
  // As a transition, hydration renders in slices that yield to the browser every few ms instead
  // of one blocking task; a press on a region not hydrated yet still hydrates it first.
  startTransition(() => {
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
  });
  startAccessibility(store, replaceAccessibilityReducer);
  prefetchAfterNavigations(router);
  void whenHydrated().then(() => loadOtherNamespaces(i18n));
}
