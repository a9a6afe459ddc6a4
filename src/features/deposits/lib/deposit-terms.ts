import { stepFor, type AmountRange } from '@/lib/calculator/amount-range';
import { termOptions } from '@/lib/calculator/term-options';
import type { Currency, Deposit, TopUps } from '../types';

/** Used when the CMS gives no readable minimum: the smallest deposit the bank opens online. */
const FALLBACK_MINIMUM: Record<Currency, number> = { UZS: 100_000, USD: 100 };
/** The slider reaches this many times the minimum; larger sums are a talk with the branch. */
const SLIDER_SPAN = 200;

export function depositRange(deposit: Pick<Deposit, 'minAmount' | 'currency'>): AmountRange {
  const min =
    deposit.minAmount && deposit.minAmount > 0
      ? deposit.minAmount
      : FALLBACK_MINIMUM[deposit.currency];
  return { min, max: min * SLIDER_SPAN, step: stepFor(min) };
}

/**
 * How many monthly top-ups a term of `months` takes under the deposit's conditions: one at the end
 * of each month of the window (never at the end of the term). Omonat Plus, 13 months, top-ups
 * during the first 6: 6; no top-ups: 0; any time: months - 1.
 */
export function topUpMonths(topUps: TopUps | null, months: number): number {
  if (!topUps) return 0;
  const last = Math.max(0, months - 1);
  return topUps.months === null ? last : Math.min(topUps.months, last);
}

/** Why a monthly top-up cannot be calculated, or null; an empty field (0) is always fine. */
export function topUpProblem(
  topUps: TopUps | null,
  amount: number,
): { code: 'belowMinimum'; limit: number } | null {
  if (amount === 0 || !topUps?.minAmount || amount >= topUps.minAmount) return null;
  return { code: 'belowMinimum', limit: topUps.minAmount };
}

export interface DepositDefaults {
  amount: number;
  months: number;
}

/** The first view of the calculator; a pure function of the product, so server and browser render the same. */
export function depositDefaults(deposit: Deposit): DepositDefaults | null {
  const terms = termOptions(deposit);
  const last = terms.at(-1);
  if (!last) return null;
  const range = depositRange(deposit);
  return { amount: Math.min(range.max, range.min * 10), months: last.months };
}
