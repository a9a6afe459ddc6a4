import { createContext, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';
import type { Lang } from './lang';

const translators = new WeakMap<i18n, Map<string, TFunction>>();

/** Remembered answers per `t`; cleared when full, since interpolated values may come from visitors. */
const MAX_REMEMBERED = 2000;

/** A cache key for a call whose options are plain values (a count, a name), else null. */
export function callKey(key: unknown, rest: unknown[]): string | null {
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
 * namespace's `t` is kept, so one asked for too early does not stand in for it afterwards.
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
 * What a page's render translated, as the server's i18next answered it: the boot data's share of
 * the translations, which the browser hydrates with before it has loaded i18next.
 */
export interface BootStrings {
  /** Every key of each namespace the render used, as `t(key)` answers it (shared: kept JSON). */
  keys: Record<string, Readonly<Record<string, string>>>;
  /**
   * The render's calls with plain options (a count, a name) or of another namespace's key
   * (`common:…`), by namespace and call key.
   */
  calls: Record<string, Record<string, string>>;
}

/** i18next's separator of a namespace in a key (`common:site.name`), set in src/app/i18n.ts. */
export const NS_SEPARATOR = ':';

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * A server render's record of what it translated: the namespaces it used and the answers of its
 * calls with options, for the boot data (`bootStrings` in src/app/i18n.ts adds every key of
 * those namespaces). Each namespace's `t` is i18next's shared one, wrapped once per render.
 */
export class StringsRecord {
  readonly calls: BootStrings['calls'] = {};
  private readonly translators = new Map<string, TFunction>();

  t(instance: i18n, ns: string): TFunction {
    let t = this.translators.get(ns);
    if (t) return t;
    const shared = translator(instance, ns) as unknown as Translate;
    const calls: Record<string, string> = (this.calls[ns] = {});
    t = ((key: unknown, ...rest: unknown[]) => {
      const answer = shared(key, ...rest);
      const elsewhere = typeof key === 'string' && key.includes(NS_SEPARATOR);
      if ((rest.length > 0 || elsewhere) && typeof answer === 'string') {
        const call = callKey(key, rest);
        if (call !== null) calls[call] = answer;
      }
      return answer;
    }) as unknown as TFunction;
    this.translators.set(ns, t);
    return t;
  }

  get namespaces(): ReadonlySet<string> {
    return new Set(this.translators.keys());
  }
}

/** The server render's record (entry-server.tsx). */
export const RecordedStrings = createContext<StringsRecord | null>(null);

/** The strings a browser page translates with (src/app/browser-strings.ts). */
export interface PageStrings {
  lang: Lang;
  /** The namespace's `t`; a call whose answer is not here yet suspends the component. */
  t(ns: string): TFunction;
}

export const BrowserStrings = createContext<PageStrings | null>(null);

/**
 * Replaces react-i18next's hook, which copies the whole i18next instance into a wrapper object
 * on every call (about 15 % of a server render). A page's language never changes in place (the
 * switcher loads the other language's page), so the instance's shared `t` is all a component
 * needs. The server translates with i18next and records what the browser hydrates with; the
 * browser answers from that record until i18next, loaded after hydration, has the namespace, and
 * a call neither has suspends the component until it has, so no key ever shows in place of text.
 */
export function useTranslation(ns = 'common'): { t: TFunction; lang: Lang } {
  const browser = useContext(BrowserStrings);
  const server = useContext(I18nContext)?.i18n;
  const record = useContext(RecordedStrings);
  if (browser) return { t: browser.t(ns), lang: browser.lang };
  if (!server) throw new Error('useTranslation: neither i18next nor the browser strings provided');
  return {
    t: record ? record.t(server, ns) : translator(server, ns),
    lang: server.language as Lang,
  };
}
