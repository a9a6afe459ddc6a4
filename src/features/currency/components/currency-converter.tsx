import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalculatorFrame } from '@/components/calculator-frame';
import { ChoiceGroup } from '@/components/choice-group';
import { ResultList } from '@/components/result-list';
import { checkAmount, type AmountRange } from '@/lib/calculator/amount-range';
import { formatNumber } from '@/lib/format/number';
import { useAmountText } from '@/lib/use-amount-text';
import { useMoney } from '@/lib/use-money';
import { useLang } from '@/lib/use-lang';
import { convert, converterRates, type Direction } from '../lib/convert';
import type { CurrencyRate } from '../types';

/**
 * What the converter takes, in the currency the visitor gives: past it a branch quotes, and the
 * arithmetic in hundredths stays exact (10^12 sums or 10^9 units × 100 × a rate < 2^53).
 */
const AMOUNTS: Record<Direction, AmountRange> = {
  buy: { min: 0, max: 1_000_000_000_000, step: 1 },
  sell: { min: 0, max: 1_000_000_000, step: 1 },
};

/** Between sums and each listed currency at the bank's own rates; see convert() for which rate applies. */
export function CurrencyConverter({ rates }: { rates: CurrencyRate[] }) {
  const { t } = useTranslation('products');
  const money = useMoney();
  const lang = useLang();
  const options = converterRates(rates);
  const [code, setCode] = useState(() =>
    options.some((r) => r.code === 'USD') ? 'USD' : (options[0]?.code ?? ''),
  );
  const [direction, setDirection] = useState<Direction>('buy');
  const [text, setText] = useState(() => formatNumber(1_000_000, lang));
  const source = direction === 'buy' ? 'UZS' : code;
  const amountText = useAmountText(source);
  const rate = options.find((r) => r.code === code);
  if (!rate) return null;
  const amount = amountText.parse(text);
  const problem = checkAmount(amount, AMOUNTS[direction]);
  const conversion = problem || amount === null ? null : convert(amount, direction, rate);
  const items = conversion
    ? [
        {
          key: 'result',
          label: t('converter.result'),
          value: money(conversion.result, conversion.to, { fractionDigits: 2 }),
          isMain: true,
        },
        {
          key: 'rate',
          label: t('converter.rate'),
          value: t('converter.rateUsed', {
            code,
            rate: money(conversion.rate, 'UZS'),
            kind: t(direction === 'buy' ? 'converter.sellRate' : 'converter.buyRate'),
          }),
        },
      ]
    : [];
  return (
    <CalculatorFrame
      className="converter"
      title={t('converter.title')}
      note={t('converter.explain')}
      results={
        <ResultList
          title={t('converter.result')}
          problem={amountText.problem(problem)}
          items={items}
        />
      }
      form={
        <>
          <ChoiceGroup
            legend={t('converter.direction')}
            value={direction}
            onChange={setDirection}
            choices={[
              { value: 'buy', label: t('converter.buy') },
              { value: 'sell', label: t('converter.sell') },
            ]}
          />
          <CurrencyFields
            options={options}
            code={code}
            onCode={setCode}
            source={source}
            text={text}
            onText={setText}
            isValid={problem === null}
          />
        </>
      }
    />
  );
}

interface CurrencyFieldsProps {
  options: CurrencyRate[];
  code: string;
  onCode: (code: string) => void;
  /** The currency the visitor pays in, named in the amount's label. */
  source: string;
  text: string;
  onText: (text: string) => void;
  isValid: boolean;
}

function CurrencyFields({
  options,
  code,
  onCode,
  source,
  text,
  onText,
  isValid,
}: CurrencyFieldsProps) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <>
      <div className="calc-field">
        <label className="calc-field__label" htmlFor={`${id}-code`}>
          {t('converter.currency')}
        </label>
        <select
          id={`${id}-code`}
          className="calc-field__input"
          value={code}
          onChange={(event) => onCode(event.target.value)}
        >
          {options.map((option) => (
            <option
              key={option.code}
              value={option.code}
            >{`${option.code} — ${option.name}`}</option>
          ))}
        </select>
      </div>
      <div className="calc-field">
        <label
          className="calc-field__label"
          htmlFor={`${id}-amount`}
        >{`${t('converter.give')}, ${source === 'UZS' ? t('common:currency.sum') : source}`}</label>
        <input
          id={`${id}-amount`}
          className="calc-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={!isValid || undefined}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
    </>
  );
}
