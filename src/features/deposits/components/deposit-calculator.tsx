import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { CalculatorFrame } from '@/components/calculator-frame';
import { ChoiceGroup } from '@/components/choice-group';
import { ResultList } from '@/components/result-list';
import { termOptions } from '@/lib/calculator/term-options';
import { formatPercent, parseAmount } from '@/lib/format/number';
import { formatTerm } from '@/lib/format/term';
import { useAmountInput } from '@/lib/use-amount-input';
import { useAmountText } from '@/lib/use-amount-text';
import { calculateDeposit, type Capitalisation } from '../lib/deposit-income';
import { depositDefaults, depositRange, hasCapitalisation, type DepositDefaults } from '../lib/deposit-terms';
import type { Deposit } from '../types';
import { DepositGrowth } from './deposit-growth';
import { TopUpField } from './top-up-field';

export function DepositCalculator({ deposit }: { deposit: Deposit }) {
  const defaults = depositDefaults(deposit);
  return defaults && <CalculatorForm key={deposit.id} deposit={deposit} defaults={defaults} />;
}

function CalculatorForm({ deposit, defaults }: { deposit: Deposit; defaults: DepositDefaults }) {
  const { t } = useTranslation('products');
  const text = useAmountText(deposit.currency);
  const range = depositRange(deposit);
  const terms = termOptions(deposit);
  const amount = useAmountInput(defaults.amount, range);
  const [months, setMonths] = useState(defaults.months);
  const [topUpText, setTopUpText] = useState('');
  const [capitalisation, setCapitalisation] = useState<Capitalisation>(defaults.capitalisation);
  const topUp = topUpText.trim() === '' ? 0 : parseAmount(topUpText);
  const rate = terms.find((term) => term.months === months)?.rate ?? 0;
  const problem = text.problem(amount.problem) ?? (topUp === null ? t('calculator.topUpInvalid') : null);
  const result =
    problem === null && amount.amount !== null && topUp !== null
      ? calculateDeposit({ amount: amount.amount, annualRate: rate, months, monthlyTopUp: topUp, capitalisation })
      : null;
  const items = result
    ? [
        { key: 'rate', label: t('calculator.rate'), value: formatPercent(result.rate) },
        { key: 'income', label: t('calculator.income'), value: text.exact(result.income), isMain: true },
        { key: 'end-sum', label: t('calculator.endSum'), value: text.exact(result.endSum), isMain: true },
        { key: 'contributed', label: t('calculator.contributed'), value: text.exact(result.contributed) },
      ]
    : [];
  return (
    <CalculatorFrame
      title={t('calculator.depositTitle')}
      note={t('calculator.disclaimer')}
      results={<ResultList title={t('calculator.results')} problem={problem} items={items} />}
      form={
        <>
          <AmountField label={t('calculator.initialAmount')} input={amount} range={range} format={text.money} hint={text.hint(range)} error={text.problem(amount.problem)} />
          <ChoiceGroup legend={t('calculator.term')} value={months} onChange={setMonths} choices={terms.map((term) => ({ value: term.months, label: formatTerm(t, term.months) }))} />
          <TopUpField value={topUpText} onChange={setTopUpText} invalid={topUp === null} />
          {hasCapitalisation(deposit) && (
            <ChoiceGroup
              legend={t('calculator.capitalisation')}
              value={capitalisation}
              onChange={setCapitalisation}
              choices={[
                { value: 'monthly', label: t('calculator.capMonthly') },
                { value: 'end', label: t('calculator.capEnd') },
              ]}
            />
          )}
        </>
      }
    >
      {result && <DepositGrowth result={result} text={text} />}
    </CalculatorFrame>
  );
}
