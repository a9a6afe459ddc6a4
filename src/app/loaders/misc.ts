import { depositsApi } from '@/features/deposits/api';
import { cardsApi } from '@/features/cards/api';
import { creditsApi } from '@/features/credits/api';
import { newsApi } from '@/features/news/api';
import { currencyApi } from '@/features/currency/api';
import { searchApi } from '@/features/search/api';
import { searchQuery } from '@/features/search/types';
import { placeOptions } from '@/features/appeals/regions';
import { fetchQuery, notFound, startQuery, type LoaderContext, type PageData } from '../route-data';
import { listLoader, pageMeta } from './helpers';

export async function homeLoader({ lang, t, deps }: LoaderContext): Promise<PageData> {
  await Promise.all([
    // News and rates change often and come last on the page: their reads may finish after the head.
    startQuery(deps, newsApi.endpoints.getNews, { lang, page: 1 }),
    startQuery(deps, currencyApi.endpoints.getCurrencyRates, lang),
    fetchQuery(deps, depositsApi.endpoints.getDeposits, lang),
    fetchQuery(deps, cardsApi.endpoints.getCards, lang),
    fetchQuery(deps, creditsApi.endpoints.getCredits, lang),
  ]);
  return { meta: pageMeta(t, 'home') };
}

export const currencyLoader = listLoader('currency', currencyApi.endpoints.getCurrencyRates);

export async function appealsLoader({ lang, t }: LoaderContext): Promise<PageData> {
  return { meta: pageMeta(t, 'appeals'), places: placeOptions(lang) };
}

export async function searchLoader({ lang, t, url, deps }: LoaderContext): Promise<PageData> {
  // A longer query is cut, never an error page.
  const query = searchQuery(url.searchParams.get('query'));
  if (query) await fetchQuery(deps, searchApi.endpoints.search, { lang, query });
  return { meta: pageMeta(t, 'search') };
}

export async function notFoundLoader(): Promise<PageData> {
  notFound();
}
