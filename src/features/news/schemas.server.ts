import { z } from 'zod';
import { Entry, Media, Translations } from '@/lib/content-schemas.server';
import { LANGS } from '@/lib/lang';

export const NewsItem = Entry.extend({
  title: z.string(),
  /** ISO date, e.g. 2025-06-30. */
  date: z.string().nullable(),
  image: Media.nullable(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  text: z.string().nullable(),
  /** The CMS's last change of the entry (ISO), for search engines' dateModified. */
  updatedAt: z.string().nullable(),
  translations: Translations,
}).meta({ id: 'NewsItem' });

export const NewsCategory = z
  .object({
    id: z.int(),
    name: z.string(),
    locale: z.enum(LANGS),
    /** Ids of this category in the other languages (ids differ per language in Strapi). */
    translations: z.partialRecord(z.enum(LANGS), z.int()),
  })
  .meta({ id: 'NewsCategory' });
