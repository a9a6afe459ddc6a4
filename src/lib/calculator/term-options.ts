import type { Rate } from '@/lib/content-types';

export interface TermOption {
  months: number;
  /** Per cent per year for this term. */
  rate: number;
}

interface Priced {
  rates: Rate[];
  termMonths: number | null;
  headlineRate: number | null;
}

/** A product's terms (`percents[].period`), one per month count, in CMS order; the headline term when none is given. */
export function termOptions(product: Priced): TermOption[] {
  const options = new Map<number, number>();
  for (const rate of product.rates)
    if (rate.months !== null && rate.months > 0) options.set(rate.months, rate.percent);
  if (options.size === 0 && product.termMonths && product.headlineRate !== null) {
    options.set(product.termMonths, product.headlineRate);
  }
  return [...options].map(([months, rate]) => ({ months, rate }));
}
