/**
 * Calculator arithmetic in integer minor units (tiyin, cents): every monthly amount is rounded
 * half-up to 0.01 once, so the rows of a schedule add up exactly to its totals.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Nominal annual rate in per cent -> rate per month; months are equal (1/12 of a year, no day count). */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}

export function interestFor(balanceMinor: number, rate: number): number {
  return Math.round(balanceMinor * rate);
}
