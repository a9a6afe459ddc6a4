import type { AxiosInstance } from 'axios';
import type { Lang } from '@/lib/lang';
import type { Page } from '@/lib/content-types';
import type { NewsItem } from '@/features/news/types';
import type { CmsService, NewsQuery } from './cms-service.types';
import { createCmsLoader, type CmsLoader, type CmsLogger } from './cms-loader';
import { findDetail } from './detail';
import { entryIndex } from './entry-index';
import { isSlug } from './keys';
import type { PlainRecord } from './normalize';
import {
  DETAILS,
  LISTS,
  NEWS_PAGE_SIZE,
  newsCall,
  pageCall,
  type CmsCall,
  type DetailSpec,
} from './queries';
import { createStrapiClient, type StrapiClientOptions } from './strapi-client';
import type { StrapiVersion, VersionSetting } from './strapi-version';
import { mapAll } from './mappers/fields';
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

export type { CmsLogger } from './cms-loader';

export type CmsServiceOptions = ({ client: AxiosInstance } | StrapiClientOptions) & {
  version: VersionSetting;
  cacheTtlSeconds: number;
  /** CMS origin for media URLs; '' keeps `/uploads/…` root-relative (embedded demo content). */
  mediaOrigin: string;
  logger?: CmsLogger;
  /** Cached answers kept, fresh or stale; 500 by default. */
  cacheMax?: number;
};

export interface StrapiCmsService extends CmsService {
  /** The CMS major version, configured or detected once on first use; null while unknowable. */
  version(): Promise<StrapiVersion | null>;
}

type Mapper<T> = (record: PlainRecord, lang: Lang) => T | null;

async function list<T>(loader: CmsLoader, call: CmsCall, lang: Lang, map: Mapper<T>) {
  return mapAll(await loader.load(call), lang, map);
}

async function single<T>(loader: CmsLoader, call: CmsCall, lang: Lang, map: Mapper<T>) {
  return (await list(loader, call, lang, map))[0] ?? null;
}

async function detail<T>(
  loader: CmsLoader,
  spec: DetailSpec,
  lang: Lang,
  key: string,
  map: Mapper<T>,
) {
  const record = await findDetail(loader, spec, lang, key);
  return record ? map(record, lang) : null;
}

function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function emptyPage<T>(page: number): Page<T> {
  return { items: [], page, pageSize: NEWS_PAGE_SIZE, pageCount: 0, total: 0 };
}

/** Invalid page or category numbers never reach the CMS: they give an empty page. */
async function news(loader: CmsLoader, lang: Lang, query: NewsQuery): Promise<Page<NewsItem>> {
  const { page, category } = query;
  if (!isPositiveInteger(page) || (category !== undefined && !isPositiveInteger(category))) {
    return emptyPage(1);
  }
  const envelope = await loader.envelope(newsCall(lang, page, category));
  if (!envelope) return emptyPage(page);
  const items = mapAll(envelope.records, lang, mapNewsItem);
  const pagination = envelope.pagination ?? {
    page,
    pageSize: NEWS_PAGE_SIZE,
    pageCount: items.length > 0 ? 1 : 0,
    total: items.length,
  };
  return { items, ...pagination };
}

/** The CmsService over Strapi v4 or v5 (or the embedded demo content given as an axios adapter). */
export function createCmsService(options: CmsServiceOptions): StrapiCmsService {
  const client = 'client' in options ? options.client : createStrapiClient(options);
  const loader = createCmsLoader({ ...options, client });
  const all = <T>(call: CmsCall, lang: Lang, map: Mapper<T>) => list(loader, call, lang, map);
  const one = <T>(spec: DetailSpec, lang: Lang, key: string, map: Mapper<T>) =>
    detail(loader, spec, lang, key, map);
  return {
    version: loader.version,
    purgeModel: loader.purgeModel,
    entryIndex: (kind, lang) => entryIndex(loader, kind, lang),
    deposits: (lang) => all(LISTS.deposits(lang), lang, mapDepositSummary),
    deposit: (lang, key) => one(DETAILS.deposit, lang, key, mapDeposit),
    credits: (lang) => all(LISTS.credits(lang), lang, mapCreditSummary),
    credit: (lang, key) => one(DETAILS.credit, lang, key, mapCredit),
    cards: (lang) => all(LISTS.cards(lang), lang, mapCardSummary),
    card: (lang, key) => one(DETAILS.card, lang, key, mapCard),
    transfers: (lang) => all(LISTS.transfers(lang), lang, mapTransferSummary),
    transfer: (lang, key) => one(DETAILS.transfer, lang, key, mapTransfer),
    news: (lang, query) => news(loader, lang, query),
    newsItem: (lang, key) => one(DETAILS.newsItem, lang, key, mapNewsItem),
    newsCategories: (lang) => all(LISTS.newsCategories(lang), lang, mapNewsCategory),
    socialLink: (lang) => single(loader, LISTS.socialLink(lang), lang, mapSocialLink),
    legalEntities: (lang) => all(LISTS.legalEntities(lang), lang, mapLegalEntitySummary),
    legalEntity: (lang, key) => one(DETAILS.legalEntity, lang, key, mapLegalEntity),
    legalEntitySliders: (lang) => all(LISTS.legalEntitySliders(lang), lang, mapPromo),
    legalEntityProducts: (lang) => all(LISTS.legalEntityProducts(lang), lang, mapPromo),
    legalEntityCallToAction: (lang) =>
      single(loader, LISTS.legalEntityCallToAction(lang), lang, mapCallToAction),
    currencyRates: (lang) => all(LISTS.currencyRates(lang), lang, mapCurrencyRate),
    branches: (lang) => all(LISTS.branches(lang), lang, mapBranch),
    vacancies: (lang) => all(LISTS.vacancies(lang), lang, mapVacancy),
    vacancy: (lang, key) => one(DETAILS.vacancy, lang, key, mapVacancy),
    correspondentAccounts: (lang) =>
      all(LISTS.correspondentAccounts(lang), lang, mapCorrespondentAccount),
    investmentFunds: (lang) => all(LISTS.investmentFunds(lang), lang, mapInvestmentFund),
    page: async (lang, slug) =>
      isSlug(slug) ? single(loader, pageCall(lang, slug), lang, mapStaticPage) : null,
  };
}
