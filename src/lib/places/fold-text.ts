/**
 * Uzbek Latin writes oʻ and gʻ with U+02BB and the tutuq belgisi with U+02BC, which visitors type
 * as ', ’, ` or leave out: every apostrophe-like mark goes on both sides of a comparison.
 */
const APOSTROPHES = /['`´‘’ʹʻʼʽ]/gu;

/** Uzbek and Russian Cyrillic letters in Uzbek Latin spelling (`_`: none), so the scripts meet. */
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ';
const LATIN =
  'a b v g d e yo j z i y k l m n o p r s t u f x ts ch sh sh _ i _ e yu ya o q g h'.split(' ');
const TO_LATIN = new Map([...CYRILLIC].map((letter, at) => [letter, LATIN[at]!.replace('_', '')]));

/**
 * Text as name comparisons see it: lower case, no apostrophes, Cyrillic in Latin letters, so
 * "Ulugʻbek", "ulug'bek", "Улуғбек" and "Улугбек" all read "ulugbek".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[\u0400-\u04ff]/gu, (letter) => TO_LATIN.get(letter) ?? letter);
}
