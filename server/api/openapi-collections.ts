import type { CollectionName } from '@/lib/api/collections';
import type { DomainName } from './openapi-domain';

/**
 * The domain type of each collection's answers, beside the collection table
 * (server/cms/collections.ts): `item` is what its list holds, `detail` one entry. A type test
 * (test/types/openapi-domain-types.ts) holds each equal to the table's `CollectionTypes`.
 */
export const COLLECTION_SCHEMAS = {
  deposits: { item: 'DepositSummary', detail: 'Deposit' },
  credits: { item: 'CreditSummary', detail: 'Credit' },
  cards: { item: 'CardSummary', detail: 'Card' },
  transfers: { item: 'TransferSummary', detail: 'Transfer' },
  news: { item: 'NewsItem', detail: 'NewsItem' },
  'news-categories': { item: 'NewsCategory' },
  'social-link': { item: 'SocialLink' },
  'legal-entities': { item: 'LegalEntitySummary', detail: 'LegalEntity' },
  'legal-entity-sliders': { item: 'Promo' },
  'legal-entity-recommended-products': { item: 'Promo' },
  'legal-entity-call-to-action': { item: 'CallToAction' },
  'currency-rates': { item: 'CurrencyRate' },
  branches: { item: 'Branch' },
  vacancies: { item: 'Vacancy', detail: 'Vacancy' },
  'correspondent-accounts': { item: 'CorrespondentAccount' },
  'investment-funds': { item: 'InvestmentFund' },
  pages: { detail: 'StaticPage' },
} as const satisfies Record<CollectionName, { item?: DomainName; detail?: DomainName }>;
