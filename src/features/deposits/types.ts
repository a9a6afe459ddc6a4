import type { Advantage, Entry, Faq, Media, Rate, Translations } from '@/lib/content-types';

export type Currency = 'UZS' | 'USD';

export interface DepositSummary extends Entry {
  name: string;
  image: Media | null;
  rates: Rate[];
  /** The last entry of the CMS `percents` list (§3), null when the list is empty. */
  headlineRate: number | null;
  currency: Currency;
  /** Whole currency units parsed from the CMS text "1 000 000". */
  minAmount: number | null;
  termMonths: number | null;
  popularity: number;
}

export interface Deposit extends DepositSummary {
  contract: Media | null;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: string | null;
  faq: Faq[];
  advantages: Advantage[];
  translations: Translations;
}
