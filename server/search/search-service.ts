import MiniSearch, { type SearchResult } from 'minisearch';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { SearchHit, SearchKind } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { serverI18n } from '../i18n';
import { inPreview } from '../request-context';
import { noteReadsEverything } from '../cms/read-tags';
import { collectDocuments, type SearchDocument } from './search-documents';
import { queryParts, rankByParts } from './search-query';
import { searchTerm, words } from './search-terms';
import { makeSnippet } from './snippet';

export interface SearchService {
  search(lang: Lang, query: string): Promise<SearchHit[]>;
  /** Forgets the indexes (the CMS content changed); the next search rebuilds them. */
  invalidate(): void;
}

const MAX_HITS = 30;

/**
 * Documents indexed between two turns of the event loop, so requests are still answered while a
 * language's index is built (up to a second on large content). A document takes about 0.2 ms:
 * a chunk holds the loop for about 10 ms, and the 1 ms timer between chunks adds about 5 %.
 */
const INDEX_CHUNK_SIZE = 50;

async function buildIndex(lang: Lang, documents: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'aliases', 'figures'],
    storeFields: ['kind', 'title', 'path', 'text'],
    tokenize: words,
    processTerm: (term) => searchTerm(term, lang) || null,
    searchOptions: {
      // A product's own rate outranks the same figure quoted in a news item's title (`20%`).
      boost: { title: 3, aliases: 2, figures: 5 },
      // The query arrives as terms (search-query.ts), each with its own prefix and fuzzy options.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      // A word as typed ranks above one it begins, and both above a near miss.
      weights: { prefix: 0.4, fuzzy: 0.1 },
      // A section page lists every product of its kind: of two equal matches it is the better start.
      boostDocument: (_id, _term, stored) => (stored?.kind === 'page' ? 1.5 : 1),
    },
  });
  await index.addAllAsync(documents, { chunkSize: INDEX_CHUNK_SIZE });
  return index;
}

function toHit(lang: Lang, result: SearchResult): SearchHit {
  return {
    kind: result.kind as SearchKind,
    title: result.title as string,
    path: result.path as string,
    snippet: makeSnippet(result.text as string, new Set(result.terms), lang),
  };
}

/**
 * A per-language full-text index over the CMS content and the section pages, rebuilt at most once
 * per TTL (the CMS service's own cache keeps the rebuild cheap). Every word, or a synonym of it
 * (search-query.ts), must match; when that finds nothing, any may.
 */
export function createSearchService(cms: CmsService, ttlSeconds: number): SearchService {
  const i18n = serverI18n();
  const t = (lang: Lang): TFunction => i18n.getFixedT(lang);
  const indexes = new Map<Lang, { builtAt: number; index: Promise<MiniSearch<SearchDocument>> }>();
  const indexFor = (lang: Lang) => {
    // An editor's preview searches the drafts in an index of its own, dropped after the answer:
    // built into the shared one, drafts would turn up in every visitor's results.
    if (inPreview())
      return collectDocuments(cms, lang, t).then((documents) => buildIndex(lang, documents));
    const current = indexes.get(lang);
    if (current && Date.now() - current.builtAt < ttlSeconds * 1000) return current.index;
    const index = collectDocuments(cms, lang, t).then((documents) => buildIndex(lang, documents));
    indexes.set(lang, { builtAt: Date.now(), index });
    index.catch(() => indexes.delete(lang));
    return index;
  };
  return {
    invalidate: () => indexes.clear(),
    async search(lang, query) {
      // Its index is built from every collection, once for many searches.
      noteReadsEverything();
      const parts = queryParts(query, lang);
      if (parts.length === 0) return [];
      const index = await indexFor(lang);
      const queries = parts.map((part) => part.query);
      const all = index.search({ combineWith: 'AND', queries });
      const results = all.length > 0 ? all : index.search({ combineWith: 'OR', queries });
      return rankByParts(results, parts)
        .slice(0, MAX_HITS)
        .map((result) => toHit(lang, result));
    },
  };
}
