import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAssets } from '@/lib/boot-data';
import { CLIENT_DIST } from '../paths';

/** Written by build.mjs: hashed file names of the client entry, its CSS and each page chunk. */
export interface ClientManifest {
  entry: { file: string; imports: string[] };
  css: string[];
  /** The first screen's CSS, inlined in every page, and its CSP source (sha256-…). */
  critical: { css: string; hash: string };
  fonts: DocumentAssets['fonts'];
  pages: Record<string, { file: string; imports: string[] }>;
}

export function readManifest(dir = CLIENT_DIST): ClientManifest {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`Client build not found at ${file}: run "npm run build" first`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
}

/** The entry, the stylesheets, the fonts and, for modulepreload, every module the entry and the given pages need. */
export type Assets = (pages: string[]) => DocumentAssets;

export function loadAssets(manifest = readManifest()): Assets {
  const byPages = new Map<string, DocumentAssets>();
  return (pages) => {
    const key = pages.join(' ');
    const known = byPages.get(key);
    if (known) return known;
    const files = new Set(manifest.entry.imports);
    for (const page of pages) {
      const chunk = manifest.pages[page];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const dep of chunk.imports) files.add(dep);
    }
    files.delete(manifest.entry.file);
    const assets = {
      entry: manifest.entry.file,
      css: manifest.css,
      preloads: [...files],
      fonts: manifest.fonts,
    };
    // Keyed by page module names, so the map holds at most one entry per page module.
    byPages.set(key, assets);
    return assets;
  };
}
