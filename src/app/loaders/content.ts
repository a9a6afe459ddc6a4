import { newsApi } from '@/features/news/api';
import { vacanciesApi } from '@/features/vacancies/api';
import { pagesApi } from '@/features/pages/api';
import { LANGS } from '@/lib/lang';
import { INDIVIDUAL_PAGES, localePath, newsCategoryQuery } from '@/lib/paths';
import {
  badRequest,
  fetchQuery,
  notFound,
  required,
  type LoaderContext,
  type PageData,
} from '../routing/route-data';
import { metaDescription, detailLoader, listLoader, pageMeta } from './helpers';
import { bankOrganization, mediaUrlOf, pageUrlOf } from './structured-data';
import { parseNewsSearch } from '@/features/news/news-search';
import { newsArticleJsonLd } from '@/features/news/lib/news-article-json-ld';
import { jobPostingJsonLd } from '@/features/vacancies/lib/job-posting-json-ld';
import { REGIONS } from '@/lib/places/regions';

export async function newsLoader({ lang, t, url, deps }: LoaderContext): Promise<PageData> {
  const search = parseNewsSearch(url.searchParams);
  if (!search) badRequest();
  const { page, category } = search;
  const [categories, news] = await Promise.all([
    fetchQuery(deps, newsApi.endpoints.getNewsCategories, lang),
    fetchQuery(deps, newsApi.endpoints.getNews, { lang, page, category }),
  ]);
  // A page past the last is no page (the first always is: an empty list says so on it).
  if (page > Math.max(news.pageCount, 1)) notFound();
  if (category === undefined) return { meta: pageMeta(t, 'news') };
  const current = categories.find((c) => c.id === category);
  if (!current) notFound();
  const alternates = Object.fromEntries(
    LANGS.map((other) => {
      const id = other === lang ? current.id : current.translations[other];
      return [other, localePath(other, `/news${id === undefined ? '' : newsCategoryQuery(id)}`)];
    }),
  );
  return {
    meta: {
      title: `${current.name} — ${t('meta.news.title')}`,
      description: t('meta.news.description'),
    },
    alternates,
  };
}

export const newsItemLoader = detailLoader(
  '/news',
  newsApi.endpoints.getNewsItem,
  (item, t) => ({
    title: item.title,
    description: metaDescription(item.excerpt, t('meta.news.description')),
  }),
  (item, ctx, meta) => {
    const image = mediaUrlOf(item.image, ctx);
    const jsonLd = newsArticleJsonLd(item, {
      pageUrl: pageUrlOf(ctx),
      bank: bankOrganization(ctx),
      image,
      description: meta.description,
      lang: ctx.lang,
    });
    return { jsonLd, ogType: 'article', ...(image ? { image } : {}) };
  },
);

export const vacanciesLoader = listLoader('vacancies', vacanciesApi.endpoints.getVacancies);

export const vacancyLoader = detailLoader(
  '/vacancies',
  vacanciesApi.endpoints.getVacancy,
  (item, t) => ({
    title: item.title,
    description: metaDescription(item.excerpt, t('meta.vacancies.description')),
  }),
  (item, ctx, meta) => ({
    jsonLd: jobPostingJsonLd(item, {
      pageUrl: pageUrlOf(ctx),
      hiringOrganization: bankOrganization(ctx),
      regionName: REGIONS.find((region) => region.uz === item.region)?.[ctx.lang],
      fallbackDescription: meta.description ?? meta.title,
    }),
  }),
);

async function loadPage(ctx: LoaderContext, slug: string): Promise<PageData> {
  const page = required(
    await fetchQuery(ctx.deps, pagesApi.endpoints.getPage, { lang: ctx.lang, key: slug }),
  );
  return {
    meta: { title: page.title, description: metaDescription(page.excerpt, page.title) },
    key: slug,
  };
}

export const staticPageLoader = (slug: string) => (ctx: LoaderContext) => loadPage(ctx, slug);

export function individualPageLoader(ctx: LoaderContext): Promise<PageData> {
  const slug = ctx.params.slug ?? '';
  if (!(INDIVIDUAL_PAGES as readonly string[]).includes(slug)) notFound();
  return loadPage(ctx, slug);
}

export async function individualIndexLoader({ t }: LoaderContext): Promise<PageData> {
  return { meta: pageMeta(t, 'individual') };
}
