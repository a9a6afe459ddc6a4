import { formatDecimal } from './decimal';

/**
 * The site groups digits the Russian way in every language ("1 000 000", with the
 * no-break space Intl uses), as the bank's printed materials do (§3). Server and browser
 * format with the same locale, so calculators hydrate without text mismatches.
 */
const LOCALE = 'ru-RU';

/** Up to two decimals, or exactly `fractionDigits` when given (money columns that must line up). */
export function formatNumber(value: number, fractionDigits?: number): string {
  return formatDecimal(value, LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  });
}

/** Parses CMS amounts and typed input written with spaces ("1 000 000"); null when it is not a number. */
export function parseAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

export interface CompactUnits {
  thousand: string;
  million: string;
  billion: string;
}

/**
 * Short axis labels ("10 млн"). Hand-made rather than Intl's compact notation, whose
 * Uzbek data differs between the ICU in Node and in browsers and would break hydration.
 */
export function formatCompact(value: number, units: CompactUnits): string {
  const steps: [number, string][] = [
    [1e9, units.billion],
    [1e6, units.million],
    [1e4, units.thousand],
  ];
  for (const [size, unit] of steps) {
    // 10 000 and up only: "1 080" says more than "1,1 тыс." on a small dollar axis.
    const divisor = size === 1e4 ? 1e3 : size;
    if (Math.abs(value) >= size) return `${formatNumber(value / divisor)} ${unit}`;
  }
  return formatNumber(value);
}
