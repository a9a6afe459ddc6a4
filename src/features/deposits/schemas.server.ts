import { z } from 'zod';
import { DocumentFile, Entry, Media, Rate, productDetails } from '@/lib/content-schemas.server';

export const Currency = z.enum(['UZS', 'USD']);

/**
 * When interest joins the balance and earns interest itself: every month, every quarter from the
 * opening, or never (`end`: paid out or paid at the end of the term, simple interest).
 */
export const Capitalisation = z.enum(['monthly', 'quarterly', 'end']);

/** Inlined in the OpenAPI document (no component id): only a deposit has it. */
export const TopUps = z.object({
  /** Top-ups are taken during this many months from the opening; null: during the whole term. */
  months: z.int().positive().nullable(),
  /** The smallest top-up in currency units; null when the conditions set none. */
  minAmount: z.number().positive().nullable(),
});

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
  contract: DocumentFile.nullable(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: z.string().nullable(),
  capitalisation: Capitalisation,
  /** Null: the deposit takes no top-ups. */
  topUps: TopUps.nullable(),
  ...productDetails,
}).meta({ id: 'Deposit' });
