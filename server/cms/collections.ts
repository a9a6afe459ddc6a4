/**
 * The collection table: every CMS collection the site reads, declared once. The CMS service's
 * methods, the CMS queries, the read API, its Markdown fields, its answers in the OpenAPI document
 * (each list's and detail's zod `schema`), the search documents and the sitemap's detail pages are
 * all derived from it. Its fields must be those of the collection's Strapi schema
 * (test/unit/cms-collections.match-schemas.test.ts) and each `schema` must infer its mapper's type
 * (test/types/openapi-domain-types.ts). The browser's code takes the names from here as a type
 * (src/lib/api/collections.ts). A new collection also needs its Strapi schema, mapper with its zod
 * declaration, and page: the list is in docs/decisions/002-cms-adapter.md.
 */
import type { z } from 'zod';
import type { Advantage, Faq } from '@/lib/content-types';
import type { SearchKind } from '@/features/search/types';
import type { Mapper } from './mappers/fields';
import { mapDeposit, mapDepositSummary } from './mappers/deposits';
import { mapCredit, mapCreditSummary } from './mappers/credits';
import { mapCard, mapCardSummary } from './mappers/cards';
import { mapTransfer, mapTransferSummary } from './mappers/transfers';
import { mapNewsCategory, mapNewsItem } from './mappers/news';
import { mapSocialLink } from './mappers/layout';
import {
  mapCallToAction,
  mapLegalEntity,
  mapLegalEntitySummary,
  mapPromo,
} from './mappers/juristic';
import { mapCurrencyRate } from './mappers/currency';
import { mapBranch } from './mappers/branches';
import { mapVacancy } from './mappers/vacancies';
import { mapCorrespondentAccount, mapInvestmentFund } from './mappers/financial';
import { mapStaticPage } from './mappers/pages';
import { Card, CardSummary } from '@/features/cards/schemas.server';
import { Credit, CreditSummary } from '@/features/credits/schemas.server';
import { CurrencyRate } from '@/features/currency/schemas.server';
import { Deposit, DepositSummary } from '@/features/deposits/schemas.server';
import { Branch } from '@/features/branches/schemas.server';
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
import { Transfer, TransferSummary } from '@/features/transfers/schemas.server';
import { Vacancy } from '@/features/vacancies/schemas.server';

/**
 * How a collection is listed: `all` entries (up to Strapi's 100), a `single` type (one entry or
 * null), or `paged` with an optional filter by a related category's id.
 */
export type ListKind = 'all' | 'single' | 'paged';

export interface ListSpec<
  S,
  M extends string = string,
  K extends ListKind = ListKind,
  Z extends z.ZodType = z.ZodType,
> {
  /** The CmsService method. */
  method: M;
  kind: K;
  /**
   * Strapi's `fields`: the scalars the list asks for, exactly those `map` reads
   * (test/server/cms-collections.list-fields.test.ts). Without it Strapi sends every scalar, a
   * detail page's Markdown included; media, components and relations come through `populate`
   * either way.
   */
  fields?: readonly string[];
  populate?: readonly string[];
  sort?: readonly string[];
  map: Mapper<S>;
  /** The zod declaration of an item, which the OpenAPI document shows under its `id`. */
  schema: Z;
  /** `paged` only: entries per page, and the relation whose id `category` filters by. */
  pageSize?: number;
  categoryRelation?: string;
}

/**
 * How one entry is found: `slug-or-id` takes a slug in the requested language or the numeric id
 * of any language version (server/cms/detail.ts); `slug` takes a slug only.
 */
export type DetailLookup = 'slug-or-id' | 'slug';

export interface DetailSpec<D, M extends string = string, Z extends z.ZodType = z.ZodType> {
  /** The CmsService method. */
  method: M;
  lookup: DetailLookup;
  populate: readonly string[];
  map: Mapper<D>;
  /** The zod declaration of an entry, which the OpenAPI document shows under its `id`. */
  schema: Z;
}

