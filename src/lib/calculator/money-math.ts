/**
 * Calculator arithmetic in integer minor units (tiyin, cents). The rule, the same for deposits and
 * loans: interest accrues each month at one twelfth of the annual rate on that month's balance
 * (equal months, no day count: the products' terms are whole months, and the calculators'
 * disclaimer says so). It is kept exact until it is posted, then rounded half-up to the minor
 * unit once per posting, as a bank credits or charges whole tiyin: a loan's interest every month,
 * a deposit's at each capitalisation and at the end of the term.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Whole minor units, rounded down: what an amount pays out when a bank gives no more than the
 * money buys (the currency converter). The margin keeps a product like 0.29 × 100 (28.999…) at 29.
 */
export function toMinorDown(amount: number): number {
  return Math.floor(amount * 100 + 1e-6);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Nominal annual rate in per cent -> rate per month, for formulas that need a real number (annuity). */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}

/** A rate is exact to four decimals of a per cent (17.5 % -> 175 000); CMS rates have at most two. */
const PERCENT_SCALE = 10_000;
/** One month of interest is balance · percent / (12 · 100); as a fraction with this denominator. */
const MONTH_DENOMINATOR = BigInt(12 * 100 * PERCENT_SCALE);

/**
 * One month's interest on `balanceMinor`, exact, in 1/MONTH_DENOMINATOR of a minor unit. Several
 * months add up without rounding (bigint: a large balance times a scaled rate passes 2^53).
 */
export function accrueMonth(balanceMinor: number, annualPercent: number): bigint {
  return BigInt(balanceMinor) * BigInt(Math.round(annualPercent * PERCENT_SCALE));
}

/** Accrued interest as posted: whole minor units, half up (interest is never negative). */
export function postInterest(accrued: bigint): number {
  return Number((2n * accrued + MONTH_DENOMINATOR) / (2n * MONTH_DENOMINATOR));
}

/** One month's interest on a balance, posted at once (a loan's monthly interest). */
export function interestFor(balanceMinor: number, annualPercent: number): number {
  return postInterest(accrueMonth(balanceMinor, annualPercent));
}
