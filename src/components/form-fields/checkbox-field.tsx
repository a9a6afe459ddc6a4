import { useId } from 'react';

interface CheckboxFieldProps {
  name: string;
  label: string;
  defaultChecked?: boolean;
  error?: string;
}

export function CheckboxField({ name, label, defaultChecked, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'form-check form-check--invalid' : 'form-check'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="form-check__box"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="form-check__label">
        {label}
      </label>
      {error && (
        <p className="form-field__error form-check__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
