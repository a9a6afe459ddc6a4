import type { ComponentType } from 'react';
import type { LoaderContext, PageData } from './route-data';
import type * as PageLoaders from '../loaders/page-loaders';
import type { Audience } from '@/features/layout/types';
import type { FormKind } from '@/lib/forms/form-types';
import { INDIVIDUAL_PAGES } from '@/lib/paths';

export type { Audience };

type Loader = (ctx: LoaderContext) => Promise<PageData>;

export const loadPageLoaders = () => import('../loaders/page-loaders');

/**
 * A loader taken from the loaders' own chunk: the first page hydrates from the server's data, so
 * the browser needs them only from its first client navigation on.
 */
const lazyLoad =
  (pick: (loaders: typeof PageLoaders) => Loader): Loader =>
  async (ctx) =>
    pick(await loadPageLoaders())(ctx);

/** What a page module exports: react-router's lazy route convention. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * The page module's chunk. esbuild bundles every file the pattern matches as a chunk of its own,
 * so the name is written once, in the table below.
 */
export const loadPage = (page: string): Promise<PageModule> => import(`../routes/${page}.tsx`);

export interface PageDefinition {
  audience: Audience;
  /** Relative to the language root; undefined is the index (home) route. */
  path?: string;
  /**
   * The page module: its file name under src/app/routes/ without `.tsx`, loaded lazily in its own
   * chunk (`loadPage`) and named in the build manifest for modulepreload. Absent for routes that
   * never render (the catch-all only answers 404).
   */
  page?: string;
  load: Loader;
  /** The form the page takes as a plain POST (its route action), for visitors without JavaScript. */
  form?: FormKind;
  /**
   * The page's own 404 texts in locales/<lang>/errors.json (§5: 'Vacancy not found'). Declared by
   * the route, not carried on the thrown error, so the server's page and the browser's hydration
   * read them from the same place (the boot data keeps no error data).
   */
  notFoundTexts?: NotFoundTexts;
  /** The page as a search result of its own (server/search/section-pages.ts). */
  search?: SectionSearch;
}

export type NotFoundTexts = 'vacancyNotFound';

/**
 * What search indexes of a section page. Locale keys and CMS page slugs only: the table is in the
 * browser's first chunk, and the search reads the texts on the server.
 */
export interface SectionSearch {
  /** `meta.<meta>` in locales/<lang>/common.json: the page's title and description. */
  meta?: string;
  /** The CMS page the section shows: its text, and its title where there is no `meta`. */
  cmsPage?: string;
  /** Locale keys of what else the page shows (the converter: "Buy currency for sums"). */
  shows?: string[];
  /** The page is the rates table: the currencies' codes and names find it. */
  currencies?: true;
  /** A `:slug` route: the slugs it serves, each a section showing the CMS page of that slug. */
  slugs?: readonly string[];
}

