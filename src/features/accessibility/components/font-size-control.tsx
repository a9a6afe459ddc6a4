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
  const limitProps = (isAtLimit: boolean) => ({
    'aria-disabled': isAtLimit || undefined,
    'aria-describedby': isAtLimit ? limitId : undefined,
  });
  return (
    <div className="a11y-setting">
      <span id={labelId} className="a11y-setting__label">
        {t('accessibility.fontSize')}
      </span>
      <div className="a11y-setting__buttons" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className="a11y-button"
          aria-label={t('accessibility.fontSmaller')}
          {...limitProps(isSmallest)}
          onClick={() => dispatch(fontDecreased())}
        >
          A−
        </button>
        <button
          type="button"
          className="a11y-button"
          aria-label={t('accessibility.fontReset')}
          {...limitProps(isSmallest)}
          onClick={() => dispatch(fontReset())}
        >
          A
        </button>
        <button
          type="button"
          className="a11y-button"
          aria-label={t('accessibility.fontLarger')}
          {...limitProps(isLargest)}
          onClick={() => dispatch(fontIncreased())}
        >
          A+
        </button>
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
