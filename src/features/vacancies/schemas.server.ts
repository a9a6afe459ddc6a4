import { z } from 'zod';
import { Entry, Translations } from '@/lib/content-schemas.server';
import { EMPLOYMENT_TYPES } from './types';

export const Vacancy = Entry.extend({
  title: z.string(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** The Uzbek name of the region (the appeal form's list), the same in every language. */
  region: z.string().nullable(),
  /** The employment as the page words it ("Full-time", "Shift work"). */
  employment: z.string().nullable(),
  /** The same for search engines (JobPosting); null when the CMS does not say. */
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  /** When the CMS published the vacancy (ISO); null for a draft in the editors' preview. */
  publishedAt: z.string().nullable(),
  translations: Translations,
}).meta({ id: 'Vacancy' });
