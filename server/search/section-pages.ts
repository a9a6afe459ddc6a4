import type { TFunction } from 'i18next';
import { LANGS, type Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';
import { markdownToText } from '../cms/markdown';

/**
 * The site's section pages: `meta` names their title and description in locales/<lang>/common.json,
 * `page` the CMS page whose text they show.
 */
const SECTIONS: {
  path: string;
  meta?: string;
  page?: string;
  /** Locale keys of what else the page shows (the converter: "Buy currency for sums"). */
  shows?: string[];
  /** The page is the rates table: it lists the currencies (`currencyNames`). */
  currencies?: true;
}[] = [
  {
    path: '/currency',
    meta: 'currency',
    shows: [
      'products:rates.table',
      'products:converter.title',
      'products:converter.buy',
      'products:converter.sell',
    ],
    currencies: true,
  },
  { path: '/branches', meta: 'branches' },
  { path: '/appeals', meta: 'appeals' },
  { path: '/financial-institutions', meta: 'financial', page: 'financial-institutions' },
  { path: '/investment-funds', meta: 'investmentFunds' },
  { path: '/vacancies', meta: 'vacancies' },
  { path: '/deposit', meta: 'deposits' },
  { path: '/deposit/uzs', meta: 'depositsUZS' },
  { path: '/deposit/usd', meta: 'depositsUSD' },
  { path: '/credit', meta: 'credits' },
  { path: '/cards', meta: 'cards' },
  { path: '/transfers', meta: 'transfers' },
  { path: '/news', meta: 'news' },
  { path: '/juristic', meta: 'juristic' },
  { path: '/about', page: 'about' },
  { path: '/individual/survey', page: 'survey' },
  { path: '/individual/client-rights', page: 'client-rights' },
  { path: '/individual/tariff', page: 'tariff' },
  { path: '/juristic/tariffs', page: 'juristic-tariffs' },
  { path: '/juristic/open-account', page: 'open-account' },
];

export interface SectionText {
  path: string;
  title: string;
  text: string;
  /** The title in the other two languages: visitors often type Russian on the Uzbek site. */
  aliases: string;
}

/**
 * The currencies the rates table lists, by code and by name in every language (`USD`, `Доллар
 * США`, `AQSh dollari`): what visitors type to find a rate. A CMS that fails to list them leaves
 * the page its title.
 */
async function currencyNames(cms: CmsService): Promise<string> {
  const lists = await Promise.all(LANGS.map((l) => cms.currencyRates(l).catch(() => [])));
  const names = lists.flat().flatMap((rate) => [rate.code, rate.name]);
  return [...new Set(names)].join(' ');
}

/** Every section page in one language, with its CMS text where it has one. */
export async function sectionPages(
  cms: CmsService,
  lang: Lang,
  t: (lang: Lang) => TFunction,
): Promise<SectionText[]> {
  const others = LANGS.filter((other) => other !== lang);
  const read = (l: Lang, page?: string) => (page ? cms.page(l, page).catch(() => null) : null);
  const [pages, otherPages, currencies] = await Promise.all([
    Promise.all(SECTIONS.map(({ page }) => read(lang, page))),
    Promise.all(SECTIONS.map(({ page }) => Promise.all(others.map((l) => read(l, page))))),
    currencyNames(cms),
  ]);
  return SECTIONS.flatMap((section, index) => {
    const page = pages[index];
    const meta = (l: Lang, field: string) =>
      section.meta ? t(l)(`meta.${section.meta}.${field}`) : '';
    const title = page?.title ?? meta(lang, 'title');
    if (!title) return [];
    const otherTitles = others.map((l, i) => otherPages[index]?.[i]?.title ?? meta(l, 'title'));
    return [
      {
        path: section.path,
        title,
        text: [
          meta(lang, 'description'),
          ...(section.shows ?? []).map((key) => `${t(lang)(key)}.`),
          markdownToText(page?.body),
        ]
          .filter(Boolean)
          .join(' '),
        aliases: [...otherTitles, section.currencies ? currencies : ''].join(' ').trim(),
      },
    ];
  });
}
