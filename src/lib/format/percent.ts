import type { Lang } from '../lang';
import { formatDecimal } from './decimal';

/**
 * How each language writes a rate, after CLDR: "21.5%" in English, "21,5%" in Uzbek and
 * "21,5 %" (no-break space) in Russian; the number as src/lib/format/decimal.ts writes it.
 */
const SIGN: Readonly<Record<Lang, string>> = { en: '%', uz: '%', ru: '\u00a0%' };

/** A rate given in per cent (21.5 for 21.5 %) as the page's language writes it. */
export function formatPercent(value: number, lang: Lang): string {
  const number = formatDecimal(value, lang, { maximumFractionDigits: 2, useGrouping: false });
  return `${number}${SIGN[lang]}`;
}
