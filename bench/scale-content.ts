import { readDemoContent } from '../server/cms/demo/content-files';
import { isLocalizedValue, type RawContent } from '../server/cms/demo/content-store';

/**
 * The embedded demo content (server/cms/demo/content) at a bank's scale, for bench/scale-cms.ts:
 * every collection `factor` times (each copy with its own slug or key and a numbered name), the
 * news `newsPerLanguage` items long (one every half day back from the newest), each text at
 * least `NEWS_TEXT_MIN` characters in every language (the item's own paragraphs, repeated, with
 * the item's number). The news categories and the static pages (found by fixed slugs), the single
 * types and the media stay as they are.
 */
export const NEWS_TEXT_MIN = 3000;
const KEPT = new Set(['news-categories', 'pages']);

type Entry = Record<string, unknown>;

const mapText = (value: unknown, change: (text: string) => string): unknown =>
  isLocalizedValue(value)
    ? Object.fromEntries(Object.entries(value).map(([lang, text]) => [lang, change(String(text))]))
    : typeof value === 'string'
      ? change(value)
      : value;

/** Copy `n` (from 1) of an entry: its slug or key, name and title numbered. */
function copy(entry: Entry, n: number): Entry {
  const next = { ...entry };
  if (typeof entry.slug === 'string') next.slug = `${entry.slug}-${n}`;
  if (typeof entry.key === 'string') next.key = `${entry.key}-${n}`;
  for (const field of ['name', 'title'])
    if (entry[field] !== undefined) next[field] = mapText(entry[field], (text) => `${text} ${n}`);
  return next;
}

function scaledNews(news: Entry[], count: number): Entry[] {
  const newest = Date.parse(`${String(news[0]!.date)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const base = news[index % news.length]!;
    const n = index + 1;
    const long = (text: string) => {
      let out = `№ ${n}. ${text}`;
      for (let part = 2; out.length < NEWS_TEXT_MIN; part++) out += `\n\n(${n}.${part}) ${text}`;
      return out;
    };
    return {
      ...copy(base, n),
      text: mapText(base.text, long),
      date: new Date(newest - index * 43_200_000).toISOString().slice(0, 10),
    };
  });
}

export function scaledContent(factor: number, newsPerLanguage: number): RawContent {
  const demo = readDemoContent();
  const entries = Object.fromEntries(
    Object.entries(demo.entries).map(([api, value]) => {
      if (!Array.isArray(value) || KEPT.has(api)) return [api, value];
      const list = value as Entry[];
      if (api === 'news') return [api, scaledNews(list, newsPerLanguage)];
      const copies = Array.from({ length: factor }, (_, i) =>
        list.map((entry) => (i === 0 ? entry : copy(entry, i + 1))),
      );
      return [api, copies.flat()];
    }),
  );
  return { media: demo.media, entries };
}
