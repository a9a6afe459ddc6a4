import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIST } from '../paths';

/** Written by build.mjs: hashed file names of the client entry, its CSS and each page chunk. */
export interface ClientManifest {
  entry: { file: string; imports: string[] };
  css: string[];
  pages: Record<string, { file: string; imports: string[] }>;
}

export interface Assets {
  entry: string;
  css: string[];
  /** Every module the entry and the given pages need, for modulepreload. */
  preloads(pages: string[]): string[];
}

export function loadAssets(dir = CLIENT_DIST): Assets {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`Client build not found at ${file}: run "npm run build" first`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
  return {
    entry: manifest.entry.file,
    css: manifest.css,
    preloads(pages) {
      const files = new Set(manifest.entry.imports);
      for (const page of pages) {
        const chunk = manifest.pages[page];
        if (!chunk) continue;
        files.add(chunk.file);
        for (const dep of chunk.imports) files.add(dep);
      }
      files.delete(manifest.entry.file);
      return [...files];
    },
  };
}
