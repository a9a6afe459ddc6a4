import type { CollectionName } from '@/lib/api/collections';
import * as D from './openapi-domain';

/**
 * The JSON Schema of each collection's domain types, beside the collection table
 * (server/cms/collections.ts): `item` is what its list holds, `detail` one entry. A type test
 * (test/types/openapi-domain-types.ts) holds each equal to the table's `CollectionTypes`.
 */
export const COLLECTION_SCHEMAS = {
  deposits: { item: D.DepositSummary, detail: D.Deposit },
  credits: { item: D.CreditSummary, detail: D.Credit },
  cards: { item: D.CardSummary, detail: D.Card },
  transfers: { item: D.TransferSummary, detail: D.Transfer },
  news: { item: D.NewsItem, detail: D.NewsItem },
  'news-categories': { item: D.NewsCategory },
  'social-link': { item: D.SocialLink },
  'legal-entities': { item: D.LegalEntitySummary, detail: D.LegalEntity },
  'legal-entity-sliders': { item: D.Promo },
  'legal-entity-recommended-products': { item: D.Promo },
  'legal-entity-call-to-action': { item: D.CallToAction },
  'currency-rates': { item: D.CurrencyRate },
  branches: { item: D.Branch },
  vacancies: { item: D.Vacancy, detail: D.Vacancy },
  'correspondent-accounts': { item: D.CorrespondentAccount },
  'investment-funds': { item: D.InvestmentFund },
  pages: { detail: D.StaticPage },
} as const satisfies Record<CollectionName, { item?: object; detail?: object }>;
