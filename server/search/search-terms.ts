import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import type { Lang } from '@/lib/lang';
import { toUzbekLatin } from './uzbek-latin';
import { uzbekStem } from './uzbek-suffixes';

/**
 * Words as the index and the highlighter see them. Uzbek writes the oʻ/gʻ mark and the tutuq with
 * several look-alike characters (' ‘ ’ ʼ ʻ and the backtick), often whichever the keyboard has:
 * inside a word they all belong to it, and are dropped when words are compared, so `to'lov`,
 * `toʻlov` and `tolov` are the same word. A percentage (`20%`, `4,5 %`) is one word: it names a
 * product's rate, which `20` alone does not.
 */
const APOSTROPHES = "'‘’ʼʻ`";
const PERCENT = '\\p{N}+(?:[.,]\\p{N}+)?\\s?%';
const WORD = new RegExp(`${PERCENT}|[\\p{L}\\p{N}]+(?:[${APOSTROPHES}][\\p{L}\\p{N}]+)*`, 'gu');
const APOSTROPHE = new RegExp(`[${APOSTROPHES}]`, 'gu');
const IS_PERCENT = new RegExp(`^${PERCENT}$`, 'u');
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
/** Letters only Uzbek Cyrillic has: a word with one of them is no Russian word. */
const UZBEK_CYRILLIC = /[ўқғҳ]/u;

/** Letters that look alike in both alphabets, Latin to Cyrillic. */
const LOOKALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};
const TO_LATIN = Object.fromEntries(Object.entries(LOOKALIKES).map(([l, c]) => [c, l]));

/**
 * A word typed half in the other layout (`визa` with a Latin a) in the script of most of its
 * letters, where the odd ones look alike; words in one script come back as they are.
 */
function oneScript(word: string): string {
  if (!CYRILLIC.test(word) || !LATIN.test(word)) return word;
  const lower = word.toLowerCase();
  const cyrillic = (lower.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const latin = (lower.match(/\p{Script=Latin}/gu) ?? []).length;
  const map = cyrillic >= latin ? LOOKALIKES : TO_LATIN;
  return [...lower].map((letter) => map[letter] ?? letter).join('');
}

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

/** `4,5 %` and `4.5%` alike. */
function percentTerm(word: string): string {
  return word.replace(/\s/g, '').replace(',', '.');
}

/**
 * A Russian or English word without its ending, by its script: the Russian and English pages
 * quote each other's names (Visa, «Вклады»), and visitors type either on both.
 */
function stem(term: string): string {
  return CYRILLIC.test(term) ? russianStem(term) : englishStem(term);
}

/**
 * Uzbek Latin as the index compares it: the word-initial "ye" as "e", because Cyrillic е is "e"
 * there too (`Yevro` and `Евро` meet); q and h as k and x, because a Russian keyboard types
 * `карз`, `хисоб` for `қарз`, `ҳисоб`.
 */
function uzbekTerm(word: string): string {
  const latin = normalizeTerm(toUzbekLatin(word.toLowerCase()));
  return uzbekStem(latin.replace(/^ye/, 'e').replace(/q/g, 'k').replace(/h/g, 'x'));
}

/**
 * The term a word is indexed and searched as in one language. Uzbek is written in Latin and in
 * Cyrillic, with and without endings: both sides become one Latin stem (`Омонатлар` → `omonat`).
 * Russian and English words lose their endings (`ипотечный` → `ипотечн`, `rates` → `rate`).
 */
export function searchTerm(typed: string, lang: Lang): string {
  if (IS_PERCENT.test(typed)) return percentTerm(typed);
  const word = oneScript(typed);
  if (lang === 'uz') return uzbekTerm(word);
  return stem(normalizeTerm(word));
}

/**
 * Every term a typed word may mean. On the Uzbek site a Cyrillic word may be Russian
 * (`доллара`), so its Russian stem is a second reading, unless a letter only Uzbek has rules it out.
 */
export function searchTerms(typed: string, lang: Lang): string[] {
  const term = searchTerm(typed, lang);
  const word = oneScript(typed);
  if (lang !== 'uz' || !CYRILLIC.test(word) || UZBEK_CYRILLIC.test(word.toLowerCase()))
    return [term];
  const russian = uzbekTerm(russianStem(normalizeTerm(word)));
  return russian === term ? [term] : [term, russian];
}

/**
 * The words of `text` whose search term is one of `terms`, with their places, for highlighting.
 * Stemming every word of every hit would cost more than the search itself: a Russian or English
 * word is stemmed only when it begins with the letter a matched term does (a stem keeps the
 * word's first letter, up to ё and a look-alike of the other alphabet).
 */
export function matchingSpans(
  text: string,
  terms: ReadonlySet<string>,
  lang: Lang,
): { start: number; end: number }[] {
  const firsts = new Set(
    [...terms].flatMap((term) => {
      const first = term.charAt(0);
      return [first, first === 'е' ? 'ё' : '', LOOKALIKES[first] ?? '', TO_LATIN[first] ?? ''];
    }),
  );
  const mayMatch = (word: string) => lang === 'uz' || firsts.has(word.charAt(0).toLowerCase());
  return [...text.matchAll(WORD)]
    .filter((match) => mayMatch(match[0]) && terms.has(searchTerm(match[0], lang)))
    .map((match) => ({ start: match.index, end: match.index + match[0].length }));
}
