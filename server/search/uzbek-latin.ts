/**
 * Uzbek Cyrillic letters in the official Latin alphabet, without the oʻ/gʻ mark and the tutuq:
 * the index compares words with apostrophes dropped, so `тўлов`, `to'lov` and `tolov` meet.
 * Е is "e" (the word-initial "ye" is left out: both sides drop it alike and stay comparable).
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

const CYRILLIC = /[а-яёўқғҳ]/gu;

/** A lower-case word in Uzbek Latin: Cyrillic letters transliterated, Latin ones left alone. */
export function toUzbekLatin(word: string): string {
  return word.replace(CYRILLIC, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}
