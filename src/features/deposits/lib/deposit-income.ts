import { fromMinor, interestFor, monthlyRate, toMinor } from '@/lib/calculator/money-math';

/** Monthly: interest joins the balance every month and earns interest itself; end: simple interest paid at the end. */
export type Capitalisation = 'monthly' | 'end';

export interface DepositInput {
  /** Opening amount in currency units. */
  amount: number;
  /** Nominal rate, per cent per year. */
  annualRate: number;
  months: number;
  /** Added at the end of each month except the last, so it earns from the next month on. */
  monthlyTopUp: number;
  capitalisation: Capitalisation;
}

export interface DepositMonth {
  month: number;
  topUp: number;
  /** Interest earned since the opening, whether already added to the balance or due at the end. */
  income: number;
  /** What the customer has paid in so far. */
  contributed: number;
  /** The deposit's worth at the end of the month: balance plus interest accrued but not yet paid. */
  total: number;
}

export interface DepositResult {
  rate: number;
  income: number;
  contributed: number;
  endSum: number;
  months: DepositMonth[];
}

/**
 * Deposit income month by month. 10 000 000 at 20% for 12 months: simple 2 000 000,
 * with monthly capitalisation 2 193 910.85. Amounts in currency units. Interest is rounded to
 * 0.01 when it is posted: every month when capitalised, once at the end otherwise.
 */
export function calculateDeposit(input: DepositInput): DepositResult {
  const rate = monthlyRate(input.annualRate);
  const topUp = toMinor(input.monthlyTopUp);
  let principal = toMinor(input.amount);
  let contributed = principal;
  let accrued = 0;
  const months: DepositMonth[] = [];
  for (let month = 1; month <= input.months; month += 1) {
    if (input.capitalisation === 'monthly') principal += interestFor(principal, rate);
    else accrued += principal * rate;
    const added = month < input.months ? topUp : 0;
    principal += added;
    contributed += added;
    months.push({
      month,
      topUp: fromMinor(added),
      contributed: fromMinor(contributed),
      income: fromMinor(principal + Math.round(accrued) - contributed),
      total: fromMinor(principal + Math.round(accrued)),
    });
  }
  const endSum = principal + Math.round(accrued);
  return {
    rate: input.annualRate,
    income: fromMinor(endSum - contributed),
    contributed: fromMinor(contributed),
    endSum: fromMinor(endSum),
    months,
  };
}
