import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createRoutes } from './routes';
import { makeStore, replaceAccessibilityReducer } from './store';
import { storeQueries } from './route-data';
import { createI18n } from './i18n';
import { loadAllNamespacesWhenIdle, localeChunks } from './i18n-browser';
import { AppShell } from './app-shell';
import { Document, HEAD_SCRIPT_ID } from './document';
import { api } from '@/lib/api/api-slice';
import { httpTransport } from '@/lib/api/transport';
import { BOOT_ELEMENT_ID, type BootData } from '@/lib/boot-data';
import { startAccessibility } from '@/features/accessibility/persistence';
import { prefetchAfterNavigations } from './prefetch';
import { nextTask } from '@/lib/next-task';
// The app's stage of the boot is the chunk its pages share (build.mjs leaves the boot's stages out).
import './common-chunk';

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

const happens = (target: EventTarget, type: string) =>
  new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));

/**
 * A press or key can start the modules while a streamed miss is still arriving (its late regions
 * and boot data come last): hydration waits for the whole document, and for public/late-regions.js
 * to have put every late region in place (an async script, so it has run by the load event).
 */
async function documentComplete() {
  if (document.readyState === 'loading') await happens(document, 'DOMContentLoaded');
  if (document.readyState !== 'complete' && document.querySelector('[data-late-for]'))
    await happens(window, 'load');
}

/** Hydrates the server's document: store and translations from the boot data, then the router. */
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
  const i18n = createI18n(boot.lang, boot.i18n, localeChunks);
  const deps = { queries: storeQueries(store), i18n };
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
  loadAllNamespacesWhenIdle(i18n);
}
