import { depositsApi } from '@/features/deposits/api';
import { cardsApi } from '@/features/cards/api';
import { creditsApi } from '@/features/credits/api';
import { newsApi } from '@/features/news/api';
import { currencyApi } from '@/features/currency/api';
import { searchApi } from '@/features/search/api';
import { searchQuery } from '@/features/search/types';
import {
  fetchQuery,
  notFound,
  startQuery,
  type LoaderContext,
  type PageData,
} from '../routing/route-data';
import { listLoader, pageMeta } from './helpers';

export async function homeLoader({ lang, t, deps }: LoaderContext): Promise<PageData> {
  await Promise.all([
    // News and rates come last on the page: a failed read leaves its region saying so, not a 503.
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
  // Its own chunk: every district in four scripts, needed on the appeal page only.
  const { placeOptions } = await import('@/lib/places/places');
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
