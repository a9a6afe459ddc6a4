/**
 * Uzbek endings a visitor leaves off when typing a word (`omonatlar` → `omonat`): plural,
 * possessive and case endings, longest first so `-larimiz` goes before `-lar` and `-imiz`.
 * Both the index and the query lose them, so a stem and its forms meet as one term.
 */
const SUFFIXES = [
  'larimizning',
  'larimizga',
  'larimizda',
  'larimiz',
  'laridan',
  'larining',
  'larini',
  'lariga',
  'larida',
  'larni',
  'larga',
  'larda',
  'lardan',
  'lari',
  'lar',
  'imizning',
  'imiz',
  'ingiz',
  'ning',
  'dagi',
  'idan',
  'dan',
  'ini',
  'iga',
  'ida',
  'ni',
  'ga',
  'ka',
  'qa',
  'da',
  'si',
  'i',
];

/** A stem shorter than this is too likely another word (`bank` is not `ba` + `nk`). */
const MIN_STEM = 4;

/** The word without one Uzbek ending, when what remains is still a plausible stem. */
export function uzbekStem(word: string): string {
  const suffix = SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= MIN_STEM);
  return suffix ? word.slice(0, -suffix.length) : word;
}
