import { z } from 'zod';
import { Entry, Media, Rate, productDetails } from '@/lib/content-schemas.server';

export const CreditSummary = Entry.extend({
  name: z.string(),
  image: Media.nullable(),
  rates: z.array(Rate),
  headlineRate: z.number().nullable(),
  termMonths: z.int().nullable(),
}).meta({ id: 'CreditSummary' });

export const Credit = CreditSummary.extend({
  contract: Media.nullable(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: z.string().nullable(),
  ...productDetails,
}).meta({ id: 'Credit' });
