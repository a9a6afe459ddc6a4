import type { Lang } from '../lang';

/**
 * How each language writes a rate, after CLDR: "21.5%" in English, "21,5%" in Uzbek and
 * "21,5 %" (no-break space) in Russian. Only the number goes through Intl, in a locale every
 * ICU build carries: Chromium ships no Uzbek data and would write Uzbek the English way, so the
 * server's HTML and the hydrated page would differ.
 */
const WRITING: Readonly<Record<Lang, { locale: string; sign: string }>> = {
  en: { locale: 'en-US', sign: '%' },
  uz: { locale: 'ru-RU', sign: '%' },
  ru: { locale: 'ru-RU', sign: '\u00a0%' },
};

const formats = new Map<string, Intl.NumberFormat>();

/** A rate given in per cent (21.5 for 21.5 %) as the page's language writes it. */
export function formatPercent(value: number, lang: Lang): string {
  const { locale, sign } = WRITING[lang];
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    formats.set(locale, format);
  }
  return `${format.format(value)}${sign}`;
}
