/** What a calculator's amount slider and input accept. */
export interface AmountRange {
  min: number;
  max: number;
  step: number;
}

export type AmountProblem =
  | { code: 'notANumber' }
  | { code: 'belowMinimum'; limit: number }
  | { code: 'aboveMaximum'; limit: number };

/** A slider step one order of magnitude below the minimum: 1 000 000 -> 100 000, 100 -> 10. */
export function stepFor(min: number): number {
  return Math.max(1, 10 ** (Math.floor(Math.log10(Math.max(min, 1))) - 1));
}

/** Null when the amount may be calculated; otherwise why not, for a message in the visitor's language. */
export function checkAmount(amount: number | null, range: AmountRange): AmountProblem | null {
  if (amount === null || !Number.isFinite(amount)) return { code: 'notANumber' };
  if (amount < range.min) return { code: 'belowMinimum', limit: range.min };
  if (amount > range.max) return { code: 'aboveMaximum', limit: range.max };
  return null;
}

export function clampToRange(amount: number, range: AmountRange): number {
  return Math.min(range.max, Math.max(range.min, amount));
}