/** Every route of §2.1–2.3; the same table serves uz, /en and /ru. */
export const PAGES: PageDefinition[] = [
  {
    audience: 'individuals',
    page: 'home',
    load: lazyLoad((l) => l.misc.homeLoader),
  },
  {
    audience: 'individuals',
    path: 'deposit',
    page: 'deposits',
    search: { meta: 'deposits' },
    load: lazyLoad((l) => l.products.depositsLoader()),
  },
  {
    audience: 'individuals',
    path: 'deposit/uzs',
    page: 'deposits',
    search: { meta: 'depositsUZS' },
    load: lazyLoad((l) => l.products.depositsLoader('UZS')),
  },
  {
    audience: 'individuals',
    path: 'deposit/usd',
    page: 'deposits',
    search: { meta: 'depositsUSD' },
    load: lazyLoad((l) => l.products.depositsLoader('USD')),
  },
  {
    audience: 'individuals',
    path: 'deposit/:slug',
    page: 'deposit-detail',
    load: lazyLoad((l) => l.products.depositLoader),
  },
  {
    audience: 'individuals',
    path: 'credit',
    page: 'credits',
    search: { meta: 'credits' },
    load: lazyLoad((l) => l.products.creditsLoader),
  },
  {
    audience: 'individuals',
    path: 'credit/:slug',
    page: 'credit-detail',
    load: lazyLoad((l) => l.products.creditLoader),
  },
  {
    audience: 'individuals',
    path: 'cards',
    page: 'cards',
    search: { meta: 'cards' },
    load: lazyLoad((l) => l.products.cardsLoader),
  },
  {
    audience: 'individuals',
    path: 'cards/:slug',
    page: 'card-detail',
    load: lazyLoad((l) => l.products.cardLoader),
  },
  {
    audience: 'individuals',
    path: 'transfers',
    page: 'transfers',
    search: { meta: 'transfers' },
    load: lazyLoad((l) => l.products.transfersLoader),
  },
  {
    audience: 'individuals',
    path: 'transfers/:slug',
    page: 'transfer-detail',
    load: lazyLoad((l) => l.products.transferLoader),
  },
  {
    audience: 'individuals',
    path: 'currency',
    page: 'currency',
    search: {
      meta: 'currency',
      shows: [
        'products:rates.table',
        'products:converter.title',
        'products:converter.buy',
        'products:converter.sell',
      ],
      currencies: true,
    },
    load: lazyLoad((l) => l.misc.currencyLoader),
  },
  {
    audience: 'individuals',
    path: 'branches',
    page: 'branches',
    search: { meta: 'branches' },
    load: lazyLoad((l) => l.branches.branchesLoader),
  },
  {
    audience: 'individuals',
    path: 'news',
    page: 'news',
    search: { meta: 'news' },
    load: lazyLoad((l) => l.content.newsLoader),
  },
  {
    audience: 'individuals',
    path: 'news/:slug',
    page: 'news-detail',
    load: lazyLoad((l) => l.content.newsItemLoader),
  },
  {
    audience: 'individuals',
    path: 'vacancies',
    page: 'vacancies',
    search: { meta: 'vacancies' },
    load: lazyLoad((l) => l.content.vacanciesLoader),
  },
  {
    audience: 'individuals',
    path: 'vacancies/:slug',
    page: 'vacancy-detail',
    form: 'vacancy-application',
    notFoundTexts: 'vacancyNotFound',
    load: lazyLoad((l) => l.forms.withFormKey(l.content.vacancyLoader)),
  },
  {
    audience: 'individuals',
    path: 'about',
    page: 'static-page',
    search: { cmsPage: 'about' },
    load: lazyLoad((l) => l.content.staticPageLoader('about')),
  },
  {
    audience: 'individuals',
    path: 'individual',
    page: 'individual',
    search: { meta: 'individual' },
    load: lazyLoad((l) => l.content.individualIndexLoader),
  },
  {
    audience: 'individuals',
    path: 'individual/:slug',
    page: 'static-page',
    search: { slugs: INDIVIDUAL_PAGES },
    load: lazyLoad((l) => l.content.individualPageLoader),
  },
  {
    audience: 'individuals',
    path: 'appeals',
    page: 'appeals',
    form: 'appeal',
    search: { meta: 'appeals' },
    load: lazyLoad((l) => l.forms.withFormKey(l.misc.appealsLoader)),
  },
  {
    audience: 'individuals',
    path: 'contact',
    page: 'contact',
    form: 'contact',
    search: { meta: 'contact' },
    load: lazyLoad((l) => l.forms.withFormKey(l.forms.contactLoader)),
  },
  {
    audience: 'individuals',
    path: 'search',
    page: 'search',
    load: lazyLoad((l) => l.misc.searchLoader),
  },
  { audience: 'individuals', path: '*', load: lazyLoad((l) => l.misc.notFoundLoader) },
  {
    audience: 'juristic',
    path: 'juristic',
    page: 'juristic',
    search: { meta: 'juristic' },
    load: lazyLoad((l) => l.juristic.juristicLoader),
  },
  {
    audience: 'juristic',
    path: 'juristic/tariffs',
    page: 'static-page',
    search: { cmsPage: 'juristic-tariffs' },
    load: lazyLoad((l) => l.content.staticPageLoader('juristic-tariffs')),
  },
  {
    audience: 'juristic',
    path: 'juristic/open-account',
    page: 'open-account',
    form: 'open-account',
    search: { cmsPage: 'open-account' },
    load: lazyLoad((l) => l.forms.withFormKey(l.juristic.openAccountLoader)),
  },
  {
    audience: 'juristic',
    path: 'juristic/:slug',
    page: 'legal-entity',
    load: lazyLoad((l) => l.juristic.legalEntityLoader),
  },
  {
    audience: 'financial',
    path: 'financial-institutions',
    page: 'financial-institutions',
    search: { meta: 'financial', cmsPage: 'financial-institutions' },
    load: lazyLoad((l) => l.juristic.financialLoader),
  },
  {
    audience: 'financial',
    path: 'investment-funds',
    page: 'investment-funds',
    search: { meta: 'investmentFunds' },
    load: lazyLoad((l) => l.juristic.investmentFundsLoader),
  },
];
