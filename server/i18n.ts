import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { DEFAULT_LANG, LANGS } from '@/lib/lang';
import { shareAcrossRequests } from '@/lib/shared-data';
import { createI18n } from '@/app/i18n';
import { NAMESPACES } from '@/lib/namespaces';
import type { Lang } from '@/lib/lang';
import { LOCALES_DIR } from './paths';

/**
 * The translations of every language, read once and shared by every request (`shareAcrossRequests`):
 * nothing changes them, and their JSON is written once for all the pages that embed it (safeJson).
 */
export function loadResources(dir = LOCALES_DIR): Resource {
  const resources: Resource = {};
  for (const lang of LANGS) {
    const files = new Set(readdirSync(join(dir, lang)));
    resources[lang] = Object.fromEntries(
      NAMESPACES.filter((ns) => files.has(`${ns}.json`)).map((ns) => [
        ns,
        JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>,
      ]),
    );
  }
  return shareAcrossRequests(resources);
}

/**
 * One instance holding every language, for server code that picks the language per call
 * (`getFixedT(lang)`): search documents and form messages. Pages use `createPageI18n`.
 */
export function createServerI18n(resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

let shared: i18n | undefined;

/**
 * The server's own all-language instance, shared by search documents, form messages and refusals
 * (server/refusals.ts): the translations never change while the process runs, so one parsed copy
 * serves them all. Built when start-up first asks (createApp's search service).
 */
export function serverI18n(): i18n {
  shared ??= createServerI18n(loadResources());
  return shared;
}

/**
 * One ready instance per language for the pages, built once: nothing changes a page's language,
 * so every request in that language shares it (no per-request clone or language loading).
 */
export function createPageI18n(resources: Resource): Record<Lang, i18n> {
  return Object.fromEntries(LANGS.map((lang) => [lang, createI18n(lang, resources)])) as Record<
    Lang,
    i18n
  >;
}
