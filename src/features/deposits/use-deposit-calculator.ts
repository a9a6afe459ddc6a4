import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { termOptions } from '@/lib/calculator/term-options';
import { useAmountInput } from '@/lib/use-amount-input';
import { useAmountText } from '@/lib/use-amount-text';
import { calculateDeposit } from './lib/deposit-income';
import { depositRange, topUpMonths, topUpProblem, type DepositDefaults } from './lib/deposit-terms';
import type { Deposit } from './types';

/** The deposit calculator's inputs and the result they give under the product's conditions, or why there is none. */
export function useDepositCalculator(deposit: Deposit, defaults: DepositDefaults) {
  const { t } = useTranslation('products');
  const text = useAmountText(deposit.currency);
  const range = depositRange(deposit);
  const terms = termOptions(deposit);
  const amount = useAmountInput(defaults.amount, range);
  const [months, setMonths] = useState(defaults.months);
  const [topUpText, setTopUpText] = useState('');
  // A deposit without top-ups has no field for them, so nothing typed earlier may count.
  const topUp = !deposit.topUps || topUpText.trim() === '' ? 0 : text.parse(topUpText);
  const rate = terms.find((term) => term.months === months)?.rate ?? 0;
  const topUpBelow = topUp === null ? null : topUpProblem(deposit.topUps, topUp);
  const problem =
    text.problem(amount.problem) ??
    (topUp === null
      ? t('calculator.topUpInvalid')
      : topUpBelow && t('calculator.topUpBelowMinimum', { amount: text.money(topUpBelow.limit) }));
  const result =
    problem === null && amount.amount !== null && topUp !== null
      ? calculateDeposit({
          amount: amount.amount,
          annualRate: rate,
          months,
          monthlyTopUp: topUp,
          topUpMonths: topUpMonths(deposit.topUps, months),
          capitalisation: deposit.capitalisation,
        })
      : null;
  return {
    text,
    range,
    terms,
    amount,
    problem,
    result,
    months,
    setMonths,
    topUpText,
    setTopUpText,
    isTopUpValid: topUp !== null && topUpBelow === null,
  };
}
