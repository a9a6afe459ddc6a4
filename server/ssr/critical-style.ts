import type { Render } from '@/entry-server';
import { CLIENT_DIST } from '../paths';
import { readManifest } from './assets';

/**
 * The first screen's CSS, extracted at build time (src/styles/critical.css): inlined in every
 * page's head so the first paint waits for no request, while the whole stylesheet loads without
 * blocking render. The Content-Security-Policy allows exactly this text by the hash build.mjs
 * computed, so no 'unsafe-inline' is needed.
 */
export function loadCriticalStyle(dir = CLIENT_DIST) {
  const { critical } = readManifest(dir);
  return { css: critical.css, cspSource: `'${critical.hash}'` };
}

export type CriticalStyle = ReturnType<typeof loadCriticalStyle>;

/**
 * Puts the style ahead of the head's first link, so it precedes every preload React hoists
 * there (fonts, modules). It is added to the rendered text rather than rendered by the Document:
 * the browser would otherwise need the CSS a second time, in the boot data, to hydrate it;
 * React 19 leaves a head element it did not render in place.
 */
export function withCriticalStyle(render: Render, style: CriticalStyle): Render {
  const tag = `<style>${style.css}</style>`;
  // Attribute values are escaped, so the first "<link" is the head's first link element.
  const inserted = (html: string) => {
    const at = html.indexOf('<link');
    return html.slice(0, at) + tag + html.slice(at);
  };
  return async (input) => {
    const result = await render(input);
    if (result.kind === 'page') return { ...result, html: inserted(result.html) };
    // A miss sent head first (render-route.ts) carries the style in the head it sends at once.
    if (result.kind === 'streamed') return { ...result, head: inserted(result.head) };
    return result;
  };
}
