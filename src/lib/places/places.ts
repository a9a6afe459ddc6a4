import type { Lang } from '@/lib/lang';
import type { PlaceOption } from '@/lib/page-data';
import data from './districts.json' with { type: 'json' };
import { foldText } from './fold-text';
import { REGIONS, regionOf, type PlaceNames, type Region } from './regions';

export interface Place extends PlaceNames {
  /** SOATO code, 7 digits: the region's 4, then 2xx for a district, 4xx for a city. */
  code: string;
}

/** Every district (tuman) and city of regional subordination, by SOATO code (README.md). */
export const PLACES: readonly Place[] = data;

const BY_CODE = new Map(PLACES.map((place) => [place.code, place]));

export const placeOf = (code: unknown): Place | undefined =>
  typeof code === 'string' ? BY_CODE.get(code) : undefined;

/** SOATO's fifth digit: 4 for a city of regional subordination, 2 for a district. */
export const isCity = (place: Place) => place.code[4] === '4';

export const placesOf = (region: string): Place[] =>
  PLACES.filter((place) => place.code.startsWith(region));

export const regionOfPlace = (place: Place): Region | undefined => regionOf(place.code.slice(0, 4));

/**
 * A region's places as the appeal form lists them: its cities, then its districts, each in the
 * alphabetical order of the page language.
 */
function choices(region: Region, lang: Lang) {
  const collator = new Intl.Collator(lang);
  const sorted = (places: Place[]) =>
    places
      .map((place) => ({ value: place.code, label: place[lang] }))
      .sort((a, b) => collator.compare(a.label, b.label));
  const places = placesOf(region.code);
  return [...sorted(places.filter(isCity)), ...sorted(places.filter((place) => !isCity(place)))];
}

/**
 * The appeal form's region and city choices in one language, values the SOATO codes. They reach
 * the page as its loader data, so the browser's first load does not carry four scripts of names.
 */
export function placeOptions(lang: Lang): PlaceOption[] {
  return REGIONS.map((region) => ({
    value: region.code,
    label: region[lang],
    cities: choices(region, lang),
  }));
}

const NAME_KEYS = ['uz', 'uz-Cyrl', 'ru', 'en'] as const;

/** The one entry whose code or name (any script or apostrophe) is `text`; none when 0 or 2+ do. */
export function findByName<T extends Region | Place>(
  entries: readonly T[],
  text: unknown,
): T | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const key = foldText(text.trim());
  const found = entries.filter(
    (entry) =>
      entry.code === text.trim() || NAME_KEYS.some((name) => foldText(entry[name]) === key),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The appeal's region and city as SOATO codes. The form sends codes; a name in any of the four
 * scripts (an integrator following the old contract, a page cached before codes) is taken when it
 * names exactly one place, and a city alone tells its region. Anything else stays as sent, for
 * the schema to refuse.
 */
export function placeCodes(region: unknown, city: unknown): { region: unknown; city: unknown } {
  const isBlank = typeof region !== 'string' || !region.trim();
  const knownRegion = findByName(REGIONS, region);
  const knownCity = findByName(knownRegion ? placesOf(knownRegion.code) : PLACES, city);
  return {
    region: knownRegion?.code ?? (isBlank && knownCity ? knownCity.code.slice(0, 4) : region),
    city: knownCity?.code ?? city,
  };
}
