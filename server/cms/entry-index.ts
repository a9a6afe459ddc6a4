import { isLang, type Lang } from '@/lib/lang';
import { COLLECTIONS, type CollectionName } from './collections';
import type { CmsLoader } from './cms-loader';
import { records, text } from './mappers/fields';
import type { CmsCall } from './queries';

/** A collection with detail pages on the site (its `page` in collections.ts). */
export type IndexedKind = CollectionName;

/** One detail page for the sitemap: its slug per language and when it last changed. */
export interface IndexedEntry {
  slugs: Partial<Record<Lang, string>>;
  updatedAt: string | null;
}

const PAGE_SIZE = 100;
/** 50 pages of 100: the sitemap protocol's limit is 50 000 URLs per file. */
const MAX_PAGES = 50;

function indexCall(kind: IndexedKind, lang: Lang, page: number): CmsCall {
  return {
    path: COLLECTIONS[kind].path,
    params: {
      fields: ['slug', 'updatedAt', 'locale'],
      populate: ['localizations'],
      pagination: { page, pageSize: PAGE_SIZE },
      locale: lang,
    },
  };
}

/** Every entry of a collection in `lang`, with the slugs of its other language versions. */
export async function entryIndex(
  loader: CmsLoader,
  kind: IndexedKind,
  lang: Lang,
): Promise<IndexedEntry[]> {
  const entries: IndexedEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const envelope = await loader.envelope(indexCall(kind, lang, page));
    for (const record of envelope?.records ?? []) {
      const slug = text(record.slug);
      if (!slug) continue;
      const slugs: Partial<Record<Lang, string>> = { [lang]: slug };
      for (const other of records(record.localizations)) {
        const otherSlug = text(other.slug);
        if (isLang(other.locale) && otherSlug) slugs[other.locale] = otherSlug;
      }
      entries.push({ slugs, updatedAt: text(record.updatedAt) });
    }
    if (!envelope?.pagination || page >= envelope.pagination.pageCount) break;
  }
  return entries;
}
