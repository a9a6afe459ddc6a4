import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DEMO_CONTENT_DIR } from '../../paths';
import { contentModel } from '../model/content-model';
import type { RawContent, RawMedia } from './content-store';

/** The media manifest beside the content; every other file is the content of one type. */
const MEDIA_FILE = 'media.json';

const readJson = (dir: string, file: string): unknown =>
  JSON.parse(readFileSync(join(dir, file), 'utf8'));

/**
 * The demo content, read at start from `<dir>/<api>.json` for every type of the content model the
 * site reads (forms have none), in the model's order. A file no type is named after, or a readable
 * type without its file, throws: either is a collection added halfway.
 */
export function readDemoContent(dir = DEMO_CONTENT_DIR): RawContent {
  const readable = contentModel().filter((type) => type.kind !== 'form');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json') && file !== MEDIA_FILE);
  const apis = new Set(readable.map((type) => type.api));
  const strays = files.filter((file) => !apis.has(basename(file, '.json')));
  if (strays.length > 0)
    throw new Error(
      `Demo content ${strays.join(', ')} in ${dir} names no type of cms/strapi/src the site reads (each file is named after its type's API name; forms have none)`,
    );
  const missing = readable.filter((type) => !files.includes(`${type.api}.json`));
  if (missing.length > 0)
    throw new Error(
      `No demo content for ${missing.map((type) => type.api).join(', ')}: add ${dir}/<api>.json for each type cms/strapi/src declares`,
    );
  return {
    media: readJson(dir, MEDIA_FILE) as RawMedia[],
    entries: Object.fromEntries(
      readable.map((type) => [type.api, readJson(dir, `${type.api}.json`)]),
    ),
  };
}
