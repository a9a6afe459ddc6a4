import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import { collectionPath } from '@/lib/api/collections';
import type { Page } from '@/lib/content-types';
import type { Lang } from '@/lib/lang';
import type { NewsCategory, NewsItem } from './types';

export interface NewsListArg {
  lang: Lang;
  page: number;
  category?: number;
}

export const newsApi = injectReads((build) => ({
  getNews: build.query<Page<NewsItem>, NewsListArg>({
    query: ({ lang, page, category }) => ({
      path: collectionPath('news'),
      params: {
        locale: lang,
        page: String(page),
        ...(category === undefined ? {} : { category: String(category) }),
      },
    }),
  }),
  getNewsItem: build.query<NewsItem | null, DetailArg>({ query: detailRequest('news') }),
  getNewsCategories: build.query<NewsCategory[], Lang>({
    query: listRequest('news-categories'),
  }),
}));

export const { useGetNewsQuery, useGetNewsItemQuery, useGetNewsCategoriesQuery } = newsApi;
