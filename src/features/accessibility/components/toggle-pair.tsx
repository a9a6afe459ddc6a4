import { useId } from 'react';

interface TogglePairProps {
  label: string;
  offLabel: string;
  onLabel: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** Why "on" cannot be chosen here; the button stays focusable and says so. */
  unavailableReason?: string;
}

/** Two pressed-state buttons for one setting (normal / greyscale, voice off / on). */
export function TogglePair(props: TogglePairProps) {
  const labelId = useId();
  const reasonId = useId();
  const isUnavailable = Boolean(props.unavailableReason);
  const isOn = props.isOn && !isUnavailable;
  return (
    <div className="a11y-setting">
      <span id={labelId} className="a11y-setting__label">
        {props.label}
      </span>
      <div className="a11y-setting__buttons" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className="a11y-button"
          aria-pressed={!isOn}
          onClick={() => props.onChange(false)}
        >
          {props.offLabel}
        </button>
        <button
          type="button"
          className="a11y-button"
          aria-pressed={isOn}
          aria-disabled={isUnavailable || undefined}
          aria-describedby={isUnavailable ? reasonId : undefined}
          onClick={() => !isUnavailable && props.onChange(true)}
        >
          {props.onLabel}
        </button>
      </div>
      {isUnavailable && (
        <p id={reasonId} className="a11y-setting__hint">
          {props.unavailableReason}
        </p>
      )}
    </div>
  );
}
