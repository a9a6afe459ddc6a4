import type { BackendModule, i18n, ResourceLanguage } from 'i18next';
import { reloadAfterChunkError } from './chunk-reload';
import { NAMESPACES } from './i18n';

/**
 * The browser's i18next backend. esbuild turns each locale file into a chunk of its own with a
 * hashed name, so a namespace the boot data left out comes from the same origin, immutable and
 * precompressed like the page modules, with no server route or fetch code; a page kept open
 * across a deploy that removed the chunk reloads, as a failed page module does.
 */
export const localeChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(lang, ns, callback) {
    import(`../../locales/${lang}/${ns}.json`).then(
      (module: { default: ResourceLanguage }) => callback(null, module.default),
      (error: unknown) => {
        reloadAfterChunkError(error);
        // No data: i18next marks the namespace failed instead of retrying, so nothing waits forever.
        callback(error as Error, false);
      },
    );
  },
};

type Idle = (run: () => void) => unknown;

/**
 * After hydration, the namespaces the page did not need load while the browser is idle, so a
 * later navigation, modal or search rarely waits for its strings.
 */
export function loadAllNamespacesWhenIdle(instance: i18n) {
  const idle: Idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  idle(() => void instance.loadNamespaces([...NAMESPACES]));
}
