import { stepFor, type AmountRange } from '@/lib/calculator/amount-range';
import { termOptions } from '@/lib/calculator/term-options';
import type { Capitalisation } from './deposit-income';
import type { Currency, Deposit } from '../types';

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
 * A deposit "has" capitalisation when its own conditions say so: the info list or an advantage
 * names it (капитализация, kapitallashuv, capitalisation). The CMS has no field for it (see
 * docs/cms-contract.md), and a calculator must not offer what the contract does not promise.
 */
const CAPITALISATION_WORDS = /капитализ|kapitallash|kapitaliz|capitali[sz]/i;

export function hasCapitalisation(deposit: Pick<Deposit, 'infoList' | 'advantages'>): boolean {
  const texts = [deposit.infoList ?? '', ...deposit.advantages.flatMap((a) => [a.title, a.text])];
  return texts.some((text) => CAPITALISATION_WORDS.test(text));
}

export interface DepositDefaults {
  amount: number;
  months: number;
  capitalisation: Capitalisation;
}

/** The first view of the calculator; a pure function of the product, so server and browser render the same. */
export function depositDefaults(deposit: Deposit): DepositDefaults | null {
  const terms = termOptions(deposit);
  const last = terms.at(-1);
  if (!last) return null;
  const range = depositRange(deposit);
  return {
    amount: Math.min(range.max, range.min * 10),
    months: last.months,
    capitalisation: hasCapitalisation(deposit) ? 'monthly' : 'end',
  };
}
