import i18next, {
  type BackendModule,
  type i18n,
  type Resource,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, DEFAULT_LANG, type Lang } from '@/lib/lang';
import { NAMESPACES } from '@/lib/namespaces';

/**
 * A ready (synchronously initialised) i18next instance for one language. With a backend (the
 * browser) `resources` holds only the page's namespaces; the others load on demand from it.
 */
export function createI18n(lang: Lang, resources: Resource, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: lang,
    // The browser only ever has its page's language: a fallback would make it fetch a second one
    // (test/unit/locales.same-keys.test.ts keeps every language's keys the same).
    fallbackLng: backend ? false : DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: backend ? Object.keys(resources[lang] ?? {}) : [...NAMESPACES],
    partialBundledLanguages: Boolean(backend),
    defaultNS: 'common',
    nsSeparator: ':',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The bundles of the namespaces a server render translated with, as react-i18next's hooks reported
 * them on the request's instance (a clone of the language's): the boot data's translations, which
 * the browser's i18next starts from (react-i18next's server-rendering pattern).
 */
export function renderedResources(instance: i18n): Record<string, ResourceLanguage> {
  const used = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  return Object.fromEntries(
    NAMESPACES.filter((ns) => used.includes(ns)).map((ns) => [
      ns,
      instance.getResourceBundle(instance.language, ns) as ResourceLanguage,
    ]),
  );
}
