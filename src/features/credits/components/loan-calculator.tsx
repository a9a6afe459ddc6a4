import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { CalculatorFrame } from '@/components/calculator-frame';
import { ChoiceGroup } from '@/components/choice-group';
import { ResultList, type ResultItem } from '@/components/result-list';
import { termOptions } from '@/lib/calculator/term-options';
import { usePercent } from '@/lib/use-percent';
import { formatTerm } from '@/lib/format/term';
import { useAmountInput } from '@/lib/use-amount-input';
import { useAmountText, type AmountText } from '@/lib/use-amount-text';
import {
  creditDefaults,
  creditRange,
  scheduleChoices,
  type CreditDefaults,
} from '../lib/credit-terms';
import { loanSchedule, type LoanResult, type ScheduleKind } from '../lib/loan-schedule';
import type { Credit } from '../types';
import { LoanSchedule } from './loan-schedule';

/** Credits have no currency field: the bank lends to individuals in sums. */
const CURRENCY = 'UZS';

export function LoanCalculator({ credit }: { credit: Credit }) {
  const defaults = creditDefaults(credit);
  return defaults && <CalculatorForm key={credit.id} credit={credit} defaults={defaults} />;
}

function CalculatorForm({ credit, defaults }: { credit: Credit; defaults: CreditDefaults }) {
  const { t } = useTranslation('products');
  const text = useAmountText(CURRENCY);
  const percent = usePercent();
  const terms = termOptions(credit);
  const kinds = scheduleChoices(credit);
  const range = creditRange(credit);
  const amount = useAmountInput(defaults.amount, range);
  const [months, setMonths] = useState(defaults.months);
  const [kind, setKind] = useState<ScheduleKind>(defaults.kind);
  const rate = terms.find((term) => term.months === months)?.rate ?? 0;
  // Above the credit's own maximum a branch cannot help either: the bank does not lend more.
  const problem =
    amount.problem?.code === 'aboveMaximum' && range.max === credit.maxAmount
      ? t('calculator.loanMaximum', { amount: text.money(range.max) })
      : text.problem(amount.problem);
  const result =
    problem === null && amount.amount !== null
      ? loanSchedule({ amount: amount.amount, annualRate: rate, months, kind })
      : null;
  return (
    <CalculatorFrame
      title={t('calculator.loanTitle')}
      note={t('calculator.disclaimer')}
      results={
        <ResultList
          title={t('calculator.results')}
          problem={problem}
          items={result ? resultItems(result, rate, kind, { text, percent }, t) : []}
          conditions={schemesNote(credit.paymentSchemes, t)}
        />
      }
      form={
        <>
          <AmountField
            label={t('calculator.loanAmount')}
            input={amount}
            range={range}
            format={text.money}
            hint={text.hint(range)}
            error={problem}
          />
          <ChoiceGroup
            legend={t('calculator.term')}
            value={months}
            onChange={setMonths}
            choices={terms.map((term) => ({
              value: term.months,
              label: formatTerm(t, term.months),
            }))}
          />
          {kinds.length > 1 && (
            <ChoiceGroup
              legend={t('calculator.scheduleKind')}
              value={kind}
              onChange={setKind}
              choices={kinds.map((value) => ({ value, label: t(`calculator.${value}`) }))}
            />
          )}
        </>
      }
    >
      {result && (
        <LoanSchedule
          result={result}
          text={text}
          fileName={{ slug: credit.slug, kind, amount: amount.amount ?? 0, months }}
        />
      )}
    </CalculatorFrame>
  );
}

/** The credit's repayment condition in words; nothing when its conditions name no scheme. */
function schemesNote(schemes: Credit['paymentSchemes'], t: TFunction): string | undefined {
  const [first, ...others] = schemes;
  if (!first) return undefined;
  return t(`calculator.schemes.${others.length > 0 ? 'either' : first}`);
}

function resultItems(
  result: LoanResult,
  rate: number,
  kind: ScheduleKind,
  { text, percent }: { text: AmountText; percent: (value: number) => string },
  t: TFunction,
): ResultItem[] {
  const payment =
    kind === 'annuity'
      ? text.exact(result.firstPayment)
      : t('calculator.paymentRange', {
          first: text.exact(result.firstPayment),
          last: text.exact(result.lastPayment),
        });
  return [
    { key: 'rate', label: t('calculator.rate'), value: percent(rate) },
    { key: 'payment', label: t('calculator.monthlyPayment'), value: payment, isMain: true },
    {
      key: 'interest',
      label: t('calculator.totalInterest'),
      value: text.exact(result.totalInterest),
    },
    {
      key: 'overpayment',
      label: t('calculator.overpayment'),
      value: t('calculator.overpaymentValue', {
        percent: percent(result.overpaymentPercent),
      }),
    },
    { key: 'total', label: t('calculator.totalPaid'), value: text.exact(result.totalPaid) },
  ];
}
