import type { Entry, Translations } from '@/lib/content-types';

export interface Vacancy extends Entry {
  title: string;
  /** Markdown. */
  description: string | null;
  location: string | null;
  /** The Uzbek name of the region (the appeal form's list), the same in every language. */
  region: string | null;
  employment: string | null;
  translations: Translations;
}
