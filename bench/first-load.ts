import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadAssets, readManifest } from '../server/ssr/assets';
import { CLIENT_DIST } from '../server/paths';

export interface FirstLoad {
  /** Each file gzipped at level 9 (the budget unit). */
  gzip: number;
  /** What a browser that accepts brotli downloads: the build's `.br` files. */
  brotli: number;
  /** The files, as the server names them: the entry first, then its modulepreloads. */
  files: string[];
}

/**
 * The JavaScript a first visit to a page loads before it hydrates: exactly the modules the server
 * tells the browser to load for it (server/ssr/assets.ts: the entry and every modulepreload of
 * the `#modules` list), so whatever the server adds there (a chunk the entry imports, the page's
 * chunk and its imports) is counted. Shared by `npm run bench` and the budget test
 * (test/unit/first-load.budgets.test.ts).
 */
export function firstLoadJs(pages: string[], dir = CLIENT_DIST): Record<string, FirstLoad> {
  const assets = loadAssets(readManifest(dir));
  const gzipped = (file: string) =>
    gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length;
  const brotli = (file: string) => statSync(join(dir, 'assets', `${file}.br`)).size;
  return Object.fromEntries(
    pages.map((page) => {
      const { entry, preloads } = assets([page]);
      const files = [entry, ...preloads].filter((file) => file.endsWith('.js'));
      const sum = (size: (file: string) => number) =>
        files.reduce((total, file) => total + size(file), 0);
      return [page, { gzip: sum(gzipped), brotli: sum(brotli), files }];
    }),
  );
}