export type SearchText = string | null | undefined;

export interface SearchSpec<S, D> {
  kind: SearchKind;
  title(item: S): string;
  /** Whether the documents read each entry's detail as well (its body text); lists are enough otherwise. */
  details: boolean;
  /** Markdown or plain text, in reading order; search keeps the words. */
  text(item: S, detail: D | null): SearchText[];
}

export interface CollectionSpec<
  S = unknown,
  D = unknown,
  LM extends string = string,
  DM extends string = string,
  K extends ListKind = ListKind,
  LZ extends z.ZodType = z.ZodType,
  DZ extends z.ZodType = z.ZodType,
> {
  /** Strapi's REST path. */
  path: string;
  list?: ListSpec<S, LM, K, LZ>;
  detail?: DetailSpec<D, DM, DZ>;
  /** Domain fields holding CMS Markdown: the read API sends them as sanitized HTML. */
  markdown?: readonly NoInfer<keyof S | keyof D>[];
  /** The site's path of the detail pages, below the language root (sitemap, search). */
  page?: string;
  search?: SearchSpec<NoInfer<S>, NoInfer<D>>;
}

/**
 * Keeps each entry's literal method names and zod declarations, and ties its search and Markdown
 * fields to its types.
 */
function collection<
  S = never,
  D = never,
  const LM extends string = never,
  const DM extends string = never,
  const K extends ListKind = never,
  LZ extends z.ZodType = never,
  DZ extends z.ZodType = never,
>(spec: CollectionSpec<S, D, LM, DM, K, LZ, DZ>) {
  return spec;
}

// Scalars such as `infolist` are never populated: Strapi v5 answers 400 to it (v5 README).
const PRODUCT_DETAIL = ['image', 'contract', 'faq', 'percents', 'advantages', 'advantages.icon'];
const PRODUCT_DETAIL_POPULATE = [...PRODUCT_DETAIL, 'localizations'];
const SERVICE_DETAIL_POPULATE = ['image', 'faq', 'advantages', 'advantages.icon', 'localizations'];
// What a deposit or credit card shows (mappers/product.ts productSummary): not `infolist`, the
// detail page's Markdown.
const PRODUCT_SUMMARY_FIELDS = ['name', 'slug', 'locale', 'period'];

interface ProductDetail {
  infoList?: string | null;
  faq: Faq[];
  advantages: Advantage[];
}

/** FAQ and advantages as reading text, after the product's own description. */
function extras(detail: ProductDetail | null): SearchText[] {
  if (!detail) return [];
  return [
    ...detail.advantages.flatMap((a) => [a.title, a.text]),
    ...detail.faq.flatMap((f) => [f.question, f.answer]),
  ];
}

/** Deposits and credits: found by name, read with their rate description, advantages and FAQ. */
function productSearch(kind: SearchKind): SearchSpec<{ name: string }, ProductDetail> {
  return {
    kind,
    title: (item) => item.name,
    details: true,
    text: (_item, detail) => [detail?.infoList, ...extras(detail)],
  };
}

