import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { CalculatorFrame } from '@/components/calculator-frame';
import { ChoiceGroup } from '@/components/choice-group';
import { ResultList, type ResultItem } from '@/components/result-list';
import { usePercent } from '@/lib/use-percent';
import { formatTerm } from '@/lib/format/term';
import type { AmountText } from '@/lib/use-amount-text';
import { depositDefaults, type DepositDefaults } from '../lib/deposit-terms';
import type { Deposit, TopUps } from '../types';
import { useDepositCalculator } from '../use-deposit-calculator';
import { DepositGrowth } from './deposit-growth';
import { TopUpField } from './top-up-field';

export function DepositCalculator({ deposit }: { deposit: Deposit }) {
  const defaults = depositDefaults(deposit);
  return defaults && <CalculatorForm key={deposit.id} deposit={deposit} defaults={defaults} />;
}

function CalculatorForm({ deposit, defaults }: { deposit: Deposit; defaults: DepositDefaults }) {
  const { t } = useTranslation('products');
  const calc = useDepositCalculator(deposit, defaults);
  const percent = usePercent();
  const { text, result } = calc;
  const items: ResultItem[] = result
    ? [
        { key: 'rate', label: t('calculator.rate'), value: percent(result.rate) },
        {
          key: 'income',
          label: t('calculator.income'),
          value: text.exact(result.income),
          isMain: true,
        },
        {
          key: 'end-sum',
          label: t('calculator.endSum'),
          value: text.exact(result.endSum),
          isMain: true,
        },
        {
          key: 'contributed',
          label: t('calculator.contributed'),
          value: text.exact(result.contributed),
        },
      ]
    : [];
  return (
    <CalculatorFrame
      title={t('calculator.depositTitle')}
      note={t('calculator.disclaimer')}
      results={
        <ResultList
          title={t('calculator.results')}
          problem={calc.problem}
          items={items}
          conditions={conditionsNote(deposit, text, t)}
        />
      }
      form={
        <>
          <AmountField
            label={t('calculator.initialAmount')}
            input={calc.amount}
            range={calc.range}
            format={text.money}
            hint={text.hint(calc.range)}
            error={text.problem(calc.amount.problem)}
          />
          <ChoiceGroup
            legend={t('calculator.term')}
            value={calc.months}
            onChange={calc.setMonths}
            choices={calc.terms.map((term) => ({
              value: term.months,
              label: formatTerm(t, term.months),
            }))}
          />
          {deposit.topUps && (
            <TopUpField
              value={calc.topUpText}
              onChange={calc.setTopUpText}
              invalid={!calc.isTopUpValid}
            />
          )}
        </>
      }
    >
      {result && <DepositGrowth result={result} text={text} />}
    </CalculatorFrame>
  );
}

/** The conditions the figures follow, e.g. "Interest added to the deposit quarterly · top-ups at any time, from 100 000 sum". */
function conditionsNote(deposit: Deposit, text: AmountText, t: TFunction): string {
  const { topUps } = deposit;
  const from = topUps?.minAmount
    ? `, ${t('calculator.conditions.topUpFrom', { amount: text.money(topUps.minAmount) })}`
    : '';
  return `${t(`calculator.conditions.${deposit.capitalisation}`)} · ${topUpWindow(topUps, t)}${from}`;
}

function topUpWindow(topUps: TopUps | null, t: TFunction): string {
  if (!topUps) return t('calculator.conditions.noTopUps');
  if (topUps.months === null) return t('calculator.conditions.topUpsAnyTime');
  // "The first month" has its own words: "the first 1 month" reads wrong, and Russian plural forms
  // group 1 with 21 and 31.
  if (topUps.months === 1) return t('calculator.conditions.topUpsFirstMonth');
  return t('calculator.conditions.topUpsFirstMonths', { count: topUps.months });
}
