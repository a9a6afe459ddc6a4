import MiniSearch, { type SearchResult } from 'minisearch';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { SearchHit, SearchKind } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { createServerI18n, loadResources } from '../i18n';
import { collectDocuments, type SearchDocument } from './search-documents';
import { normalizeTerm, words } from './search-terms';
import { makeSnippet } from './snippet';

export interface SearchService {
  search(lang: Lang, query: string): Promise<SearchHit[]>;
  /** Forgets the indexes (the CMS content changed); the next search rebuilds them. */
  invalidate(): void;
}

const MAX_HITS = 30;

/** One typo in a word of 4–6 letters, two from 7 ("deposti" is two edits from "deposit"). */
const fuzzy = (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false);

function buildIndex(documents: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'aliases'],
    storeFields: ['kind', 'title', 'path', 'text'],
    tokenize: words,
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: { boost: { title: 3, aliases: 2 }, prefix: true, fuzzy },
  });
  index.addAll(documents);
  return index;
}

function toHit(result: SearchResult): SearchHit {
  return {
    kind: result.kind as SearchKind,
    title: result.title as string,
    path: result.path as string,
    snippet: makeSnippet(result.text as string, new Set(result.terms)),
  };
}

/**
 * A per-language full-text index over the CMS content and the section pages, rebuilt at most once
 * per TTL (the CMS service's own cache keeps the rebuild cheap). Every word must match; when that
 * finds nothing, any word may.
 */
export function createSearchService(cms: CmsService, ttlSeconds: number): SearchService {
  const i18n = createServerI18n(loadResources());
  const t = (lang: Lang): TFunction => i18n.getFixedT(lang);
  const indexes = new Map<Lang, { builtAt: number; index: Promise<MiniSearch<SearchDocument>> }>();
  const indexFor = (lang: Lang) => {
    const current = indexes.get(lang);
    if (current && Date.now() - current.builtAt < ttlSeconds * 1000) return current.index;
    const index = collectDocuments(cms, lang, t).then(buildIndex);
    indexes.set(lang, { builtAt: Date.now(), index });
    index.catch(() => indexes.delete(lang));
    return index;
  };
  return {
    invalidate: () => indexes.clear(),
    async search(lang, query) {
      const text = query.trim();
      if (words(text).length === 0) return [];
      const index = await indexFor(lang);
      const all = index.search(text, { combineWith: 'AND' });
      const results = all.length > 0 ? all : index.search(text, { combineWith: 'OR' });
      return results.slice(0, MAX_HITS).map(toHit);
    },
  };
}
