import { fromMinor, toMinorDown } from '@/lib/calculator/money-math';
import type { CurrencyRate } from '../types';

/**
 * buy: the visitor buys foreign currency with sums and pays the bank's sale rate;
 * sell: the visitor sells foreign currency for sums at the bank's purchase rate.
 * The bank's spread always works against the visitor, as at the counter.
 */
export type Direction = 'buy' | 'sell';

export interface Conversion {
  /**
   * Amount the visitor receives, rounded down to 0.01 of its currency (cents, tiyin): a bank pays
   * out no more than the money given buys, so the converter never promises the extra hundredth
   * that rounding to the nearest would (1 000 000 sums at 12 110 buy 82.5764 dollars: 82.57).
   */
  result: number;
  /** Sums per one unit of the foreign currency that applied. */
  rate: number;
  from: string;
  to: string;
}

const hundredthsDown = (value: number) => fromMinor(toMinorDown(value));

export function convert(
  amount: number,
  direction: Direction,
  rate: Pick<CurrencyRate, 'code' | 'buy' | 'sell'>,
): Conversion {
  if (direction === 'buy') {
    return {
      result: hundredthsDown(amount / rate.sell),
      rate: rate.sell,
      from: 'UZS',
      to: rate.code,
    };
  }
  return {
    result: hundredthsDown(amount * rate.buy),
    rate: rate.buy,
    from: rate.code,
    to: 'UZS',
  };
}

/** One row per currency for the converter: the head office rate, or the first branch quoting it. */
export function converterRates(rates: CurrencyRate[]): CurrencyRate[] {
  const byCode = new Map<string, CurrencyRate>();
  for (const rate of rates) {
    const known = byCode.get(rate.code);
    if (!known || (known.branch !== null && rate.branch === null)) byCode.set(rate.code, rate);
  }
  return [...byCode.values()];
}
