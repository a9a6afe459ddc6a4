import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientManifest } from '../server/ssr/assets';
import { CLIENT_DIST } from '../server/paths';

export interface FirstLoad {
  /** Each file gzipped at level 9 (the budget unit). */
  gzip: number;
  /** What a browser that accepts brotli downloads: the build's `.br` files. */
  brotli: number;
}

/** Bytes of the JavaScript a first visit to a page loads: the entry, the page chunk and every static import. */
export function firstLoadJs(pages: string[], dir = CLIENT_DIST): Record<string, FirstLoad> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ClientManifest;
  const gzipped = (file: string) =>
    gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length;
  const brotli = (file: string) => statSync(join(dir, 'assets', `${file}.br`)).size;
  return Object.fromEntries(
    pages.map((page) => {
      const chunk = manifest.pages[page];
      const files = new Set([manifest.entry.file, ...manifest.entry.imports]);
      if (chunk) for (const file of [chunk.file, ...chunk.imports]) files.add(file);
      const sum = (size: (file: string) => number) =>
        [...files].reduce((total, file) => total + size(file), 0);
      return [page, { gzip: sum(gzipped), brotli: sum(brotli) }];
    }),
  );
}
