import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The optional monthly additional amount; empty means none. */
export function TopUpField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <div className="calc-field">
      <label className="calc-field__label" htmlFor={id}>
        {t('calculator.additionalAmount')}{' '}
        <span className="calc-field__optional">({t('calculator.optional')})</span>
      </label>
      <input
        id={id}
        className="calc-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
