import type { Query, SearchResult } from 'minisearch';
import type { Lang } from '@/lib/lang';
import { searchTerm, searchTerms, words } from './search-terms';
import { CURRENCY_SIGNS, PERCENT_WORDS, STOP_WORDS, SYNONYM_GROUPS } from './synonyms';

/** Words of a query past this many are not searched: each costs a walk of the index. */
const MAX_WORDS = 8;
/** No fuzzy walk for longer terms: nobody types them by hand, and the walk grows with length. */
const MAX_FUZZY_LENGTH = 20;
/** A synonym counts for less than the word typed: of two pages, the one with the visitor's word leads. */
const SYNONYM_BOOST = 0.4;

const SIGNS = new RegExp(`[${Object.keys(CURRENCY_SIGNS).join('')}]`, 'gu');
const PERCENT_AFTER_NUMBER = new RegExp(
  `(\\p{N}+(?:[.,]\\p{N}+)?)\\s*(?:${PERCENT_WORDS.join('|')})\\p{L}*`,
  'giu',
);

/**
 * One typo in a word of 4 letters; two from 5, because minisearch counts edits Levenshtein's way
 * and swapping two neighbours (`вкалд` for `вклад`) is two of them. Numbers are exact.
 */
const fuzzy = (term: string) =>
  term.length > MAX_FUZZY_LENGTH || /\p{N}/u.test(term)
    ? false
    : term.length >= 5
      ? 2
      : term.length === 4
        ? 1
        : false;

interface Vocabulary {
  /** Synonym phrases by their terms joined with spaces (every reading of them), to their groups. */
  phrases: Map<string, number[]>;
  /** Each group's phrases as terms. */
  groups: string[][][];
  longest: number;
  stop: Set<string>;
}

/** Every way of reading a run of words: one term per word, each of its readings. */
function readings(forms: string[][]): string[] {
  return forms.reduce<string[]>(
    (keys, options) =>
      keys.flatMap((key) => options.map((term) => (key ? `${key} ${term}` : term))),
    [''],
  );
}

const vocabularies = new Map<Lang, Vocabulary>();

/** The synonym table and stop words in the terms of one language, built once. */
function vocabulary(lang: Lang): Vocabulary {
  const known = vocabularies.get(lang);
  if (known) return known;
  const phrases = new Map<string, number[]>();
  const groups = SYNONYM_GROUPS.map((group, index) =>
    group.map((phrase) => {
      const forms = words(phrase).map((word) => searchTerms(word, lang));
      for (const key of readings(forms)) {
        const members = phrases.get(key) ?? [];
        if (!members.includes(index)) phrases.set(key, [...members, index]);
      }
      return words(phrase).map((word) => searchTerm(word, lang));
    }),
  );
  const longest = Math.max(...SYNONYM_GROUPS.flat().map((phrase) => words(phrase).length));
  const stop = new Set(STOP_WORDS.flatMap((word) => searchTerms(word, lang)));
  const built = { phrases, groups, longest, stop };
  vocabularies.set(lang, built);
  return built;
}

export interface QueryPart {
  query: Query;
  /** The terms its query looks up: a result's `queryTerms` among them mean the part matched. */
  terms: Set<string>;
}

/** Builds one part's query, noting each term it looks up. */
function partBuilder() {
  const terms = new Set<string>();
  const leaf = (term: string, prefix: boolean, boost: number, isFuzzy: boolean): Query => {
    terms.add(term);
    return { queries: [term], prefix, fuzzy: isFuzzy && fuzzy(term), boostTerm: () => boost };
  };
  return { terms, leaf };
}

const all = (queries: Query[]): Query =>
  queries.length === 1 ? queries[0]! : { combineWith: 'AND', queries };
const any = (queries: Query[]): Query =>
  queries.length === 1 ? queries[0]! : { combineWith: 'OR', queries };

/** The groups a run of words is a phrase of, by any reading of its words. */
function groupsOf(forms: string[][], vocab: Vocabulary): number[] {
  return [...new Set(readings(forms).flatMap((key) => vocab.phrases.get(key) ?? []))];
}

/** The longest run of words from `at` that is a synonym phrase, and its groups; else one word. */
function phraseAt(forms: string[][], at: number, vocab: Vocabulary) {
  for (let length = Math.min(vocab.longest, forms.length - at); length > 0; length -= 1) {
    const groups = groupsOf(forms.slice(at, at + length), vocab);
    if (groups.length > 0) return { length, groups };
  }
  return { length: 1, groups: [] };
}

/**
 * The words as typed (stems of 4 letters and the last word of the query as prefixes, typos
 * forgiven unless the synonym table knows them, so spelled right), or any synonym of them, word
 * for word. A phrase counts as one word, split among its words: they may stand apart in a page
 * (`home` … `loan`), which minisearch cannot tell.
 */
function part(forms: string[][], isEnd: boolean, groups: number[], vocab: Vocabulary): QueryPart {
  const { terms, leaf } = partBuilder();
  const own = forms.map((options, i) => {
    const isLast = isEnd && i === forms.length - 1;
    return any(
      options.map((term) =>
        leaf(term, term.length >= 4 || isLast, 1 / forms.length, groups.length === 0),
      ),
    );
  });
  const typed = readings(forms);
  const synonyms = [...new Set(groups.flatMap((g) => vocab.groups[g]!.map((t) => t.join(' '))))]
    .filter((key) => !typed.includes(key))
    .map((key) => key.split(' '))
    .map((phrase) =>
      all(phrase.map((term) => leaf(term, term.length >= 4, SYNONYM_BOOST / phrase.length, false))),
    );
  return { query: any([all(own), ...synonyms]), terms };
}

/**
 * The query as minisearch reads it, one part for each word or synonym phrase of the visitor's
 * text. Stop words drop out unless nothing else is left. The caller combines the parts (every
 * one, or any). Returns no parts for a query with no words.
 */
export function queryParts(text: string, lang: Lang): QueryPart[] {
  const typed = words(
    text.replace(SIGNS, (sign) => ` ${CURRENCY_SIGNS[sign]} `).replace(PERCENT_AFTER_NUMBER, '$1%'),
  ).slice(0, MAX_WORDS);
  const forms = typed.map((word) => searchTerms(word, lang));
  const vocab = vocabulary(lang);
  const parts: (QueryPart & { isStop: boolean })[] = [];
  for (let at = 0; at < forms.length;) {
    const { length, groups } = phraseAt(forms, at, vocab);
    const isEnd = at + length === forms.length;
    const isStop = groups.length === 0 && forms[at]!.some((term) => vocab.stop.has(term));
    parts.push({ ...part(forms.slice(at, at + length), isEnd, groups, vocab), isStop });
    at += length;
  }
  const kept = parts.filter((p) => !p.isStop);
  return (kept.length > 0 ? kept : parts).map(({ query, terms }) => ({ query, terms }));
}

/**
 * Results ranked by the parts they match, not by the terms: minisearch multiplies a score by the
 * number of query terms matched, so a page naming one thing in three languages (its title, and
 * the others' titles as aliases) would count thrice for one word typed.
 */
export function rankByParts<R extends SearchResult>(results: R[], parts: QueryPart[]): R[] {
  return results
    .map((result) => {
      const matched = parts.filter((p) => result.queryTerms.some((t) => p.terms.has(t))).length;
      return { ...result, score: (result.score / (result.queryTerms.length || 1)) * matched };
    })
    .sort((a, b) => b.score - a.score);
}
