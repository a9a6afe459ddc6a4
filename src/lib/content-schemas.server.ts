/**
 * The zod declarations of the domain types every content feature shares. Each declaration is the
 * one source of its TypeScript type (`z.infer`, in content-types.ts) and of its JSON Schema in the
 * OpenAPI document (server/api/openapi-domain.ts). A declaration the API answers with carries its
 * component name as zod's `id` metadata, so the document finds it by the schema alone. Server-only
 * at run time (`.server.ts`): the browser imports these files for their types only, so zod never
 * reaches its bundle.
 */
import { z } from 'zod';
import { LANGS } from './lang';

/** A CMS file with its URL already absolute (or root-relative for embedded demo content). */
export const Media = z
  .object({
    url: z.string(),
    alt: z.string(),
    name: z.string(),
    mime: z.string(),
    width: z.int().nullable(),
    height: z.int().nullable(),
  })
  .meta({ id: 'Media' });

/**
 * A file to download (a contract, tariffs), named in the page's language by the CMS; a page names
 * an untitled one by what it is ("Contract"), never by its file name (issue 33).
 */
export const DocumentFile = z
  .object({
    url: z.string(),
    title: z.string().nullable(),
    mime: z.string(),
    /** Kilobytes, as Strapi reports them; null when the CMS does not say. */
    size: z.number().nullable(),
  })
  .meta({ id: 'DocumentFile' });

export const Faq = z.object({ question: z.string(), answer: z.string() }).meta({ id: 'Faq' });

export const Advantage = z
  .object({ title: z.string(), text: z.string(), icon: Media.nullable() })
  .meta({ id: 'Advantage' });

/** One row of a product's rate table; `months` is the term the rate applies to. */
export const Rate = z
  .object({ percent: z.number(), months: z.int().nullable() })
  .meta({ id: 'Rate' });

/**
 * The same entry in other languages. Strapi gives every language its own numeric id,
 * so the language switcher needs these to reach "the same item".
 */
export const Translations = z
  .partialRecord(z.enum(LANGS), z.object({ id: z.int(), slug: z.string().nullable() }))
  .meta({ id: 'Translations' });

/** The fields of every entry with its own page. */
export const Entry = z.object({
  id: z.int(),
  slug: z.string(),
  locale: z.enum(LANGS),
  /**
   * An entry with CMS Markdown: the plain text of its main Markdown field, added by the read API
   * (server/api/rich-text.ts) for meta descriptions and summaries, so the browser strips nothing.
   */
  excerpt: z.string().optional(),
});

/** Detail fields of the products and services: their FAQ, advantages and language versions. */
export const productDetails = {
  faq: z.array(Faq),
  advantages: z.array(Advantage),
  translations: Translations,
};

/** One page of a paged list, without its items (`Page<T>` in content-types.ts adds them). */
export const PageMeta = z.object({
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
  total: z.int(),
});
