import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Card, CardSummary } from './types';

export const cardsApi = injectReads((build) => ({
  getCards: build.query<CardSummary[], Lang>({ query: listRequest('cards') }),
  getCard: build.query<Card | null, DetailArg>({ query: detailRequest('cards') }),
}));

export const { useGetCardsQuery, useGetCardQuery } = cardsApi;
