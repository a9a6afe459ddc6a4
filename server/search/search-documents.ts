import type { TFunction } from 'i18next';
import { LANGS, type Lang } from '@/lib/lang';
import type { SearchKind } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { collectionEntries, type CollectionName, type CollectionSpec } from '../cms/collections';
import { markdownToText } from '../cms/markdown';
import { branchDocuments } from './branch-documents';
import { sectionPages } from './section-pages';

export interface SearchDocument {
  id: string;
  kind: SearchKind;
  path: string;
  title: string;
  /** Plain text (Markdown already stripped): what snippets are cut from. */
  text: string;
  aliases?: string;
  /** A product's own rates (`18% 20%`): a percentage typed finds the product it belongs to. */
  figures?: string;
}

/** Paged collections (news) are searched up to this many pages deep. */
const MAX_PAGES = 8;

/** Separate texts (a title and its text, one advantage and the next) read as separate sentences. */
function sentences(texts: string[]): string {
  return texts
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => (/[.!?:;…]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

function doc(kind: SearchKind, path: string, title: string, texts: string[]) {
  return {
    id: `${kind}:${path}`,
    kind,
    path,
    title,
    text: sentences(texts),
  } satisfies SearchDocument;
}

/** What search reads of any listed entry; deposits and credits also list their rates. */
type Entry = { slug: string; rates?: { percent: number }[] };
/** What a detail adds that search reads besides its text: the slugs of its other languages. */
type Detail = { translations?: Partial<Record<Lang, { slug: string | null }>> };

/** Every listed entry of a collection, the pages of a paged one up to MAX_PAGES. */
async function listed(
  cms: CmsService,
  name: CollectionName,
  { list }: CollectionSpec,
  lang: Lang,
): Promise<Entry[]> {
  if (!list) return [];
  if (list.kind !== 'paged') return [(await cms.list(name, lang)) ?? []].flat() as Entry[];
  type Paged = { items: Entry[]; pageCount: number };
  const first = (await cms.list(name, lang, { page: 1 })) as Paged;
  const pages = Math.min(first.pageCount, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => cms.list(name, lang, { page: i + 2 })),
  );
  return [first, ...(rest as Paged[])].flatMap((page) => page.items);
}

/**
 * The titles of a collection's entries in the other languages, by language and slug: visitors
 * type a product by any of its names (`ipoteka` on the Russian site). Only lists read whole.
 */
async function otherTitles(
  cms: CmsService,
  name: CollectionName,
  spec: CollectionSpec,
  lang: Lang,
) {
  const { list, search } = spec;
  if (list?.kind !== 'all' || !search) return new Map<Lang, Map<string, string>>();
  const others = LANGS.filter((other) => other !== lang);
  const lists = await Promise.all(
    others.map((other) => listed(cms, name, spec, other).catch(() => [])),
  );
  return new Map(
    others.map((other, i) => [
      other,
      new Map(lists[i]!.map((item) => [item.slug, search.title(item)] as const)),
    ]),
  );
}

/** The search documents of one collection (collections.ts `search`); a detail that fails leaves the name. */
async function collectionDocuments(
  cms: CmsService,
  name: CollectionName,
  spec: CollectionSpec,
  lang: Lang,
): Promise<SearchDocument[]> {
  const { search, detail, page } = spec;
  if (!search || !page) return [];
  const [items, titles] = await Promise.all([
    listed(cms, name, spec, lang),
    otherTitles(cms, name, spec, lang),
  ]);
  return Promise.all(
    items.map(async (item) => {
      const full =
        search.details && detail ? await cms.detail(name, lang, item.slug).catch(() => null) : null;
      const path = `${page}/${item.slug}`;
      const texts = search.text(item, full).map((text) => markdownToText(text));
      const translations = (full as Detail | null)?.translations;
      const aliases = [...titles].map(
        ([other, bySlug]) => bySlug.get(translations?.[other]?.slug ?? item.slug) ?? '',
      );
      return {
        ...doc(search.kind, path, search.title(item), texts),
        aliases: aliases.join(' ').trim(),
        figures: (item.rates ?? []).map((rate) => `${rate.percent}%`).join(' '),
      };
    }),
  );
}

/** Everything a visitor can search for, in one language, as flat plain-text documents. */
export async function collectDocuments(
  cms: CmsService,
  lang: Lang,
  t: (lang: Lang) => TFunction,
): Promise<SearchDocument[]> {
  const sections = (await sectionPages(cms, lang, t)).map((s) => ({
    ...doc('page', s.path, s.title, [s.text]),
    aliases: s.aliases,
  }));
  const groups = await Promise.all(
    collectionEntries().map(([name, spec]) => collectionDocuments(cms, name, spec, lang)),
  );
  const places: SearchDocument[] = (await branchDocuments(cms, lang, t(lang))).map((place) => ({
    ...doc('branch', place.path, place.title, place.texts),
    id: place.id,
  }));
  // The name of the document's group ("Vacancies", "Вклады") finds every member of it.
  return [sections, ...groups, places].flat().map((d) => ({
    ...d,
    aliases: [d.aliases, t(lang)(`content:search.groups.${d.kind}`)].filter(Boolean).join(' '),
  }));
}
