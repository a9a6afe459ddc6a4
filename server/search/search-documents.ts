import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { SearchKind } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { collectionEntries, type CollectionSpec } from '../cms/collections';
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

type Entry = { slug: string };
type Method = (...args: unknown[]) => Promise<unknown>;

/** Every listed entry of a collection, the pages of a paged one up to MAX_PAGES. */
async function listed(cms: CmsService, { list }: CollectionSpec, lang: Lang): Promise<Entry[]> {
  if (!list) return [];
  const read = (cms as unknown as Record<string, Method>)[list.method] as Method;
  if (list.kind !== 'paged') return [(await read(lang)) ?? []].flat() as Entry[];
  type Paged = { items: Entry[]; pageCount: number };
  const first = (await read(lang, { page: 1 })) as Paged;
  const pages = Math.min(first.pageCount, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => read(lang, { page: i + 2 })),
  );
  return [first, ...(rest as Paged[])].flatMap((page) => page.items);
}

/** The search documents of one collection (collections.ts `search`); a detail that fails leaves the name. */
async function collectionDocuments(
  cms: CmsService,
  spec: CollectionSpec,
  lang: Lang,
): Promise<SearchDocument[]> {
  const { search, detail, page } = spec;
  if (!search || !page) return [];
  const open = detail && (cms as unknown as Record<string, Method>)[detail.method];
  return Promise.all(
    (await listed(cms, spec, lang)).map(async (item) => {
      const full = search.details && open ? await open(lang, item.slug).catch(() => null) : null;
      const path = `${page}/${item.slug}`;
      const texts = search.text(item, full).map((text) => markdownToText(text));
      return doc(search.kind, path, search.title(item), texts);
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
    collectionEntries().map(([, spec]) => collectionDocuments(cms, spec, lang)),
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
