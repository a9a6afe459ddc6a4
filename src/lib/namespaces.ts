import type { i18n } from 'i18next';

export const NAMESPACES = ['common', 'products', 'content', 'errors', 'forms'] as const;

/**
 * The instance once it holds every namespace (at once on the server), else the promise of it:
 * route loaders translate with several namespaces, and the page they lead to renders with its
 * own, so a client navigation waits for all of them once (usually already loaded at idle) and
 * never suspends halfway through rendering.
 */
export function withAllNamespaces(instance: i18n): i18n | Promise<i18n> {
  if (NAMESPACES.every((ns) => instance.hasLoadedNamespace(ns))) return instance;
  return instance.loadNamespaces([...NAMESPACES]).then(() => instance);
}
