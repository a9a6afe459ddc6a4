import { readFileSync } from 'node:fs';
import { normalizeEntry, type PlainRecord } from '../../server/cms/normalize';

const ROOT = new URL('../fixtures/strapi/', import.meta.url);

/** One captured Strapi response body from `test/fixtures/strapi/v4|v5/`. */
export function strapiFixture(version: 4 | 5, file: string): unknown {
  return JSON.parse(readFileSync(new URL(`v${version}/${file}`, ROOT), 'utf8'));
}

/** The `data` entry (or first list entry) of a fixture, as the raw JSON object. */
export function fixtureEntry(version: 4 | 5, file: string, index = 0): Record<string, unknown> {
  const { data } = strapiFixture(version, file) as { data: unknown };
  const entry = Array.isArray(data) ? data[index] : data;
  return entry as Record<string, unknown>;
}

const ORIGIN = { mediaOrigin: 'https://cms.example.uz' };

/** A hand-written v4 entry, normalized against https://cms.example.uz. */
export function v4Record(id: number, attributes: object): PlainRecord {
  return normalizeEntry({ id, attributes }, ORIGIN);
}

/** A hand-written v5 entry, normalized against https://cms.example.uz. */
export function v5Record(id: number, fields: object): PlainRecord {
  return normalizeEntry({ id, documentId: `doc${id}`, ...fields }, ORIGIN);
}
