import { foldText } from '@/lib/places/fold-text';
import type { Branch, Region } from '../types';

/** Words that only say "district" in one of the languages: "Yunusobod tumani" means "Yunusobod". */
const DISTRICT_WORDS = new Set(['tumani', 'tuman', 'district', 'rayon']);

/**
 * The words of a typed query, folded (case, apostrophes, Cyrillic: fold-text.ts) and without the
 * word for "district"; none for a blank one.
 */
export const queryWords = (query: string): string[] =>
  foldText(query)
    .split(/[\s,.]+/u)
    .filter((word) => word && !DISTRICT_WORDS.has(word));

/**
 * Whether every typed word is in the place's name, address, region name (in the language the
 * visitor reads them) or its district's name in any script, so "chilonzor", "Чиланзар",
 * "Mirzo Ulugbek district" or "amir temur 108" narrow the list to a district or street.
 */
export function matchesWords(
  branch: Branch,
  words: readonly string[],
  regionName: (region: Region) => string,
): boolean {
  const text = foldText(
    [
      branch.name,
      branch.address,
      branch.region ? regionName(branch.region) : '',
      ...branch.districtNames,
    ].join(' '),
  );
  return words.every((word) => text.includes(word));
}
