import type { Entry, Translations } from '@/lib/content-types';

export interface Vacancy extends Entry {
  title: string;
  /** Markdown. */
  description: string | null;
  location: string | null;
  employment: string | null;
  translations: Translations;
}
