import { lazy, type ComponentType } from 'react';

const isServer = typeof document === 'undefined';

let markHydrated = () => {};
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Called once the document's shell has hydrated; idle regions wait for it before loading. */
export function hydrationDone() {
  markHydrated();
}

/** Resolves once the document's shell has hydrated. */
export const whenHydrated = (): Promise<void> => hydrated;

const IDLE_TIMEOUT_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
let idle: Promise<void> | undefined;

/** After hydration: the first idle moment or the visitor's first press or key, whichever comes first. */
function idleAfterHydration(): Promise<void> {
  idle ??= hydrated.then(
    () =>
      new Promise<void>((resolve) => {
        const start = () => {
          for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
          resolve();
        };
        for (const type of INTERACTIONS) window.addEventListener(type, start, true);
        // Safari has no requestIdleCallback.
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(start, 200);
      }),
  );
  return idle;
}

const serverLoads: (() => Promise<unknown>)[] = [];

/**
 * A component whose code the first screen does not need (issue 24). The server renders it like
 * any other, so the HTML is whole; in the browser its module is fetched only when the page is
 * idle after hydration (or at the visitor's first press), and React hydrates the server's markup
 * then. Render it inside its own `<Suspense>`, and only where a click before it hydrates is
 * harmless: React cannot replay an event for code it does not have yet, so the region should
 * hold plain links and forms that work without JavaScript.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (!isServer)
    return lazy(() =>
      idleAfterHydration()
        .then(load)
        .then((component) => ({ default: component })),
    );
  // renderToString cannot wait for a module: the server loads it before its first render.
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  serverLoads.push(() => (loading ??= load().then((component) => (Loaded = component))));
  return function ServerRendered(props: P) {
    if (!Loaded) throw new Error('An idle region rendered before idleRegionsLoaded() resolved');
    return <Loaded {...props} />;
  };
}

/** On the server, resolves once every idle region's module is loaded; in the browser at once. */
export function idleRegionsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}
