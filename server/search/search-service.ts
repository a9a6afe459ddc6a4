import MiniSearch from 'minisearch';
import type { Lang } from '@/lib/lang';
import type { SearchHit } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { collectDocuments, type SearchDocument } from './search-documents';

export interface SearchService {
  search(lang: Lang, query: string): Promise<SearchHit[]>;
  /** Forgets the indexes (the CMS content changed); the next search rebuilds them. */
  invalidate(): void;
}

const MAX_HITS = 30;

function buildIndex(documents: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'path', 'snippet'],
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(documents);
  return index;
}

/**
 * A per-language full-text index over the CMS content, rebuilt at most once per TTL
 * (the CMS service's own cache keeps the rebuild cheap).
 */
export function createSearchService(cms: CmsService, ttlSeconds: number): SearchService {
  const indexes = new Map<Lang, { builtAt: number; index: Promise<MiniSearch<SearchDocument>> }>();
  const indexFor = (lang: Lang) => {
    const current = indexes.get(lang);
    if (current && Date.now() - current.builtAt < ttlSeconds * 1000) return current.index;
    const index = collectDocuments(cms, lang).then(buildIndex);
    indexes.set(lang, { builtAt: Date.now(), index });
    index.catch(() => indexes.delete(lang));
    return index;
  };
  return {
    invalidate: () => indexes.clear(),
    async search(lang, query) {
      const text = query.trim();
      if (!text) return [];
      const index = await indexFor(lang);
      return index
        .search(text)
        .slice(0, MAX_HITS)
        .map((result) => ({
          kind: result.kind as SearchHit['kind'],
          title: result.title as string,
          path: result.path as string,
          snippet: result.snippet as string,
        }));
    },
  };
}
