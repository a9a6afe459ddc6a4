import { useId, type ReactNode } from 'react';

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Already translated. */
  error?: string;
  className?: string;
}

interface ControlIds {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Label, hint and message around one control, wired for screen readers. */
export function FieldFrame(
  props: FieldProps & { children: (ids: ControlIds) => ReactNode; asGroup?: boolean },
) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', props.error && 'form-field--invalid', props.className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="form-field__label" htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
      })}
      {props.hint && (
        <p className="form-field__hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="form-field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
