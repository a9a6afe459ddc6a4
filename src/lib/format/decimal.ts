import type { Lang } from '../lang';

/**
 * Intl.NumberFormat's text for the site's three languages and the options it formats numbers
 * with, written without Intl. A page's first Intl formatter loads ICU's data in one task of 50-60
 * ms on a phone's 4x slower CPU, and it came in the middle of hydration (issue 24); and browsers
 * built without full ICU data (Debian's Chromium) have no Uzbek, so their Intl would write `uz`
 * the English way and differ from the server. Held to Intl's own `en`, `ru` and `uz` (Node's full
 * ICU) by test/unit/format.intl-parity.test.ts; a value Intl writes as a word (NaN, ∞) still goes
 * to Intl.
 */
const SYMBOLS: Readonly<Record<Lang, { decimal: string; group: string }>> = {
  en: { decimal: '.', group: ',' },
  ru: { decimal: ',', group: '\u00a0' },
  uz: { decimal: ',', group: '\u00a0' },
};

/** The subset of Intl.NumberFormat's options the site uses, with Intl's defaults. */
export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
  useGrouping?: boolean;
}

/** Integer and fraction digits of |value| as the shortest decimal that reads back as it, as ICU starts from. */
function shortestDigits(value: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds half away from zero (Intl's default `halfExpand`) to `places` fraction digits. */
function rounded(whole: string, fraction: string, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = whole + fraction.slice(0, places);
  if (fraction.charCodeAt(places) < 53 /* '5' */) return [whole, fraction.slice(0, places)];
  const up = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const cut = up.length - places;
  return [up.slice(0, cut), up.slice(cut)];
}

function grouped(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, separator);
}

export function formatDecimal(value: number, lang: Lang, options: DecimalOptions): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat(lang, options).format(value);
  const { minimumFractionDigits = 0, maximumFractionDigits, useGrouping = true } = options;
  const symbols = SYMBOLS[lang];
  const [digits, fractionDigits] = shortestDigits(value);
  const [whole, fraction] = rounded(digits, fractionDigits, maximumFractionDigits);
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  // Intl keeps the sign of a negative value that rounds to zero, and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const text = useGrouping ? grouped(integer, symbols.group) : integer;
  return `${sign}${text}${decimals ? symbols.decimal + decimals : ''}`;
}
