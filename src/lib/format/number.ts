import type { Lang } from '../lang';
import { formatDecimal } from './decimal';

/**
 * Every number the site shows (money, rates, distances, axis ticks) is written here, in the page's
 * language as Intl writes it (issue 33): "1,000,000.5" in English, "1 000 000,5" (no-break space)
 * in Russian and Uzbek. Server and browser write the same text, so pages hydrate without
 * mismatches.
 */

/** Up to two decimals, or exactly `fractionDigits` when given (money columns that must line up). */
export function formatNumber(value: number, lang: Lang, fractionDigits?: number): string {
  return formatDecimal(value, lang, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  });
}

/** English groups thousands with commas; a comma anywhere else is a mistake, not a decimal. */
const ENGLISH = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * Reads typed input in the page's language, and text formatNumber wrote: spaces between thousands
 * in any language, commas between them in English, a decimal point in any, a decimal comma in
 * Russian and Uzbek. Null when it is not a number.
 */
export function parseAmount(text: string | null | undefined, lang: Lang): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (lang === 'en') return ENGLISH.test(compact) ? Number(compact.replace(/,/g, '')) : null;
  const point = compact.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(point) ? Number(point) : null;
}

export interface CompactUnits {
  thousand: string;
  million: string;
  billion: string;
}

/**
 * Short axis labels ("10 млн", "7.5 M"). Hand-made rather than Intl's compact notation, whose
 * Uzbek data differs between the ICU in Node and in browsers and would break hydration.
 */
export function formatCompact(value: number, units: CompactUnits, lang: Lang): string {
  const steps: [number, string][] = [
    [1e9, units.billion],
    [1e6, units.million],
    [1e4, units.thousand],
  ];
  for (const [size, unit] of steps) {
    // 10 000 and up only: "1 080" says more than "1,1 тыс." on a small dollar axis.
    const divisor = size === 1e4 ? 1e3 : size;
    if (Math.abs(value) >= size) return `${formatNumber(value / divisor, lang)} ${unit}`;
  }
  return formatNumber(value, lang);
}
