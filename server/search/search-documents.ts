import type { Lang } from '@/lib/lang';
import type { SearchHit } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';

export interface SearchDocument extends SearchHit {
  id: string;
  text: string;
}

const MAX_NEWS_PAGES = 8;
const STATIC_PAGES: [slug: string, path: string][] = [
  ['about', '/about'],
  ['survey', '/individual/survey'],
  ['client-rights', '/individual/client-rights'],
  ['tariff', '/individual/tariff'],
  ['juristic-tariffs', '/juristic/tariffs'],
  ['open-account', '/juristic/open-account'],
];

function plain(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[#*_>`[\]()|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function doc(
  kind: SearchHit['kind'],
  path: string,
  title: string,
  text?: string | null,
): SearchDocument {
  const body = plain(text);
  return { id: `${kind}:${path}`, kind, path, title, text: body, snippet: body.slice(0, 200) };
}

async function allNews(cms: CmsService, lang: Lang) {
  const first = await cms.news(lang, { page: 1 });
  const pages = Math.min(first.pageCount, MAX_NEWS_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => cms.news(lang, { page: i + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** Everything a visitor can search for, in one language, as flat documents. */
export async function collectDocuments(cms: CmsService, lang: Lang): Promise<SearchDocument[]> {
  const [deposits, credits, cards, transfers, news, vacancies, entities, pages] = await Promise.all(
    [
      cms.deposits(lang),
      cms.credits(lang),
      cms.cards(lang),
      cms.transfers(lang),
      allNews(cms, lang),
      cms.vacancies(lang),
      cms.legalEntities(lang),
      Promise.all(
        STATIC_PAGES.map(async ([slug, path]) => ({ path, page: await cms.page(lang, slug) })),
      ),
    ],
  );
  return [
    ...deposits.map((d) => doc('deposit', `/deposit/${d.slug}`, d.name)),
    ...credits.map((c) => doc('credit', `/credit/${c.slug}`, c.name)),
    ...cards.map((c) => doc('card', `/cards/${c.slug}`, c.name)),
    ...transfers.map((t) => doc('transfer', `/transfers/${t.slug}`, t.name, t.summary)),
    ...news.map((n) => doc('news', `/news/${n.slug}`, n.title, n.text)),
    ...vacancies.map((v) => doc('vacancy', `/vacancies/${v.slug}`, v.title, v.description)),
    ...entities.map((e) => doc('juristic', `/juristic/${e.slug}`, e.name)),
    ...pages.flatMap(({ path, page }) => (page ? [doc('page', path, page.title, page.body)] : [])),
  ];
}
