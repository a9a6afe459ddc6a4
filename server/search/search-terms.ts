import type { Lang } from '@/lib/lang';
import { toUzbekLatin } from './uzbek-latin';
import { uzbekStem } from './uzbek-suffixes';

/**
 * Words as the index and the highlighter see them. Uzbek writes the oʻ/gʻ mark and the tutuq with
 * several look-alike characters (' ‘ ’ ʼ ʻ and the backtick), often whichever the keyboard has:
 * inside a word they all belong to it, and are dropped when words are compared, so `to'lov`,
 * `toʻlov` and `tolov` are the same word.
 */
const APOSTROPHES = "'‘’ʼʻ`";
const WORD = new RegExp(`[\\p{L}\\p{N}]+(?:[${APOSTROPHES}][\\p{L}\\p{N}]+)*`, 'gu');
const APOSTROPHE = new RegExp(`[${APOSTROPHES}]`, 'gu');

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The comparable form of a word: lower case, apostrophes dropped, ё as е, and the English
 * "-ies" plural as "-y" (prefix matching covers the other plurals: "deposit" finds "deposits").
 */
export function normalizeTerm(word: string): string {
  return word
    .toLowerCase()
    .replace(APOSTROPHE, '')
    .replace(/ё/g, 'е')
    .replace(/(?<=[a-z]{3})ies$/, 'y');
}

/**
 * The term a word is indexed and searched as in one language. Uzbek is written in Latin and in
 * Cyrillic, with and without endings: both sides become one Latin stem (`Омонатлар` → `omonat`).
 */
export function searchTerm(word: string, lang: Lang): string {
  if (lang !== 'uz') return normalizeTerm(word);
  return uzbekStem(normalizeTerm(toUzbekLatin(word.toLowerCase())));
}

/** Each word of `text` with its place and search term, for highlighting the matched ones. */
export function wordSpans(
  text: string,
  lang: Lang,
): { start: number; end: number; term: string }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    term: searchTerm(match[0], lang),
  }));
}
