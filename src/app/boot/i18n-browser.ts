import type { BackendModule, i18n, ResourceLanguage } from 'i18next';
import { reloadAfterChunkError } from './chunk-reload';
import { NAMESPACES } from '@/lib/namespaces';
import type { Lang } from '@/lib/lang';
import { createI18n } from '../i18n';
import { inIdleSlices, oneAtATime } from '@/lib/idle-slices';

/**
 * The browser's i18next backend. esbuild turns each locale file into a chunk of its own with a
 * hashed name, so a namespace the boot data left out comes from the same origin, immutable and
 * precompressed like the page modules, with no server route or fetch code; a page kept open
 * across a deploy that removed the chunk reloads, as a failed page module does.
 */
const localeChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(lang, ns, callback) {
    import(`../../../locales/${lang}/${ns}.json`).then(
      (module: { default: ResourceLanguage }) => callback(null, module.default),
      (error: unknown) => {
        reloadAfterChunkError(error);
        // No data: i18next marks the namespace failed instead of retrying, so nothing waits forever.
        callback(error as Error, false);
      },
    );
  },
};

/**
 * The browser's i18next, ready at once with the namespaces the server rendered the page with (the
 * boot data's), so hydration translates exactly as the server did without a request. A component
 * that needs another namespace suspends until the backend has it (react-i18next's `useSuspense`).
 */
export function browserI18n(lang: Lang, translations: Record<string, ResourceLanguage>): i18n {
  return createI18n(lang, { [lang]: translations }, localeChunks);
}

/**
 * The namespaces the page did not render with, loaded while the browser is idle after hydration,
 * one per step (each is a module request and a large object literal to evaluate), so a later
 * navigation, modal or search rarely waits for its strings.
 */
export function loadOtherNamespaces(instance: i18n): void {
  inIdleSlices(
    oneAtATime([...NAMESPACES], (ns) => instance.loadNamespaces(ns)),
    () => undefined,
  );
}
