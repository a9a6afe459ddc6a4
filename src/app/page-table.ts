import type { ComponentType } from 'react';
import type { LoaderContext, PageData } from './route-data';
import * as products from './loaders/products';
import * as content from './loaders/content';
import * as juristic from './loaders/juristic';
import * as misc from './loaders/misc';
import { branchesLoader } from './loaders/branches';
import type { Audience } from '@/features/layout/types';
import type { FormKind } from '@/lib/forms/form-types';
import * as forms from './loaders/forms';

export type { Audience };

/** What a page module exports: react-router's lazy route convention. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * The page module's chunk. esbuild bundles every file the pattern matches as a chunk of its own,
 * so the name is written once, in the table below.
 */
export const loadPage = (page: string): Promise<PageModule> => import(`./routes/${page}.tsx`);

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
  load: (ctx: LoaderContext) => Promise<PageData>;
  /** The form the page takes as a plain POST (its route action), for visitors without JavaScript. */
  form?: FormKind;
}

/** Every route of §2.1–2.3; the same table serves uz, /en and /ru. */
export const PAGES: PageDefinition[] = [
  {
    audience: 'individuals',
    page: 'home',
    load: misc.homeLoader,
  },
  {
    audience: 'individuals',
    path: 'deposit',
    page: 'deposits',
    load: products.depositsLoader(),
  },
  {
    audience: 'individuals',
    path: 'deposit/uzs',
    page: 'deposits',
    load: products.depositsLoader('UZS'),
  },
  {
    audience: 'individuals',
    path: 'deposit/usd',
    page: 'deposits',
    load: products.depositsLoader('USD'),
  },
  {
    audience: 'individuals',
    path: 'deposit/:slug',
    page: 'deposit-detail',
    load: products.depositLoader,
  },
  {
    audience: 'individuals',
    path: 'credit',
    page: 'credits',
    load: products.creditsLoader,
  },
  {
    audience: 'individuals',
    path: 'credit/:slug',
    page: 'credit-detail',
    load: products.creditLoader,
  },
  {
    audience: 'individuals',
    path: 'cards',
    page: 'cards',
    load: products.cardsLoader,
  },
  {
    audience: 'individuals',
    path: 'cards/:slug',
    page: 'card-detail',
    load: products.cardLoader,
  },
  {
    audience: 'individuals',
    path: 'transfers',
    page: 'transfers',
    load: products.transfersLoader,
  },
  {
    audience: 'individuals',
    path: 'transfers/:slug',
    page: 'transfer-detail',
    load: products.transferLoader,
  },
  {
    audience: 'individuals',
    path: 'currency',
    page: 'currency',
    load: misc.currencyLoader,
  },
  {
    audience: 'individuals',
    path: 'branches',
    page: 'branches',
    load: branchesLoader,
  },
  {
    audience: 'individuals',
    path: 'news',
    page: 'news',
    load: content.newsLoader,
  },
  {
    audience: 'individuals',
    path: 'news/:slug',
    page: 'news-detail',
    load: content.newsItemLoader,
  },
  {
    audience: 'individuals',
    path: 'vacancies',
    page: 'vacancies',
    load: content.vacanciesLoader,
  },
  {
    audience: 'individuals',
    path: 'vacancies/:slug',
    page: 'vacancy-detail',
    form: 'vacancy-application',
    load: forms.withFormKey(content.vacancyLoader),
  },
  {
    audience: 'individuals',
    path: 'about',
    page: 'static-page',
    load: content.staticPageLoader('about'),
  },
  {
    audience: 'individuals',
    path: 'individual',
    page: 'individual',
    load: content.individualIndexLoader,
  },
  {
    audience: 'individuals',
    path: 'individual/:slug',
    page: 'static-page',
    load: content.individualPageLoader,
  },
  {
    audience: 'individuals',
    path: 'appeals',
    page: 'appeals',
    form: 'appeal',
    load: forms.withFormKey(misc.appealsLoader),
  },
  {
    audience: 'individuals',
    path: 'contact',
    page: 'contact',
    form: 'contact',
    load: forms.withFormKey(forms.contactLoader),
  },
  {
    audience: 'individuals',
    path: 'search',
    page: 'search',
    load: misc.searchLoader,
  },
  { audience: 'individuals', path: '*', load: misc.notFoundLoader },
  {
    audience: 'juristic',
    path: 'juristic',
    page: 'juristic',
    load: juristic.juristicLoader,
  },
  {
    audience: 'juristic',
    path: 'juristic/tariffs',
    page: 'static-page',
    load: content.staticPageLoader('juristic-tariffs'),
  },
  {
    audience: 'juristic',
    path: 'juristic/open-account',
    page: 'open-account',
    form: 'open-account',
    load: forms.withFormKey(juristic.openAccountLoader),
  },
  {
    audience: 'juristic',
    path: 'juristic/:slug',
    page: 'legal-entity',
    load: juristic.legalEntityLoader,
  },
  {
    audience: 'financial',
    path: 'financial-institutions',
    page: 'financial-institutions',
    load: juristic.financialLoader,
  },
  {
    audience: 'financial',
    path: 'investment-funds',
    page: 'investment-funds',
    load: juristic.investmentFundsLoader,
  },
];
