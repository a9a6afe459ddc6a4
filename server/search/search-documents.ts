import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { Advantage, Faq } from '@/lib/content-types';
import type { SearchKind } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { markdownToText } from '../cms/markdown';
import { sectionPages } from './section-pages';

export interface SearchDocument {
  id: string;
  kind: SearchKind;
  path: string;
  title: string;
  /** Plain text (Markdown already stripped): what snippets are cut from. */
  text: string;
  aliases?: string;
}

const MAX_NEWS_PAGES = 8;

/** Separate texts (a title and its text, one advantage and the next) read as separate sentences. */
function sentences(texts: (string | null | undefined)[]): string {
  return texts
    .map((text) => text?.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => (/[.!?:;…]$/.test(text as string) ? text : `${text}.`))
    .join(' ');
}

function doc(
  kind: SearchKind,
  path: string,
  title: string,
  ...texts: (string | null | undefined)[]
) {
  return {
    id: `${kind}:${path}`,
    kind,
    path,
    title,
    text: sentences(texts),
  } satisfies SearchDocument;
}

/** FAQ and advantages as reading text, after the product's own description. */
function extras(item: { faq: Faq[]; advantages: Advantage[] } | null): string {
  if (!item) return '';
  return sentences([
    ...item.advantages.flatMap((a) => [a.title, a.text]),
    ...item.faq.flatMap((f) => [f.question, markdownToText(f.answer)]),
  ]);
}

async function allNews(cms: CmsService, lang: Lang) {
  const first = await cms.news(lang, { page: 1 });
  const pages = Math.min(first.pageCount, MAX_NEWS_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => cms.news(lang, { page: i + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** Each list entry with its detail (for the body text); a detail that fails leaves the name. */
async function withDetails<S extends { slug: string }, D>(
  list: Promise<S[]>,
  detail: (slug: string) => Promise<D | null>,
): Promise<[S, D | null][]> {
  return Promise.all(
    (await list).map(
      async (item) => [item, await detail(item.slug).catch(() => null)] as [S, D | null],
    ),
  );
}

/** Deposits, credits, cards and transfers with their descriptions, facts and FAQ. */
async function productDocuments(cms: CmsService, lang: Lang): Promise<SearchDocument[]> {
  const [deposits, credits, cards, transfers] = await Promise.all([
    withDetails(cms.deposits(lang), (slug) => cms.deposit(lang, slug)),
    withDetails(cms.credits(lang), (slug) => cms.credit(lang, slug)),
    withDetails(cms.cards(lang), (slug) => cms.card(lang, slug)),
    withDetails(cms.transfers(lang), (slug) => cms.transfer(lang, slug)),
  ]);
  const info = (full: { infoList: string | null } | null) => markdownToText(full?.infoList);
  return [
    ...deposits.map(([d, full]) =>
      doc('deposit', `/deposit/${d.slug}`, d.name, info(full), extras(full)),
    ),
    ...credits.map(([c, full]) =>
      doc('credit', `/credit/${c.slug}`, c.name, info(full), extras(full)),
    ),
    ...cards.map(([c, full]) => doc('card', `/cards/${c.slug}`, c.name, extras(full))),
    ...transfers.map(([tr, full]) =>
      doc(
        'transfer',
        `/transfers/${tr.slug}`,
        tr.name,
        tr.summary,
        markdownToText(full?.description),
        extras(full),
      ),
    ),
  ];
}

/** Legal-entity sections with their text blocks and cards. */
async function juristicDocuments(cms: CmsService, lang: Lang): Promise<SearchDocument[]> {
  const entities = await withDetails(cms.legalEntities(lang), (slug) =>
    cms.legalEntity(lang, slug),
  );
  return entities.map(([e, full]) =>
    doc(
      'juristic',
      `/juristic/${e.slug}`,
      e.name,
      full?.title !== e.name ? full?.title : '',
      markdownToText(full?.description),
      ...(full?.sections ?? []).flatMap((s) => [s.title, markdownToText(s.text)]),
      ...(full?.cards ?? []).flatMap((c) => [c.title, markdownToText(c.text)]),
    ),
  );
}

/** Section pages, news and vacancies. */
async function contentDocuments(
  cms: CmsService,
  lang: Lang,
  t: (lang: Lang) => TFunction,
): Promise<SearchDocument[]> {
  const [sections, news, vacancies] = await Promise.all([
    sectionPages(cms, lang, t),
    allNews(cms, lang),
    cms.vacancies(lang),
  ]);
  return [
    ...sections.map((s) => ({ ...doc('page', s.path, s.title, s.text), aliases: s.aliases })),
    ...news.map((n) => doc('news', `/news/${n.slug}`, n.title, markdownToText(n.text))),
    ...vacancies.map((v) =>
      doc(
        'vacancy',
        `/vacancies/${v.slug}`,
        v.title,
        v.location,
        v.employment,
        markdownToText(v.description),
      ),
    ),
  ];
}

/** Everything a visitor can search for, in one language, as flat plain-text documents. */
export async function collectDocuments(
  cms: CmsService,
  lang: Lang,
  t: (lang: Lang) => TFunction,
): Promise<SearchDocument[]> {
  const groups = await Promise.all([
    contentDocuments(cms, lang, t),
    productDocuments(cms, lang),
    juristicDocuments(cms, lang),
  ]);
  // The name of the document's group ("Vacancies", "Вклады") finds every member of it.
  return groups.flat().map((d) => ({
    ...d,
    aliases: [d.aliases, t(lang)(`content:search.groups.${d.kind}`)].filter(Boolean).join(' '),
  }));
}
