import type { HTMLInputTypeAttribute } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

interface TextFieldProps extends FieldProps {
  type?: HTMLInputTypeAttribute;
  defaultValue?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

export function TextField({
  type = 'text',
  defaultValue,
  autoComplete,
  inputMode,
  placeholder,
  rows,
  ...frame
}: TextFieldProps) {
  const common = {
    name: frame.name,
    defaultValue,
    placeholder,
    required: frame.required,
    className: 'form-field__control',
  };
  return (
    <FieldFrame {...frame}>
      {(ids) =>
        rows ? (
          <textarea {...ids} {...common} rows={rows} />
        ) : (
          <input
            {...ids}
            {...common}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
          />
        )
      }
    </FieldFrame>
  );
}
