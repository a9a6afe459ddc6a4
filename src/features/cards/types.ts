import type { Advantage, Entry, Faq, Media, Translations } from '@/lib/content-types';

export interface CardSummary extends Entry {
  name: string;
  image: Media | null;
  /** CMS `create_price`, whole sums parsed from "15 000"; null when not a number. */
  issuePrice: number | null;
  /** CMS `deposite_price` (spelling of the contract). */
  minBalance: number | null;
}

export interface Card extends CardSummary {
  faq: Faq[];
  advantages: Advantage[];
  translations: Translations;
}
