import { z } from 'zod';
import { DocumentFile, Entry, Media, Rate, productDetails } from '@/lib/content-schemas.server';

/** Annuity: equal payments; differentiated: equal principal parts, interest on what is left. */
export const PaymentScheme = z.enum(['annuity', 'differentiated']);

export const CreditSummary = Entry.extend({
  name: z.string(),
  image: Media.nullable(),
  rates: z.array(Rate),
  headlineRate: z.number().nullable(),
  termMonths: z.int().nullable(),
}).meta({ id: 'CreditSummary' });

export const Credit = CreditSummary.extend({
  contract: DocumentFile.nullable(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: z.string().nullable(),
  /** The schemes the bank repays this credit by (CMS `payment_scheme`); empty when its conditions name none. */
  paymentSchemes: z.array(PaymentScheme),
  /** The smallest and largest sum the bank lends under this credit (CMS `min_amount`, `max_amount`); null when not set. */
  minAmount: z.number().positive().nullable(),
  maxAmount: z.number().positive().nullable(),
  ...productDetails,
}).meta({ id: 'Credit' });
