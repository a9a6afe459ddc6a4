import type { Lang } from '@/lib/lang';
import type { PlaceOption } from '@/lib/page-data';
import data from './regions.json' with { type: 'json' };

/** A place's name in each language; the Uzbek name is the value sent to the CMS. */
export type PlaceName = Record<Lang, string>;

export interface Region extends PlaceName {
  cities: PlaceName[];
}

/** Uzbekistan's regions with their main cities and districts (not every district). */
export const REGIONS: readonly Region[] = data;

export const REGION_VALUES: readonly string[] = REGIONS.map((region) => region.uz);

export function citiesOf(region: string): string[] {
  return REGIONS.find((item) => item.uz === region)?.cities.map((city) => city.uz) ?? [];
}

/**
 * The appeal form's region and city choices in one language. They reach the page as its loader
 * data, so the browser's first load does not carry every place in three languages.
 */
export function placeOptions(lang: Lang): PlaceOption[] {
  return REGIONS.map((region) => ({
    value: region.uz,
    label: region[lang],
    cities: region.cities.map((city) => ({ value: city.uz, label: city[lang] })),
  }));
}
