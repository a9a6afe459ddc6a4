import { injectReads, detailRequest, type DetailArg } from '@/lib/api/api-slice';
import type { StaticPage } from './types';

export const pagesApi = injectReads((build) => ({
  getPage: build.query<StaticPage | null, DetailArg>({ query: detailRequest('pages') }),
}));

export const { useGetPageQuery } = pagesApi;
