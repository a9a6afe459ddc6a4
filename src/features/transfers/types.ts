import type { Advantage, Entry, Faq, Media, Translations } from '@/lib/content-types';

export interface TransferSummary extends Entry {
  name: string;
  summary: string | null;
  image: Media | null;
  /** Fee in percent of the amount, null when free or not stated. */
  commission: number | null;
}

export interface Transfer extends TransferSummary {
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: string | null;
  faq: Faq[];
  advantages: Advantage[];
  translations: Translations;
}
