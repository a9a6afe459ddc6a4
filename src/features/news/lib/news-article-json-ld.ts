import type { Lang } from '@/lib/lang';
import type { NewsItem } from '../types';

export interface NewsArticleContext {
  /** Absolute URL of the article's page. */
  pageUrl: string;
  /** schema.org Organization of the bank: the author and the publisher. */
  bank: Record<string, unknown>;
  /** Absolute URL of the article's picture. */
  image?: string;
  description?: string;
  lang: Lang;
}

/**
 * dateModified: the CMS's last save, unless the article's own date is later (an editor may date
 * an item ahead of saving it), since an article cannot change before it is published.
 */
function lastModified(date: string | null, updatedAt: string | null): string | null {
  if (!date || !updatedAt) return updatedAt ?? date;
  return Date.parse(updatedAt) > Date.parse(date) ? updatedAt : date;
}

/** schema.org NewsArticle with the properties Google's Article rich results read. */
export function newsArticleJsonLd(item: NewsItem, ctx: NewsArticleContext) {
  const modified = lastModified(item.date, item.updatedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    ...(ctx.description ? { description: ctx.description } : {}),
    ...(ctx.image ? { image: [ctx.image] } : {}),
    ...(item.date ? { datePublished: item.date } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: ctx.bank,
    publisher: ctx.bank,
    mainEntityOfPage: { '@type': 'WebPage', '@id': ctx.pageUrl },
    inLanguage: ctx.lang,
  };
}
