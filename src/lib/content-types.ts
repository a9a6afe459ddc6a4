import type { Lang } from './lang';

/** A CMS file with its URL already absolute (or root-relative for embedded demo content). */
export interface Media {
  url: string;
  alt: string;
  name: string;
  mime: string;
  width: number | null;
  height: number | null;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Advantage {
  title: string;
  text: string;
  icon: Media | null;
}

/** One row of a product's rate table; `months` is the term the rate applies to. */
export interface Rate {
  percent: number;
  months: number | null;
}

/**
 * The same entry in other languages. Strapi gives every language its own numeric id,
 * so the language switcher needs these to reach "the same item".
 */
export type Translations = Partial<Record<Lang, { id: number; slug: string | null }>>;

export interface Entry {
  id: number;
  slug: string;
  locale: Lang;
  /**
   * An entry with CMS Markdown: the plain text of its main Markdown field, added by the read API
   * (server/api/rich-text.ts) for meta descriptions and summaries, so the browser strips nothing.
   */
  excerpt?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}
