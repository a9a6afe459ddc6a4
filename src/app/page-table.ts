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

export interface PageDefinition {
  audience: Audience;
  /** Relative to the language root; undefined is the index (home) route. */
  path?: string;
  /** The page module under src/app/routes/, loaded lazily in its own chunk. */
  page: string;
  load: (ctx: LoaderContext) => Promise<PageData>;
  /** Absent for routes that never render (the catch-all only answers 404). */
  component?: () => Promise<unknown>;
  /** The form the page takes as a plain POST (its route action), for visitors without JavaScript. */
  form?: FormKind;
}

/** Every route of §2.1–2.3; the same table serves uz, /en and /ru. */
export const PAGES: PageDefinition[] = [
  {
    audience: 'individuals',
    page: 'home',
    load: misc.homeLoader,
    component: () => import('./routes/home').then((m) => m.HomePage),
  },
  {
    audience: 'individuals',
    path: 'deposit',
    page: 'deposits',
    load: products.depositsLoader(),
    component: () => import('./routes/deposits').then((m) => m.DepositsPage),
  },
  {
    audience: 'individuals',
    path: 'deposit/uzs',
    page: 'deposits',
    load: products.depositsLoader('UZS'),
    component: () => import('./routes/deposits').then((m) => m.DepositsPage),
  },
  {
    audience: 'individuals',
    path: 'deposit/usd',
    page: 'deposits',
    load: products.depositsLoader('USD'),
    component: () => import('./routes/deposits').then((m) => m.DepositsPage),
  },
  {
    audience: 'individuals',
    path: 'deposit/:slug',
    page: 'deposit-detail',
    load: products.depositLoader,
    component: () => import('./routes/deposit-detail').then((m) => m.DepositDetailPage),
  },
  {
    audience: 'individuals',
    path: 'credit',
    page: 'credits',
    load: products.creditsLoader,
    component: () => import('./routes/credits').then((m) => m.CreditsPage),
  },
  {
    audience: 'individuals',
    path: 'credit/:slug',
    page: 'credit-detail',
    load: products.creditLoader,
    component: () => import('./routes/credit-detail').then((m) => m.CreditDetailPage),
  },
  {
    audience: 'individuals',
    path: 'cards',
    page: 'cards',
    load: products.cardsLoader,
    component: () => import('./routes/cards').then((m) => m.CardsPage),
  },
  {
    audience: 'individuals',
    path: 'cards/:slug',
    page: 'card-detail',
    load: products.cardLoader,
    component: () => import('./routes/card-detail').then((m) => m.CardDetailPage),
  },
  {
    audience: 'individuals',
    path: 'transfers',
    page: 'transfers',
    load: products.transfersLoader,
    component: () => import('./routes/transfers').then((m) => m.TransfersPage),
  },
  {
    audience: 'individuals',
    path: 'transfers/:slug',
    page: 'transfer-detail',
    load: products.transferLoader,
    component: () => import('./routes/transfer-detail').then((m) => m.TransferDetailPage),
  },
  {
    audience: 'individuals',
    path: 'currency',
    page: 'currency',
    load: misc.currencyLoader,
    component: () => import('./routes/currency').then((m) => m.CurrencyPage),
  },
  {
    audience: 'individuals',
    path: 'branches',
    page: 'branches',
    load: branchesLoader,
    component: () => import('./routes/branches').then((m) => m.BranchesPage),
  },
  {
    audience: 'individuals',
    path: 'news',
    page: 'news',
    load: content.newsLoader,
    component: () => import('./routes/news').then((m) => m.NewsPage),
  },
  {
    audience: 'individuals',
    path: 'news/:slug',
    page: 'news-detail',
    load: content.newsItemLoader,
    component: () => import('./routes/news-detail').then((m) => m.NewsDetailPage),
  },
  {
    audience: 'individuals',
    path: 'vacancies',
    page: 'vacancies',
    load: content.vacanciesLoader,
    component: () => import('./routes/vacancies').then((m) => m.VacanciesPage),
  },
  {
    audience: 'individuals',
    path: 'vacancies/:slug',
    page: 'vacancy-detail',
    form: 'vacancy-application',
    load: forms.withFormKey(content.vacancyLoader),
    component: () => import('./routes/vacancy-detail').then((m) => m.VacancyDetailPage),
  },
  {
    audience: 'individuals',
    path: 'about',
    page: 'static-page',
    load: content.staticPageLoader('about'),
    component: () => import('./routes/static-page').then((m) => m.StaticPageView),
  },
  {
    audience: 'individuals',
    path: 'individual',
    page: 'individual',
    load: content.individualIndexLoader,
    component: () => import('./routes/individual').then((m) => m.IndividualPage),
  },
  {
    audience: 'individuals',
    path: 'individual/:slug',
    page: 'static-page',
    load: content.individualPageLoader,
    component: () => import('./routes/static-page').then((m) => m.StaticPageView),
  },
  {
    audience: 'individuals',
    path: 'appeals',
    page: 'appeals',
    form: 'appeal',
    load: forms.withFormKey(misc.appealsLoader),
    component: () => import('./routes/appeals').then((m) => m.AppealsPage),
  },
  {
    audience: 'individuals',
    path: 'contact',
    page: 'contact',
    form: 'contact',
    load: forms.withFormKey(forms.contactLoader),
    component: () => import('./routes/contact').then((m) => m.ContactPage),
  },
  {
    audience: 'individuals',
    path: 'search',
    page: 'search',
    load: misc.searchLoader,
    component: () => import('./routes/search').then((m) => m.SearchPage),
  },
  { audience: 'individuals', path: '*', page: 'not-found', load: misc.notFoundLoader },
  {
    audience: 'juristic',
    path: 'juristic',
    page: 'juristic',
    load: juristic.juristicLoader,
    component: () => import('./routes/juristic').then((m) => m.JuristicPage),
  },
  {
    audience: 'juristic',
    path: 'juristic/tariffs',
    page: 'static-page',
    load: content.staticPageLoader('juristic-tariffs'),
    component: () => import('./routes/static-page').then((m) => m.StaticPageView),
  },
  {
    audience: 'juristic',
    path: 'juristic/open-account',
    page: 'open-account',
    form: 'open-account',
    load: forms.withFormKey(juristic.openAccountLoader),
    component: () => import('./routes/open-account').then((m) => m.OpenAccountPage),
  },
  {
    audience: 'juristic',
    path: 'juristic/:slug',
    page: 'legal-entity',
    load: juristic.legalEntityLoader,
    component: () => import('./routes/legal-entity').then((m) => m.LegalEntityPage),
  },
  {
    audience: 'financial',
    path: 'financial-institutions',
    page: 'financial-institutions',
    load: juristic.financialLoader,
    component: () =>
      import('./routes/financial-institutions').then((m) => m.FinancialInstitutionsPage),
  },
  {
    audience: 'financial',
    path: 'investment-funds',
    page: 'investment-funds',
    load: juristic.investmentFundsLoader,
    component: () => import('./routes/investment-funds').then((m) => m.InvestmentFundsPage),
  },
];
