import type { Render, RenderInput, RenderResult } from '@/entry-server';
import { readManifest } from './assets';
import { keptBytes, type DocumentParts } from './html-cache';

/**
 * The first screen's CSS, extracted at build time (src/styles/critical.css): inlined in every
 * page's head so the first paint waits for no request, while the whole stylesheet loads without
 * blocking render. The Content-Security-Policy allows exactly this text by the hash build.mjs
 * computed, so no 'unsafe-inline' is needed.
 */
export function loadCriticalStyle({ critical } = readManifest()) {
  return { css: critical.css, cspSource: `'${critical.hash}'` };
}

export type CriticalStyle = ReturnType<typeof loadCriticalStyle>;

type PageResult = Extract<RenderResult, { kind: 'page' }>;

/** A render's result with its document in parts, the critical style among them. */
export type StyledResult =
  Exclude<RenderResult, PageResult> | (Omit<PageResult, 'chunks'> & { parts: DocumentParts });

export type StyledRender = (input: RenderInput) => Promise<StyledResult>;

const LINK = Buffer.from('<link');

/**
 * Puts the style ahead of the head's first link, so it precedes every preload React hoists
 * there (fonts, modules). It is added to the rendered bytes rather than rendered by the Document:
 * the browser would otherwise need the CSS a second time, in the boot data, to hydrate it;
 * React 19 leaves a head element it did not render in place. The style is encoded once here and
 * sent as its own part: it is about half of a page's bytes, which no request encodes or hashes
 * again (html-cache.ts, `keptBytes`).
 */
export function withCriticalStyle(render: Render, style: CriticalStyle): StyledRender {
  const tag = keptBytes(Buffer.from(`<style>${style.css}</style>`));
  // Attribute values are escaped, so the first "<link" is the head's first link element; the
  // chunks before it (a few KB at most) are joined, as it may straddle two.
  const inserted = (chunks: Buffer[]): DocumentParts => {
    let head: Buffer = Buffer.alloc(0);
    let next = 0;
    let at = -1;
    while (at === -1 && next < chunks.length) {
      const chunk = chunks[next++]!;
      head = head.length ? Buffer.concat([head, chunk]) : chunk;
      at = head.indexOf(LINK);
    }
    if (at === -1) return chunks;
    return [head.subarray(0, at), tag, head.subarray(at), ...chunks.slice(next)];
  };
  return async (input) => {
    const result = await render(input);
    if (result.kind !== 'page') return result;
    const { chunks, ...facts } = result;
    return { ...facts, parts: inserted(chunks) };
  };
}
