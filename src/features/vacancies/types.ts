import type { Entry, Translations } from '@/lib/content-types';

export interface Vacancy extends Entry {
  title: string;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: string | null;
  location: string | null;
  /** The Uzbek name of the region (the appeal form's list), the same in every language. */
  region: string | null;
  employment: string | null;
  translations: Translations;
}
