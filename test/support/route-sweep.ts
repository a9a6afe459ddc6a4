/** The pages the SSR route sweep renders in every language, shared with the browser's hydration sweep. */
import { SPEC_JURISTIC_SECTIONS } from './spec-constants';

/** §2.1 static routes with the meta key of their heading. */
export const STATIC_ROUTES: [path: string, metaKey: string][] = [
  ['/deposit', 'deposits'],
  ['/deposit/usd', 'depositsUSD'],
  ['/deposit/uzs', 'depositsUZS'],
  ['/credit', 'credits'],
  ['/cards', 'cards'],
  ['/transfers', 'transfers'],
  ['/currency', 'currency'],
  ['/branches', 'branches'],
  ['/news', 'news'],
  ['/vacancies', 'vacancies'],
  ['/appeals', 'appeals'],
  ['/juristic', 'juristic'],
  ['/financial-institutions', 'financial'],
  ['/investment-funds', 'investmentFunds'],
  // §2.1 spells it `/Search`, which answers 301 here (hardening.http-edges.test.ts).
  ['/search', 'search'],
  ['/search?query=omonat', 'search'],
  ['/individual', 'individual'],
];
export const STATIC_PAGES: [path: string, slug: string][] = [
  ['/about', 'about'],
  ['/individual/survey', 'survey'],
  ['/individual/client-rights', 'client-rights'],
  ['/individual/tariff', 'tariff'],
  ['/juristic/tariffs', 'juristic-tariffs'],
  ['/juristic/open-account', 'open-account'],
];
export const JURISTIC_SECTIONS = SPEC_JURISTIC_SECTIONS;
export const DETAILS: [base: string, api: string][] = [
  ['/deposit', 'deposits'],
  ['/credit', 'credits'],
  ['/cards', 'cards'],
  ['/transfers', 'transfers'],
  ['/vacancies', 'vacancies'],
  ['/juristic', 'legal-entities'],
];
