import { z } from 'zod';
import { Entry, Media, productDetails } from '@/lib/content-schemas.server';

export const TransferSummary = Entry.extend({
  name: z.string(),
  summary: z.string().nullable(),
  image: Media.nullable(),
  /** Fee in percent of the amount, null when free or not stated. */
  commission: z.number().nullable(),
}).meta({ id: 'TransferSummary' });

export const Transfer = TransferSummary.extend({
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: z.string().nullable(),
  ...productDetails,
}).meta({ id: 'Transfer' });
