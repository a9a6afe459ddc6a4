import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, DEFAULT_LANG, type Lang } from '@/lib/lang';
import { NAMESPACES } from '@/lib/namespaces';
import { shareAcrossRequests } from '@/lib/shared-data';
import {
  NS_SEPARATOR,
  translator,
  type BootStrings,
  type StringsRecord,
} from '@/lib/use-translation';

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
    nsSeparator: NS_SEPARATOR,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

type Resources = { readonly [key: string]: string | Resources };

function keysOf(resources: Resources, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Every key of a namespace, as `t(key)` answers it: shared, so its JSON is written once. */
const keyAnswers = new WeakMap<i18n, Map<string, Readonly<Record<string, string>>>>();

function answersOfKeys(instance: i18n, ns: string): Readonly<Record<string, string>> {
  let byNs = keyAnswers.get(instance);
  if (!byNs) keyAnswers.set(instance, (byNs = new Map()));
  let answers = byNs.get(ns);
  if (!answers) {
    const t = translator(instance, ns) as unknown as (key: string) => string;
    const resources = (instance.getResourceBundle(instance.language, ns) ?? {}) as Resources;
    answers = shareAcrossRequests(
      Object.fromEntries(keysOf(resources).map((key) => [key, t(key)])),
    );
    byNs.set(ns, answers);
  }
  return answers;
}

/** The boot data's strings of a server render (`BootStrings`), namespaces in a fixed order. */
export function bootStrings(instance: i18n, record: StringsRecord): BootStrings {
  const used = NAMESPACES.filter((ns) => record.namespaces.has(ns));
  return {
    keys: Object.fromEntries(used.map((ns) => [ns, answersOfKeys(instance, ns)])),
    calls: Object.fromEntries(
      used
        .filter((ns) => Object.keys(record.calls[ns]!).length > 0)
        .map((ns) => [ns, record.calls[ns]!]),
    ),
  };
}
