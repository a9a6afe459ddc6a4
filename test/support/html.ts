import request from 'supertest';
import type { App } from '../../server/app';
/** Small readers for server-rendered HTML, enough for assertions on what a visitor sees. */
export function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function visibleText(html: string): string {
  const body = html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ');
  return decode(body.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** The raw boot JSON the server put in the page's non-executable script element. */
export function bootJson(html: string): string {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no boot data');
  return match[1]!;
}

/**
 * The modules the page's head script starts once the first screen has loaded: the entry and the
 * files it preloads, as file names under /assets/.
 */
export function pageModules(html: string): { entry: string; preloads: string[] } {
  const match = /<script type="application\/json" id="modules">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page lists no modules');
  const { entry, preloads } = JSON.parse(match[1]!) as { entry: string; preloads: string[] };
  const file = (url: string) => {
    if (!url.startsWith('/assets/')) throw new Error(`module ${url} is not under /assets/`);
    return url.slice('/assets/'.length);
  };
  return { entry: file(entry), preloads: preloads.map(file) };
}

/** Every JSON-LD object in the page's head, in document order. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

export function firstTag(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match ? decode(match[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).trim() : null;
}

export function htmlLang(html: string): string | null {
  return /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** The app in-process (supertest, no port) or the base URL of a server a test started. */
export type Target = App | string;

/** GET `path` without following redirects, as a visitor's browser would ask for a page. */
export async function getPage(target: Target, path: string, headers: Record<string, string> = {}) {
  const response = await request(target).get(path).set(headers);
  return {
    status: response.status,
    html: response.text,
    headers: fetchHeaders(response.headers as Record<string, string | string[]>),
    text: visibleText(response.text),
  };
}

export async function getJson<T>(target: Target, path: string): Promise<T> {
  const response = await request(target).get(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.body as T;
}

/** Supertest's header record as Fetch `Headers`, so tests read them the same way either side. */
export function fetchHeaders(record: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record))
    for (const one of [value].flat()) headers.append(name, one);
  return headers;
}
