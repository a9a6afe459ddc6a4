import { fromMinor, interestFor, monthlyRate, toMinor } from '@/lib/calculator/money-math';
import type { PaymentScheme } from '../types';

/** Annuity: equal payments; differentiated: equal principal parts, interest on what is left. */
export type ScheduleKind = PaymentScheme;

export interface LoanInput {
  amount: number;
  /** Nominal rate, per cent per year. */
  annualRate: number;
  months: number;
  kind: ScheduleKind;
}

export interface ScheduleRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Still owed after this payment. */
  balance: number;
}

export interface LoanResult {
  rows: ScheduleRow[];
  firstPayment: number;
  lastPayment: number;
  totalPaid: number;
  totalInterest: number;
  /** Interest as a share of the amount borrowed, per cent. */
  overpaymentPercent: number;
}

/** The classic annuity formula P·i / (1 − (1 + i)^−n), rounded to the minor unit; P / n when the rate is zero. */
function annuityPayment(principal: number, rate: number, months: number): number {
  if (rate === 0) return Math.round(principal / months);
  return Math.round((principal * rate) / (1 - (1 + rate) ** -months));
}

/** Principal due in `month`: cumulative rounding, so the parts sum to the loan with no stray tiyin at the end. */
function differentiatedPrincipal(principal: number, month: number, months: number): number {
  return Math.round((principal * month) / months) - Math.round((principal * (month - 1)) / months);
}

/**
 * The full repayment schedule. Amounts in currency units, each row rounded to 0.01; the last
 * payment repays whatever is left, so the balance ends at exactly 0.
 */
export function loanSchedule(input: LoanInput): LoanResult {
  const amount = toMinor(input.amount);
  const annuity = annuityPayment(amount, monthlyRate(input.annualRate), input.months);
  let balance = amount;
  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= input.months; month += 1) {
    const interest = interestFor(balance, input.annualRate);
    const due =
      input.kind === 'annuity'
        ? annuity - interest
        : differentiatedPrincipal(amount, month, input.months);
    const principal = month === input.months ? balance : Math.min(balance, due);
    balance -= principal;
    rows.push({
      month,
      payment: fromMinor(principal + interest),
      principal: fromMinor(principal),
      interest: fromMinor(interest),
      balance: fromMinor(balance),
    });
  }
  const totalInterest = rows.reduce((sum, row) => sum + toMinor(row.interest), 0);
  return {
    rows,
    firstPayment: rows[0]?.payment ?? 0,
    lastPayment: rows.at(-1)?.payment ?? 0,
    totalPaid: fromMinor(amount + totalInterest),
    totalInterest: fromMinor(totalInterest),
    overpaymentPercent: amount === 0 ? 0 : Math.round((totalInterest / amount) * 10_000) / 100,
  };
}
