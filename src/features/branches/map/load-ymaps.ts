import type { Lang } from '@/lib/lang';

export type Ymaps3 = typeof import('@yandex/ymaps3-types');

/** §2.9: the map waits at most this long for the API; the list works regardless. */
const MAP_TIMEOUT_MS = 10_000;

const API_LANGS: Record<Lang, string> = { uz: 'uz_UZ', en: 'en_US', ru: 'ru_RU' };

export interface YmapsOptions {
  apiKey: string;
  scriptUrl: string;
  lang: Lang;
}

/** The loader's address with the key and the page language (JS API 3.0 `apikey`, `lang`). */
function ymapsScriptSrc({ apiKey, scriptUrl, lang }: YmapsOptions): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('apikey', apiKey);
  url.searchParams.set('lang', API_LANGS[lang]);
  return url.href;
}

function injectScript(src: string): Promise<Ymaps3> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = (window as { ymaps3?: Ymaps3 }).ymaps3;
      if (api) resolve(api);
      else reject(new Error('the map script did not define ymaps3'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the map script failed to load'));
    };
    document.head.append(script);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the map took longer than ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

let pending: Promise<Ymaps3> | null = null;

/**
 * Loads the API once per page (its language is fixed per script; the language switcher reloads the
 * page) and resolves when `ymaps3.ready` has; a failure or a timeout lets a later visit try again.
 */
export function loadYmaps<T>(options: YmapsOptions, then: (api: Ymaps3) => Promise<T>): Promise<T> {
  pending ??= injectScript(ymapsScriptSrc(options)).then(async (api) => {
    await api.ready;
    return api;
  });
  return withTimeout(pending.then(then), MAP_TIMEOUT_MS).catch((error: unknown) => {
    pending = null;
    throw error;
  });
}
