import { createContext, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';

const translators = new WeakMap<i18n, Map<string, TFunction>>();

/** Remembered answers per `t`; cleared when full, since interpolated values may come from visitors. */
const MAX_REMEMBERED = 2000;

/** A cache key for a call whose options are plain values (a count, a name), else null. */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  const options = rest[0];
  if (rest.length > 1 || typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (typeof value === 'object' && value !== null) return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * i18next's fixed `t` copies all its options into new objects and runs its resolvers on every
 * call; a page makes hundreds of calls with the same keys and counts, so the answers are
 * remembered per instance and namespace. Calls whose options hold objects go to i18next each time.
 */
function memoized(instance: i18n, ns: string): TFunction {
  const fixed = instance.getFixedT(null, ns) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, string>();
  return ((key: unknown, ...rest: unknown[]) => {
    const cacheKey = callKey(key, rest);
    if (cacheKey === null) return fixed(key, ...rest);
    let text = remembered.get(cacheKey);
    if (text === undefined) {
      const answer = fixed(key, ...rest);
      // A key that is not loaded yet must be looked up again once it is; objects are not kept.
      if (typeof answer !== 'string' || answer === key) return answer;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(cacheKey, (text = answer));
    }
    return text;
  }) as unknown as TFunction;
}

/**
 * One `t` per i18next instance and namespace, shared by every render and loader. Only a loaded
 * namespace's `t` is kept: being kept is what tells `useTranslation` it need not wait.
 */
export function translator(instance: i18n, ns = 'common'): TFunction {
  let byNs = translators.get(instance);
  if (!byNs) translators.set(instance, (byNs = new Map()));
  let t = byNs.get(ns);
  if (!t) {
    t = memoized(instance, ns);
    if (instance.hasLoadedNamespace(ns)) byNs.set(ns, t);
  }
  return t;
}

/**
 * The namespaces a server render translated with, collected for the boot data (the browser
 * loads the others when it needs them). Only the server renders it.
 */
export const UsedNamespaces = createContext<Set<string> | null>(null);

/**
 * Replaces react-i18next's hook, which copies the whole i18next instance into a wrapper object
 * on every call (about 15 % of a server render). A page's language never changes in place (the
 * switcher loads the other language's page), so the instance's shared `t` is all a component
 * needs. In the browser a namespace the page's boot data did not carry suspends the component
 * until it has loaded, as react-i18next's hook does, so no key ever shows in place of its text.
 */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  useContext(UsedNamespaces)?.add(ns);
  const t = translators.get(i18n)?.get(ns);
  if (t) return { t, i18n };
  if (!i18n.hasLoadedNamespace(ns)) throw i18n.loadNamespaces(ns);
  return { t: translator(i18n, ns), i18n };
}
