import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout root, found from this module both in the sources and in the dist/server bundle. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const CLIENT_DIST = join(PROJECT_ROOT, 'dist', 'client');
export const PUBLIC_DIR = join(PROJECT_ROOT, 'public');
export const LOCALES_DIR = join(PROJECT_ROOT, 'locales');
/** The Strapi project whose schema files are the content model (read by the demo CMS at start). */
export const STRAPI_DIR = join(PROJECT_ROOT, 'cms', 'strapi');
/** The embedded demo CMS's content, one JSON file per content type (read at start). */
export const DEMO_CONTENT_DIR = join(PROJECT_ROOT, 'server', 'cms', 'demo', 'content');
