import { useId } from 'react';
import type { AmountRange } from '@/lib/calculator/amount-range';
import type { AmountInput } from '@/lib/use-amount-input';

interface AmountFieldProps {
  label: string;
  input: AmountInput;
  range: AmountRange;
  /** "1 000 000 сум", for the hint and the slider's spoken value. */
  format: (amount: number) => string;
  /** Range hint under the field, e.g. "From 1 000 000 сум to 200 000 000 сум". */
  hint: string;
  /** Already translated message, or null when the amount is fine; the results region announces it. */
  error: string | null;
}

/**
 * A typed amount and a slider bound to it. The native range input is keyboard operable
 * (arrows, Page Up/Down, Home/End) and announces the formatted amount through aria-valuetext.
 */
export function AmountField({ label, input, range, format, hint, error }: AmountFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="calc-field amount-field">
      <label className="calc-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="calc-field__input amount-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={input.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => input.setText(event.target.value)}
      />
      <AmountSlider
        label={label}
        input={input}
        range={range}
        format={format}
        hintId={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="calc-field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="calc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type AmountSliderProps = Pick<AmountFieldProps, 'label' | 'input' | 'range' | 'format'> & {
  hintId: string;
};

function AmountSlider({ label, input, range, format, hintId }: AmountSliderProps) {
  return (
    <input
      className="amount-field__slider"
      type="range"
      min={range.min}
      max={range.max}
      step={range.step}
      value={input.sliderValue}
      aria-label={label}
      aria-valuetext={format(input.sliderValue)}
      aria-describedby={hintId}
      onChange={(event) => input.setAmount(Number(event.target.value))}
    />
  );
}
