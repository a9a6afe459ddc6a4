import type { Branch, Region } from '../types';

/**
 * Uzbek Latin writes oʻ and gʻ with U+02BB, which visitors type as ', ’, ` or leave out: every
 * apostrophe-like mark is dropped on both sides, so "Ulugbek", "Ulug'bek" and "Ulugʻbek" match.
 */
const APOSTROPHES = /['`´‘’ʹʻʼʽ]/gu;

const searchable = (text: string) =>
  text.normalize('NFC').toLocaleLowerCase().replace(APOSTROPHES, '');

/** The words of a typed query, lower-cased and without apostrophes; none for a blank one. */
export const queryWords = (query: string): string[] =>
  searchable(query).split(/\s+/u).filter(Boolean);

/**
 * Whether every typed word is in the place's name, address or region name (in the language the
 * visitor reads them), so "chilonzor" or "amir temur 108" narrows the list to a district or street.
 */
export function matchesWords(
  branch: Branch,
  words: readonly string[],
  regionName: (region: Region) => string,
): boolean {
  const text = searchable(
    [branch.name, branch.address, branch.region ? regionName(branch.region) : ''].join(' '),
  );
  return words.every((word) => text.includes(word));
}
