import { DEFAULT_LANG, type Lang } from '@/lib/lang';
import { DEPOSITS_PATH } from './mappers/deposits';
import { serializeParams, type StrapiParams } from './strapi-client';

/** One CMS GET: the path and its query; `locale` is part of every call (§7). */
export interface CmsCall {
  path: string;
  params: StrapiParams;
}

/** A collection whose entries are opened one by one, and what a detail view populates. */
export interface DetailSpec {
  path: string;
  populate: string[];
}

export const NEWS_PAGE_SIZE = 13;

// Scalars such as `infolist` are never populated: Strapi v5 answers 400 to it (v5 README).
const PRODUCT_DETAIL = ['image', 'contract', 'faq', 'percents', 'advantages', 'advantages.icon'];

export const DETAILS = {
  deposit: { path: DEPOSITS_PATH, populate: [...PRODUCT_DETAIL, 'localizations'] },
  credit: { path: '/api/credits', populate: [...PRODUCT_DETAIL, 'localizations'] },
  card: {
    path: '/api/cards',
    populate: ['image', 'faq', 'advantages', 'advantages.icon', 'localizations'],
  },
  transfer: {
    path: '/api/transfers',
    populate: ['image', 'faq', 'advantages', 'advantages.icon', 'localizations'],
  },
  newsItem: { path: '/api/news', populate: ['image', 'localizations'] },
  legalEntity: {
    path: '/api/legal-entities',
    populate: ['image', 'data', 'data.data', 'data.documents', 'data.cards', 'data.cards.icon'],
  },
  vacancy: { path: '/api/vacancies', populate: ['localizations'] },
} satisfies Record<string, DetailSpec>;

function call(path: string, lang: Lang, params: StrapiParams = {}): CmsCall {
  return { path, params: { ...params, locale: lang } };
}

// Strapi's default page is 25 entries; the site shows whole collections (100 is Strapi's maximum).
const ALL = { pageSize: 100 };

export const LISTS = {
  deposits: (lang: Lang) =>
    call(DEPOSITS_PATH, lang, {
      populate: ['percents', 'image'],
      sort: ['popular_status:desc'],
      pagination: ALL,
    }),
  credits: (lang: Lang) =>
    call('/api/credits', lang, { populate: ['image', 'percents'], pagination: ALL }),
  cards: (lang: Lang) => call('/api/cards', lang, { populate: ['image'], pagination: ALL }),
  transfers: (lang: Lang) => call('/api/transfers', lang, { populate: ['image'], pagination: ALL }),
  // Localizations map category ids across languages (ids differ per locale).
  newsCategories: (lang: Lang) =>
    call('/api/news-categories', lang, { populate: ['localizations'], pagination: ALL }),
  socialLink: (lang: Lang) => call('/api/social-link', lang),
  legalEntities: (lang: Lang) =>
    call('/api/legal-entities', lang, { populate: ['icon'], sort: ['name:asc'], pagination: ALL }),
  legalEntitySliders: (lang: Lang) =>
    call('/api/legal-entity-sliders', lang, { populate: ['image'], pagination: ALL }),
  legalEntityProducts: (lang: Lang) =>
    call('/api/legal-entity-recommended-products', lang, { populate: ['image'], pagination: ALL }),
  legalEntityCallToAction: (lang: Lang) => call('/api/legal-entity-call-to-action', lang),
  currencyRates: (lang: Lang) =>
    call('/api/currency-rates', lang, { sort: ['code:asc'], pagination: ALL }),
  branches: (lang: Lang) => call('/api/branches', lang, { sort: ['name:asc'], pagination: ALL }),
  vacancies: (lang: Lang) => call('/api/vacancies', lang, { sort: ['title:asc'], pagination: ALL }),
  correspondentAccounts: (lang: Lang) =>
    call('/api/correspondent-accounts', lang, { pagination: ALL }),
  investmentFunds: (lang: Lang) => call('/api/investment-funds', lang, { pagination: ALL }),
};

/** `category` is a news-category id in `lang`; callers validate both numbers. */
export function newsCall(lang: Lang, page: number, category?: number): CmsCall {
  return call('/api/news', lang, {
    populate: ['image'],
    sort: ['date:desc'],
    pagination: { page, pageSize: NEWS_PAGE_SIZE },
    ...(category === undefined ? {} : { filters: { categories: { id: { $in: category } } } }),
  });
}

export function pageCall(lang: Lang, slug: string): CmsCall {
  return call('/api/pages', lang, { filters: { slug: { $eq: slug } }, populate: ['image'] });
}

/** Any small list answers with entries whose shape tells v4 from v5. */
export function versionProbeCall(): CmsCall {
  return call('/api/news-categories', DEFAULT_LANG, { pagination: { pageSize: 1 } });
}

export function bySlugCall(spec: DetailSpec, lang: Lang, slug: string): CmsCall {
  return call(spec.path, lang, { filters: { slug: { $eq: slug } }, populate: spec.populate });
}

export function byIdCall(spec: DetailSpec, lang: Lang, id: number): CmsCall {
  return call(spec.path, lang, { filters: { id: { $eq: id } }, populate: spec.populate });
}

/** v4 only: `/api/x/{id}` answers that row whatever the locale (v4 README gotcha 1). */
export function v4EntryCall(spec: DetailSpec, lang: Lang, id: number): CmsCall {
  return call(`${spec.path}/${id}`, lang, { populate: ['localizations'] });
}

/** v5 only: `locale=*` searches every language (`locale=all` is an empty list in v5). */
export function anyLocaleByIdCall(spec: DetailSpec, id: number): CmsCall {
  return {
    path: spec.path,
    params: { filters: { id: { $eq: id } }, fields: ['locale'], locale: '*' },
  };
}

/** v5 only: a documentId is the same in every language; `locale` picks the version. */
export function byDocumentIdCall(spec: DetailSpec, lang: Lang, documentId: string): CmsCall {
  return call(`${spec.path}/${documentId}`, lang, { populate: spec.populate });
}

export function cacheKey(cmsCall: CmsCall): string {
  return `${cmsCall.path}?${serializeParams(cmsCall.params)}`;
}

const KNOWN_PATHS = new Set([
  ...Object.values(DETAILS).map((spec) => spec.path),
  ...Object.values(LISTS).map((list) => list(DEFAULT_LANG).path),
  '/api/news',
  '/api/pages',
]);

/**
 * Which cache keys belong to a Strapi model: webhooks name the model by its singular name
 * (`contribution`, `news-category`) while the REST path is the plural (`/api/contributions`).
 * `*`, or a model the site does not read by a known path (components), matches every key.
 */
export function keysOfModel(model: string): (key: string) => boolean {
  if (model === '*') return () => true;
  const paths = [model, `${model}s`, `${model}es`, model.replace(/y$/, 'ies')]
    .map((name) => `/api/${name}`)
    .filter((path) => KNOWN_PATHS.has(path));
  if (paths.length === 0) return () => true;
  return (key) => paths.some((path) => key.startsWith(`${path}?`) || key.startsWith(`${path}/`));
}
