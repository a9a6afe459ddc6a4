import { z } from 'zod';
import { Entry, Media, Rate, productDetails } from '@/lib/content-schemas.server';

export const Currency = z.enum(['UZS', 'USD']);

export const DepositSummary = Entry.extend({
  name: z.string(),
  image: Media.nullable(),
  rates: z.array(Rate),
  /** The last entry of the CMS `percents` list (§3), null when the list is empty. */
  headlineRate: z.number().nullable(),
  currency: Currency,
  /** Whole currency units parsed from the CMS text "1 000 000". */
  minAmount: z.number().nullable(),
  termMonths: z.int().nullable(),
  popularity: z.number(),
}).meta({ id: 'DepositSummary' });

export const Deposit = DepositSummary.extend({
  contract: Media.nullable(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: z.string().nullable(),
  ...productDetails,
}).meta({ id: 'Deposit' });
