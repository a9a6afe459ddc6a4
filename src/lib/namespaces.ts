import type { i18n } from 'i18next';

export const NAMESPACES = ['common', 'products', 'content', 'errors', 'forms'] as const;

const complete = new WeakSet<i18n>();

/**
 * The instance once it holds every namespace (at once on the server), else the promise of it:
 * route loaders translate with several namespaces, and the page they lead to renders with its
 * own, so a client navigation waits for all of them once (usually already loaded at idle) and
 * never suspends halfway through rendering. Free of i18next's code, which the browser loads only
 * after hydrating (src/app/browser-strings.ts).
 */
export function withAllNamespaces(instance: i18n): i18n | Promise<i18n> {
  if (complete.has(instance)) return instance;
  if (!NAMESPACES.every((ns) => instance.hasLoadedNamespace(ns)))
    return instance.loadNamespaces([...NAMESPACES]).then(() => instance);
  complete.add(instance);
  return instance;
}
