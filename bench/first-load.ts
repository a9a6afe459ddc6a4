import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientManifest } from '../server/ssr/assets';
import { CLIENT_DIST } from '../server/paths';

/** Gzipped bytes of the JavaScript a first visit to a page loads: the entry, the page chunk and every static import. */
export function firstLoadJs(pages: string[], dir = CLIENT_DIST): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ClientManifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length);
    }
    return sizes.get(file)!;
  };
  return Object.fromEntries(
    pages.map((page) => {
      const chunk = manifest.pages[page];
      const files = new Set([manifest.entry.file, ...manifest.entry.imports]);
      if (chunk) for (const file of [chunk.file, ...chunk.imports]) files.add(file);
      return [page, [...files].reduce((sum, file) => sum + gzipped(file), 0)];
    }),
  );
}
