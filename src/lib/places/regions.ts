import type { Lang } from '@/lib/lang';
import data from './regions.json' with { type: 'json' };

/** A place's name in the site's three languages and in Uzbek Cyrillic, which visitors also type. */
export interface PlaceNames extends Record<Lang, string> {
  'uz-Cyrl': string;
}

export interface Region extends PlaceNames {
  /** SOATO code, 4 digits (`1718`): every district and city code of the region starts with it. */
  code: string;
  /** The branch finder's code of the same region (`src/features/branches/types.ts`). */
  slug: string;
}

/**
 * Uzbekistan's 14 regions (12 viloyat, the Republic of Karakalpakstan and the city of Tashkent),
 * the capital first. Kept apart from the 206 districts (places.ts) so that a page naming only
 * regions (vacancies) does not carry them.
 */
export const REGIONS: readonly Region[] = data;

export const regionOf = (code: unknown): Region | undefined =>
  REGIONS.find((region) => region.code === code);
