import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';

const translators = new WeakMap<i18n, Map<string, TFunction>>();

/**
 * i18next's fixed `t` copies all its options into new objects on every call; a page makes
 * hundreds of plain calls with the same keys, so those answers are remembered per instance and
 * namespace. Calls with options (plurals, interpolation) go to i18next every time.
 */
function memoized(instance: i18n, ns: string): TFunction {
  const fixed = instance.getFixedT(null, ns) as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = fixed(key);
      // A key that is not loaded yet must be looked up again once it is.
      if (text !== key) plain.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
}

/** One `t` per i18next instance and namespace, shared by every render and loader. */
export function translator(instance: i18n, ns = 'common'): TFunction {
  let byNs = translators.get(instance);
  if (!byNs) translators.set(instance, (byNs = new Map()));
  let t = byNs.get(ns);
  if (!t) byNs.set(ns, (t = memoized(instance, ns)));
  return t;
}

/**
 * Replaces react-i18next's hook, which copies the whole i18next instance into a wrapper object
 * on every call (about 15 % of a server render). A page's language never changes in place (the
 * switcher loads the other language's page), so the instance's shared `t` is all a component needs.
 */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return { t: translator(i18n, ns), i18n };
}
