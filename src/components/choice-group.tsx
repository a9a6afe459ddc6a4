import { useId } from 'react';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

interface ChoiceGroupProps<V extends string | number> {
  legend: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A set of radio buttons drawn as selectable chips; arrow keys move between them natively. */
export function ChoiceGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="calc-field choice-group">
      <legend className="calc-field__label">{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
