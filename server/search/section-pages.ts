import type { TFunction } from 'i18next';
import { LANGS, type Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';
import { markdownToText } from '../cms/markdown';

/**
 * The site's section pages: `meta` names their title and description in locales/<lang>/common.json,
 * `page` the CMS page whose text they show.
 */
const SECTIONS: { path: string; meta?: string; page?: string }[] = [
  { path: '/currency', meta: 'currency' },
  { path: '/branches', meta: 'branches' },
  { path: '/appeals', meta: 'appeals' },
  { path: '/financial-institutions', meta: 'financial', page: 'financial-institutions' },
  { path: '/investment-funds', meta: 'investmentFunds' },
  { path: '/vacancies', meta: 'vacancies' },
  { path: '/deposit', meta: 'deposits' },
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

/** Every section page in one language, with its CMS text where it has one. */
export async function sectionPages(
  cms: CmsService,
  lang: Lang,
  t: (lang: Lang) => TFunction,
): Promise<SectionText[]> {
  const pages = await Promise.all(
    SECTIONS.map(({ page }) => (page ? cms.page(lang, page).catch(() => null) : null)),
  );
  return SECTIONS.flatMap((section, index) => {
    const page = pages[index];
    const meta = (l: Lang, field: string) =>
      section.meta ? t(l)(`meta.${section.meta}.${field}`) : '';
    const title = page?.title ?? meta(lang, 'title');
    if (!title) return [];
    return [
      {
        path: section.path,
        title,
        text: [meta(lang, 'description'), markdownToText(page?.body)].filter(Boolean).join(' '),
        aliases: LANGS.filter((other) => other !== lang)
          .map((other) => meta(other, 'title'))
          .join(' '),
      },
    ];
  });
}
