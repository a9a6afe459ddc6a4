import { injectReads } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { SearchHit } from './types';

export const searchApi = injectReads((build) => ({
  search: build.query<SearchHit[], { lang: Lang; query: string }>({
    query: ({ lang, query }) => ({ path: '/search', params: { locale: lang, query } }),
  }),
}));

export const { useSearchQuery } = searchApi;
