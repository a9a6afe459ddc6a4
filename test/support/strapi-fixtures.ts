import { readFileSync } from 'node:fs';
import { normalizeEntry, type PlainRecord } from '../../server/cms/normalize';
import type { FakeAnswer, FakeRequest } from './fake-strapi';

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

/** A fake-Strapi handler: the layout's calls from the real v4 samples; `page` answers the deposits call. */
export function depositsSite(page: (request: FakeRequest) => FakeAnswer) {
  const layout: Record<string, string> = {
    '/api/news-categories': 'news-categories.ru.json',
    '/api/social-link': 'social-link.ru.json',
    '/api/legal-entities': 'legal-entities-list.ru.json',
  };
  return (request: FakeRequest): FakeAnswer | undefined => {
    const file = layout[request.path];
    if (file) return { body: strapiFixture(4, file) };
    return request.path.startsWith('/api/contributions') ? page(request) : undefined;
  };
}

/** The deposits list of the v4 fixture, with its first deposit renamed to `name`. */
export function depositsNamed(name: string): FakeAnswer {
  const body = strapiFixture(4, 'contributions-list.ru.json') as {
    data: { attributes: { name: string } }[];
  };
  body.data[0]!.attributes.name = name;
  return { body };
}
