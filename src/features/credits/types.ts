import type { Advantage, Entry, Faq, Media, Rate, Translations } from '@/lib/content-types';

export interface CreditSummary extends Entry {
  name: string;
  image: Media | null;
  rates: Rate[];
  headlineRate: number | null;
  termMonths: number | null;
}

export interface Credit extends CreditSummary {
  contract: Media | null;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  infoList: string | null;
  faq: Faq[];
  advantages: Advantage[];
  translations: Translations;
}
