import { clampToRange, stepFor, type AmountRange } from '@/lib/calculator/amount-range';
import { termOptions } from '@/lib/calculator/term-options';
import type { ScheduleKind } from './loan-schedule';
import type { Credit } from '../types';

/**
 * Where a credit's entry sets no limits (`min_amount`, `max_amount`, docs/cms-contract.md), the
 * calculator covers the bank's retail range in sums: 1 million to 1 billion.
 */
const RETAIL_RANGE = { min: 1_000_000, max: 1_000_000_000 };
const DEFAULT_AMOUNT = 10_000_000;

/**
 * The sums the calculator offers for a credit: its own limits where the CMS sets them, so a
 * microloan of 50 million is never shown repaid at 200 million. A maximum not above the minimum
 * is an editor's slip and is not followed.
 */
export function creditRange(credit: Pick<Credit, 'minAmount' | 'maxAmount'>): AmountRange {
  const min = credit.minAmount ?? RETAIL_RANGE.min;
  const max =
    credit.maxAmount !== null && credit.maxAmount > min
      ? credit.maxAmount
      : Math.max(RETAIL_RANGE.max, min * 10);
  return { min, max, step: stepFor(min) };
}
const EVERY_SCHEME: readonly ScheduleKind[] = ['annuity', 'differentiated'];

/**
 * The schedules the calculator offers: the credit's own schemes, or both as illustrations when
 * its conditions name none (then the note beside the result stays silent about the scheme).
 */
export function scheduleChoices(credit: Pick<Credit, 'paymentSchemes'>): readonly ScheduleKind[] {
  return credit.paymentSchemes.length > 0 ? credit.paymentSchemes : EVERY_SCHEME;
}

export interface CreditDefaults {
  amount: number;
  months: number;
  kind: ScheduleKind;
}

/** The first view of the calculator; a pure function of the product, so server and browser render the same. */
export function creditDefaults(credit: Credit): CreditDefaults | null {
  const first = termOptions(credit)[0];
  const kind = scheduleChoices(credit)[0];
  if (!first || !kind) return null;
  return { amount: clampToRange(DEFAULT_AMOUNT, creditRange(credit)), months: first.months, kind };
}
