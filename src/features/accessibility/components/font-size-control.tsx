import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fontDecreased, fontIncreased, fontReset, selectSettings } from '../accessibility-slice';
import { MAX_FONT_LEVEL, MIN_FONT_LEVEL } from '../types';

/** §5 font size: '+' up to level 3, '−' down to 0, and a reset to the normal size. */
export function FontSizeControl() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { fontLevel } = useAppSelector(selectSettings);
  const labelId = useId();
  const limitId = useId();
  const isSmallest = fontLevel <= MIN_FONT_LEVEL;
  const isLargest = fontLevel >= MAX_FONT_LEVEL;
  const buttons = [
    {
      text: 'A−',
      label: 'accessibility.fontSmaller',
      isAtLimit: isSmallest,
      action: fontDecreased,
    },
    { text: 'A', label: 'accessibility.fontReset', isAtLimit: isSmallest, action: fontReset },
    { text: 'A+', label: 'accessibility.fontLarger', isAtLimit: isLargest, action: fontIncreased },
  ] as const;
  return (
    <div className="a11y-setting">
      <span id={labelId} className="a11y-setting__label">
        {t('accessibility.fontSize')}
      </span>
      <div className="a11y-setting__buttons" role="group" aria-labelledby={labelId}>
        {buttons.map((button) => (
          // aria-disabled rather than disabled: the button keeps focus and says why it does nothing.
          <button
            key={button.text}
            type="button"
            className="a11y-button"
            aria-label={t(button.label)}
            aria-disabled={button.isAtLimit || undefined}
            aria-describedby={button.isAtLimit ? limitId : undefined}
            onClick={() => dispatch(button.action())}
          >
            {button.text}
          </button>
        ))}
        <span className="a11y-setting__level">
          {t('accessibility.fontLevel', { level: fontLevel, max: MAX_FONT_LEVEL })}
        </span>
      </div>
      {(isSmallest || isLargest) && (
        <p id={limitId} className="a11y-setting__hint">
          {t(isLargest ? 'accessibility.fontLargest' : 'accessibility.fontNormal')}
        </p>
      )}
    </div>
  );
}
