import type { Entry, Translations } from '@/lib/content-types';

/** Google's JobPosting employment types, in the CMS's lower-case spelling (`full_time`). */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contractor',
  'temporary',
  'intern',
  'volunteer',
  'per_diem',
  'other',
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface Vacancy extends Entry {
  title: string;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: string | null;
  location: string | null;
  /** The Uzbek name of the region (the appeal form's list), the same in every language. */
  region: string | null;
  /** The employment as the page words it ("Full-time", "Shift work"). */
  employment: string | null;
  /** The same for search engines (JobPosting); null when the CMS does not say. */
  employmentType: EmploymentType | null;
  /** When the CMS published the vacancy (ISO); null for a draft in the editors' preview. */
  publishedAt: string | null;
  translations: Translations;
}
