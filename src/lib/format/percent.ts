import type { Lang } from '../lang';
import { formatDecimal, type DecimalLocale } from './decimal';

/**
 * How each language writes a rate, after CLDR: "21.5%" in English, "21,5%" in Uzbek and
 * "21,5 %" (no-break space) in Russian. Only the number is written as Intl writes it, in a locale
 * every ICU build carries: Chromium ships no Uzbek data and would write Uzbek the English way, so the
 * server's HTML and the hydrated page would differ.
 */
const WRITING: Readonly<Record<Lang, { locale: DecimalLocale; sign: string }>> = {
  en: { locale: 'en-US', sign: '%' },
  uz: { locale: 'ru-RU', sign: '%' },
  ru: { locale: 'ru-RU', sign: '\u00a0%' },
};

/** A rate given in per cent (21.5 for 21.5 %) as the page's language writes it. */
export function formatPercent(value: number, lang: Lang): string {
  const { locale, sign } = WRITING[lang];
  return `${formatDecimal(value, locale, { maximumFractionDigits: 2, useGrouping: false })}${sign}`;
}
