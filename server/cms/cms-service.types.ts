import type { Lang } from '@/lib/lang';
import type { Page } from '@/lib/content-types';
import type { Deposit, DepositSummary } from '@/features/deposits/types';
import type { Credit, CreditSummary } from '@/features/credits/types';
import type { Card, CardSummary } from '@/features/cards/types';
import type { Transfer, TransferSummary } from '@/features/transfers/types';
import type { NewsCategory, NewsItem } from '@/features/news/types';
import type { SocialLink } from '@/features/layout/types';
import type {
  CallToAction,
  LegalEntity,
  LegalEntitySummary,
  Promo,
} from '@/features/juristic/types';
import type { CurrencyRate } from '@/features/currency/types';
import type { Branch } from '@/features/branches/types';
import type { Vacancy } from '@/features/vacancies/types';
import type { CorrespondentAccount, InvestmentFund } from '@/features/financial/types';
import type { StaticPage } from '@/features/pages/types';
import type { IndexedEntry, IndexedKind } from './entry-index';

export interface NewsQuery {
  /** 1-based. */
  page: number;
  /** A news-category id in the requested language. */
  category?: number;
}

/**
 * Everything the site reads from the CMS, as plain domain objects (§7).
 * `key` is a slug or a numeric record id of any language version.
 * A 4xx from the CMS yields an empty result (null, [] or an empty page, §8);
 * a 5xx, a timeout or a network failure rejects with CmsUnavailableError.
 */
export type { IndexedEntry, IndexedKind } from './entry-index';

export interface CmsService {
  /** Every detail page of a collection in `lang` (the sitemap); absent in stand-ins. */
  entryIndex?(kind: IndexedKind, lang: Lang): Promise<IndexedEntry[]>;
  /** Drops cached answers of one Strapi model (the CMS webhook); absent where nothing is cached. */
  purgeModel?(model: string): number;
  deposits(lang: Lang): Promise<DepositSummary[]>;
  deposit(lang: Lang, key: string): Promise<Deposit | null>;
  credits(lang: Lang): Promise<CreditSummary[]>;
  credit(lang: Lang, key: string): Promise<Credit | null>;
  cards(lang: Lang): Promise<CardSummary[]>;
  card(lang: Lang, key: string): Promise<Card | null>;
  transfers(lang: Lang): Promise<TransferSummary[]>;
  transfer(lang: Lang, key: string): Promise<Transfer | null>;
  news(lang: Lang, query: NewsQuery): Promise<Page<NewsItem>>;
  newsItem(lang: Lang, key: string): Promise<NewsItem | null>;
  newsCategories(lang: Lang): Promise<NewsCategory[]>;
  socialLink(lang: Lang): Promise<SocialLink | null>;
  legalEntities(lang: Lang): Promise<LegalEntitySummary[]>;
  legalEntity(lang: Lang, key: string): Promise<LegalEntity | null>;
  legalEntitySliders(lang: Lang): Promise<Promo[]>;
  legalEntityProducts(lang: Lang): Promise<Promo[]>;
  legalEntityCallToAction(lang: Lang): Promise<CallToAction | null>;
  currencyRates(lang: Lang): Promise<CurrencyRate[]>;
  branches(lang: Lang): Promise<Branch[]>;
  vacancies(lang: Lang): Promise<Vacancy[]>;
  vacancy(lang: Lang, key: string): Promise<Vacancy | null>;
  correspondentAccounts(lang: Lang): Promise<CorrespondentAccount[]>;
  investmentFunds(lang: Lang): Promise<InvestmentFund[]>;
  page(lang: Lang, slug: string): Promise<StaticPage | null>;
}
