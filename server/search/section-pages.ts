import type { TFunction } from 'i18next';
import { PAGES, type SectionSearch } from '@/app/routing/page-table';
import { LANGS, type Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';
import { markdownToText } from '../cms/markdown';

/** A section page as search reads it: one path, its texts named as in the page table. */
type Section = Omit<SectionSearch, 'slugs'> & { path: string };

/**
 * The page table's section pages (`search`); a `:slug` route is one section per slug it serves.
 * `meta` names the title and description in locales/<lang>/common.json, `cmsPage` the CMS page
 * whose text the page shows.
 */
const SECTIONS: Section[] = PAGES.flatMap(({ path = '', search }) => {
  if (!search) return [];
  const { slugs, ...section } = search;
  if (!slugs) return [{ ...section, path: `/${path}` }];
  return slugs.map((slug) => ({
    ...section,
    cmsPage: slug,
    path: `/${path.replace(':slug', slug)}`,
  }));
});

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
    Promise.all(SECTIONS.map(({ cmsPage }) => read(lang, cmsPage))),
    Promise.all(SECTIONS.map(({ cmsPage }) => Promise.all(others.map((l) => read(l, cmsPage))))),
    currencyNames(cms),
  ]);
  return SECTIONS.flatMap((section, index) => {
    const page = pages[index];
    const meta = (l: Lang, field: string) =>
      section.meta ? t(l)(`meta.${section.meta}.${field}`) : '';
    // As the page heads itself: by its `meta` title where it has one (its loader's pageMeta),
    // else by its CMS page's.
    const titleIn = (l: Lang, cmsTitle: string | undefined) =>
      section.meta ? meta(l, 'title') : (cmsTitle ?? '');
    const title = titleIn(lang, page?.title);
    if (!title) return [];
    const otherTitles = others.map((l, i) => titleIn(l, otherPages[index]?.[i]?.title));
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
