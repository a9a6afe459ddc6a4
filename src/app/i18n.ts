import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, DEFAULT_LANG, type Lang } from '@/lib/lang';

export const NAMESPACES = ['common', 'products', 'content', 'errors', 'forms'] as const;

/**
 * A ready (synchronously initialised) i18next instance for one language. With a backend (the
 * browser) `resources` may hold only some namespaces; the others load on demand from it.
 */
export function createI18n(lang: Lang, resources: Resource, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: lang,
    // The browser only ever has its page's language: a fallback would make it fetch a second one.
    fallbackLng: backend ? false : DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: backend ? Object.keys(resources[lang] ?? {}) : [...NAMESPACES],
    partialBundledLanguages: Boolean(backend),
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The page language's strings of the namespaces a render used (the boot data's share). */
export function usedResources(instance: i18n, lang: Lang, used: ReadonlySet<string>): Resource {
  const all = instance.getDataByLanguage(lang) ?? {};
  return {
    [lang]: Object.fromEntries(
      NAMESPACES.filter((ns) => used.has(ns) && all[ns]).map((ns) => [ns, all[ns]!]),
    ),
  };
}

const complete = new WeakSet<i18n>();

/**
 * Null when the instance holds every namespace (always on the server), else the promise of
 * loading the missing ones: route loaders translate with several namespaces, and the page they
 * lead to renders with its own, so a client navigation waits for all of them once (usually
 * already loaded at idle) and never suspends halfway through rendering.
 */
export function loadingAllNamespaces(instance: i18n): Promise<unknown> | null {
  if (complete.has(instance)) return null;
  if (!NAMESPACES.every((ns) => instance.hasLoadedNamespace(ns)))
    return instance.loadNamespaces([...NAMESPACES]);
  complete.add(instance);
  return null;
}
