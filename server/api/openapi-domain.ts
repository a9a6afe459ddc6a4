import { z } from 'zod';
import { Advantage, Faq, Media, PageMeta, Rate, Translations } from '@/lib/content-schemas.server';
import { Branch } from '@/features/branches/schemas.server';
import { Card, CardSummary } from '@/features/cards/schemas.server';
import { Credit, CreditSummary } from '@/features/credits/schemas.server';
import { CurrencyRate } from '@/features/currency/schemas.server';
import { Deposit, DepositSummary } from '@/features/deposits/schemas.server';
import { CorrespondentAccount, InvestmentFund } from '@/features/financial/schemas.server';
import {
  CallToAction,
  LegalEntity,
  LegalEntitySummary,
  Promo,
} from '@/features/juristic/schemas.server';
import { SocialLink } from '@/features/layout/schemas.server';
import { NewsCategory, NewsItem } from '@/features/news/schemas.server';
import { StaticPage } from '@/features/pages/schemas.server';
import { SearchHit } from '@/features/search/schemas.server';
import { Transfer, TransferSummary } from '@/features/transfers/schemas.server';
import { Vacancy } from '@/features/vacancies/schemas.server';

/**
 * The domain types the API answers with, by the name of their component in the OpenAPI
 * document. Each is the zod declaration its TypeScript type is inferred from, so the document
 * and the code cannot describe different answers.
 */
export const DECLARATIONS = {
  Media,
  Faq,
  Advantage,
  Rate,
  Translations,
  DepositSummary,
  Deposit,
  CreditSummary,
  Credit,
  CardSummary,
  Card,
  TransferSummary,
  Transfer,
  NewsItem,
  NewsCategory,
  SocialLink,
  LegalEntitySummary,
  LegalEntity,
  Promo,
  CallToAction,
  CurrencyRate,
  Branch,
  Vacancy,
  CorrespondentAccount,
  InvestmentFund,
  StaticPage,
  SearchHit,
};

export type DomainName = keyof typeof DECLARATIONS;

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
const TARGET = 'draft-2020-12';

/**
 * A component takes no `$schema` (the document's dialect applies) and no `$id`: zod sets it to
 * the component's own reference, and an `$id` with a fragment is not valid in 2020-12.
 */
function asComponent({ $schema, $id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

function domainSchemas(): Record<DomainName, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(DECLARATIONS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: TARGET,
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, asComponent(schema)]),
  ) as Record<DomainName, JsonSchema>;
}

/** Each domain type's JSON Schema, referring to the others by `$ref`. */
export const DOMAIN_SCHEMAS = domainSchemas();

const PAGE_META = asComponent(z.toJSONSchema(PageMeta, { target: TARGET })) as {
  properties: JsonSchema;
  required: string[];
};

/** One page of a paged list of `item` (`Page<T>` in src/lib/content-types.ts). */
export const pageOf = (item: object) => ({
  ...PAGE_META,
  properties: { items: { type: 'array', items: item }, ...PAGE_META.properties },
  required: ['items', ...PAGE_META.required],
});
