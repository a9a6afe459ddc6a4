import { useLang } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import type { AmountProblem, AmountRange } from './calculator/amount-range';
import type { CompactUnits } from './format/number';
import { formatCompact, formatNumber, parseAmount } from './format/number';
import type { CurrencyCode } from './format/money';
import { useMoney } from './use-money';

export interface AmountText {
  money: (amount: number) => string;
  /** With two decimals, for computed results. */
  exact: (amount: number) => string;
  /** Two decimals and no currency, for table cells under a caption that names it. */
  cell: (amount: number) => string;
  /** Reads an amount typed in the page's language; null when it is not a number. */
  parse: (text: string) => number | null;
  /** The currency as written after amounts: the word for sum, $, or the code. */
  unit: string;
  hint: (range: AmountRange) => string;
  problem: (problem: AmountProblem | null) => string | null;
  tick: (value: number) => string;
}

/** The words calculators put around amounts in one currency: hints, rejections, axis labels. */
export function useAmountText(currency: CurrencyCode): AmountText {
  const { t } = useTranslation('products');
  const lang = useLang();
  const format = useMoney();
  const money = (amount: number) => format(amount, currency);
  const units: CompactUnits = {
    thousand: t('calculator.units.thousand'),
    million: t('calculator.units.million'),
    billion: t('calculator.units.billion'),
  };
  return {
    money,
    exact: (amount) => format(amount, currency, { fractionDigits: 2 }),
    cell: (amount) => formatNumber(amount, lang, 2),
    parse: (typed) => parseAmount(typed, lang),
    unit: currency === 'UZS' ? t('common:currency.sum') : currency === 'USD' ? '$' : currency,
    hint: (range) => t('calculator.range', { min: money(range.min), max: money(range.max) }),
    problem: (problem) =>
      problem &&
      t(`calculator.${problem.code}`, { amount: 'limit' in problem ? money(problem.limit) : '' }),
    tick: (value) => formatCompact(value, units, lang),
  };
}
