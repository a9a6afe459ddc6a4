import type { ChangeEvent } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: readonly Option[];
}

function renderOption(option: Option) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

function renderItem(item: Option | OptionGroup) {
  if (!('options' in item)) return renderOption(item);
  return (
    <optgroup key={item.label} label={item.label}>
      {item.options.map(renderOption)}
    </optgroup>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly (Option | OptionGroup)[];
  /** The empty first choice ("Choose…"). */
  placeholder: string;
  /** Controlled when given (a select another one depends on); otherwise `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
}

export function SelectField({
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  disabled,
  ...frame
}: SelectFieldProps) {
  const state = value === undefined ? { defaultValue: defaultValue ?? '' } : { value, onChange };
  return (
    <FieldFrame {...frame}>
      {(ids) => (
        <select
          {...ids}
          {...state}
          name={frame.name}
          required={frame.required}
          disabled={disabled}
          className="form-field__control"
        >
          <option value="">{placeholder}</option>
          {options.map(renderItem)}
        </select>
      )}
    </FieldFrame>
  );
}
