import type { Entry, Media, Translations } from '@/lib/content-types';
import type { Lang } from '@/lib/lang';

export interface NewsItem extends Entry {
  title: string;
  /** ISO date, e.g. 2025-06-30. */
  date: string | null;
  image: Media | null;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  text: string | null;
  /** The CMS's last change of the entry (ISO), for search engines' dateModified. */
  updatedAt: string | null;
  translations: Translations;
}

export interface NewsCategory {
  id: number;
  name: string;
  locale: Lang;
  /** Ids of this category in the other languages (ids differ per language in Strapi). */
  translations: Partial<Record<Lang, number>>;
}
