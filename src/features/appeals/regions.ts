import type { Lang } from '@/lib/lang';
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
