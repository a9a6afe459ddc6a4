import { injectReads, listRequest } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { CurrencyRate } from './types';

export const currencyApi = injectReads((build) => ({
  getCurrencyRates: build.query<CurrencyRate[], Lang>({ query: listRequest('currency-rates') }),
}));

export const { useGetCurrencyRatesQuery } = currencyApi;