export const COLLECTIONS = {
  // Deposits are called contributions in the CMS content model; only this entry knows it.
  deposits: collection({
    path: '/api/contributions',
    list: {
      method: 'deposits',
      kind: 'all',
      fields: [...PRODUCT_SUMMARY_FIELDS, 'currency_type', 'initial_amount', 'popular_status'],
      populate: ['percents', 'image'],
      sort: ['popular_status:desc'],
      map: mapDepositSummary,
      schema: DepositSummary,
    },
    detail: {
      method: 'deposit',
      lookup: 'slug-or-id',
      populate: PRODUCT_DETAIL_POPULATE,
      map: mapDeposit,
      schema: Deposit,
    },
    markdown: ['infoList'],
    page: '/deposit',
    search: productSearch('deposit'),
  }),
  credits: collection({
    path: '/api/credits',
    list: {
      method: 'credits',
      kind: 'all',
      fields: PRODUCT_SUMMARY_FIELDS,
      populate: ['image', 'percents'],
      map: mapCreditSummary,
      schema: CreditSummary,
    },
    detail: {
      method: 'credit',
      lookup: 'slug-or-id',
      populate: PRODUCT_DETAIL_POPULATE,
      map: mapCredit,
      schema: Credit,
    },
    markdown: ['infoList'],
    page: '/credit',
    search: productSearch('credit'),
  }),
  cards: collection({
    path: '/api/cards',
    list: {
      method: 'cards',
      kind: 'all',
      populate: ['image'],
      map: mapCardSummary,
      schema: CardSummary,
    },
    detail: {
      method: 'card',
      lookup: 'slug-or-id',
      populate: SERVICE_DETAIL_POPULATE,
      map: mapCard,
      schema: Card,
    },
    page: '/cards',
    search: {
      kind: 'card',
      title: (item) => item.name,
      details: true,
      text: (_item, detail) => extras(detail),
    },
  }),
  transfers: collection({
    path: '/api/transfers',
    list: {
      method: 'transfers',
      kind: 'all',
      // `summary` is the card's text; `description`, the detail page's Markdown, stays out.
      fields: ['name', 'slug', 'locale', 'summary', 'commission'],
      populate: ['image'],
      map: mapTransferSummary,
      schema: TransferSummary,
    },
    detail: {
      method: 'transfer',
      lookup: 'slug-or-id',
      populate: SERVICE_DETAIL_POPULATE,
      map: mapTransfer,
      schema: Transfer,
    },
    markdown: ['description'],
    page: '/transfers',
    search: {
      kind: 'transfer',
      title: (item) => item.name,
      details: true,
      text: (item, detail) => [item.summary, detail?.description, ...extras(detail)],
    },
  }),
  news: collection({
    path: '/api/news',
    list: {
      method: 'news',
      kind: 'paged',
      // `text` stays: each card's summary (§9, six lines) is its first 300 characters
      // (server/api/rich-text.ts), the content model has no shorter field, and search reads the
      // news text from these pages. Only Strapi's timestamps of no use to a list are left out.
      fields: ['title', 'slug', 'locale', 'date', 'text', 'updatedAt'],
      populate: ['image'],
      sort: ['date:desc'],
      pageSize: 13,
      categoryRelation: 'categories',
      map: mapNewsItem,
      schema: NewsItem,
    },
    detail: {
      method: 'newsItem',
      lookup: 'slug-or-id',
      populate: ['image', 'localizations'],
      map: mapNewsItem,
      schema: NewsItem,
    },
    markdown: ['text'],
    page: '/news',
    search: {
      kind: 'news',
      title: (item) => item.title,
      details: false,
      text: (item) => [item.text],
    },
  }),
  // Localizations map category ids across languages (ids differ per locale).
  'news-categories': collection({
    path: '/api/news-categories',
    list: {
      method: 'newsCategories',
      kind: 'all',
      populate: ['localizations'],
      map: mapNewsCategory,
      schema: NewsCategory,
    },
  }),
  'social-link': collection({
    path: '/api/social-link',
    list: { method: 'socialLink', kind: 'single', map: mapSocialLink, schema: SocialLink },
  }),
  'legal-entities': collection({
    path: '/api/legal-entities',
    list: {
      method: 'legalEntities',
      kind: 'all',
      populate: ['icon'],
      sort: ['name:asc'],
      map: mapLegalEntitySummary,
      schema: LegalEntitySummary,
    },
    detail: {
      method: 'legalEntity',
      lookup: 'slug-or-id',
      populate: ['image', 'data', 'data.data', 'data.documents', 'data.cards', 'data.cards.icon'],
      map: mapLegalEntity,
      schema: LegalEntity,
    },
    page: '/juristic',
    search: {
      kind: 'juristic',
      title: (item) => item.name,
      details: true,
      text: (item, detail) => [
        detail?.title !== item.name ? detail?.title : '',
        detail?.description,
        ...(detail?.sections ?? []).flatMap((s) => [s.title, s.text]),
        ...(detail?.cards ?? []).flatMap((c) => [c.title, c.text]),
      ],
    },
  }),
  'legal-entity-sliders': collection({
    path: '/api/legal-entity-sliders',
    list: {
      method: 'legalEntitySliders',
      kind: 'all',
      populate: ['image'],
      map: mapPromo,
      schema: Promo,
    },
  }),
  'legal-entity-recommended-products': collection({
    path: '/api/legal-entity-recommended-products',
    list: {
      method: 'legalEntityProducts',
      kind: 'all',
      populate: ['image'],
      map: mapPromo,
      schema: Promo,
    },
  }),
  'legal-entity-call-to-action': collection({
    path: '/api/legal-entity-call-to-action',
    list: {
      method: 'legalEntityCallToAction',
      kind: 'single',
      map: mapCallToAction,
      schema: CallToAction,
    },
  }),
  'currency-rates': collection({
    path: '/api/currency-rates',
    list: {
      method: 'currencyRates',
      kind: 'all',
      sort: ['code:asc'],
      map: mapCurrencyRate,
      schema: CurrencyRate,
    },
  }),
  branches: collection({
    path: '/api/branches',
    list: { method: 'branches', kind: 'all', sort: ['name:asc'], map: mapBranch, schema: Branch },
  }),
  vacancies: collection({
    path: '/api/vacancies',
    list: {
      method: 'vacancies',
      kind: 'all',
      sort: ['title:asc'],
      map: mapVacancy,
      schema: Vacancy,
    },
    detail: {
      method: 'vacancy',
      lookup: 'slug-or-id',
      populate: ['localizations'],
      map: mapVacancy,
      schema: Vacancy,
    },
    markdown: ['description'],
    page: '/vacancies',
    search: {
      kind: 'vacancy',
      title: (item) => item.title,
      details: false,
      text: (item) => [item.location, item.employment, item.description],
    },
  }),
  'correspondent-accounts': collection({
    path: '/api/correspondent-accounts',
    list: {
      method: 'correspondentAccounts',
      kind: 'all',
      map: mapCorrespondentAccount,
      schema: CorrespondentAccount,
    },
  }),
  'investment-funds': collection({
    path: '/api/investment-funds',
    list: {
      method: 'investmentFunds',
      kind: 'all',
      map: mapInvestmentFund,
      schema: InvestmentFund,
    },
    markdown: ['description'],
  }),
  pages: collection({
    path: '/api/pages',
    detail: {
      method: 'page',
      lookup: 'slug',
      populate: ['image'],
      map: mapStaticPage,
      schema: StaticPage,
    },
    markdown: ['body'],
  }),
};

export type Collections = typeof COLLECTIONS;

/** A collection's name, which is also its read-API path (`/api/<name>`). */
export type CollectionName = keyof Collections;

/** Every collection with its name, in table order. */
export function collectionEntries(): [CollectionName, CollectionSpec][] {
  return Object.entries(COLLECTIONS) as [CollectionName, CollectionSpec][];
}

type ListOf<N extends CollectionName> = NonNullable<Collections[N]['list']>;
type DetailOf<N extends CollectionName> = NonNullable<Collections[N]['detail']>;

/** The names of the CmsService methods that list and open a collection (never when it has none). */
export type ListMethodName<N extends CollectionName> = ListOf<N>['method'];
export type DetailMethodName<N extends CollectionName> = DetailOf<N>['method'];

/**
 * The domain types of a collection: `item` as listed, `detail` as opened (never when the
 * collection has no list or detail), e.g. `CollectionTypes<'deposits'>['detail']` is `Deposit`.
 */
export interface CollectionTypes<N extends CollectionName> {
  item: NonNullable<ReturnType<ListOf<N>['map']>>;
  detail: NonNullable<ReturnType<DetailOf<N>['map']>>;
  listKind: ListOf<N>['kind'];
}
