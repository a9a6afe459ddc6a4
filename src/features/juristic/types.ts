import type { Entry, Media } from '@/lib/content-types';

export interface LegalEntitySummary extends Entry {
  name: string;
  icon: Media | null;
}

export interface LegalEntityCard {
  title: string;
  text: string;
  link: string | null;
  icon: Media | null;
}

export interface LegalEntity extends LegalEntitySummary {
  image: Media | null;
  title: string;
  description: string | null;
  sections: { title: string; text: string }[];
  documents: Media[];
  cards: LegalEntityCard[];
}

export interface Promo {
  id: number;
  title: string;
  text: string | null;
  link: string | null;
  image: Media | null;
}

export interface CallToAction {
  title: string;
  text: string | null;
  buttonText: string;
  link: string | null;
}
