import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../paths';

/** The head script's parts, in the order they run. */
const PARTS = ['a11y-boot.js', 'module-start.js'];

/**
 * The inline head script: public/a11y-boot.js, which applies the saved greyscale and font level
 * before first paint, then public/module-start.js, which starts the page's modules once the first
 * screen has loaded. Inlined in every page's head: as a file it was a render-blocking request of
 * its own (about 0.3 s of first paint on a slow mobile connection). The Content-Security-Policy
 * allows exactly this text by its hash, so it needs no per-response nonce and a page stays
 * shareable by caches.
 */
export function loadHeadScript(dir = PUBLIC_DIR) {
  const text = PARTS.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
  return { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

export type HeadScript = ReturnType<typeof loadHeadScript>;
