import type { AmountRange } from '@/lib/calculator/amount-range';
import { termOptions } from '@/lib/calculator/term-options';
import type { ScheduleKind } from './loan-schedule';
import type { Credit } from '../types';

/**
 * The CMS has no amount limits for credits (docs/cms-contract.md), so the calculator covers the
 * bank's retail range in sums: 1 million to 1 billion, the largest being a mortgage.
 */
export const CREDIT_RANGE: AmountRange = { min: 1_000_000, max: 1_000_000_000, step: 100_000 };
const DEFAULT_AMOUNT = 10_000_000;
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
  return { amount: DEFAULT_AMOUNT, months: first.months, kind };
}
