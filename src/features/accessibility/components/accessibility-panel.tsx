import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { greyscaleSet, selectSettings, voiceSet } from '../accessibility-slice';
import { useSpeechSupport } from '../use-speech-support';
import { TogglePair } from './toggle-pair';
import { FontSizeControl } from './font-size-control';

/**
 * The accessibility tools (§1, §4): view, read-aloud and font size. Shown in the header's
 * special-features dropdown (§2.5) and in the mobile menu sheet.
 */
export function AccessibilityPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const canSpeak = useSpeechSupport();
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const setVoice = (isOn: boolean) => {
    dispatch(voiceSet(isOn));
    // §8: turning voice on explains how to use it.
    setNotice(isOn ? t('accessibility.voiceNotice') : '');
  };
  return (
    <section className="accessibility-panel" aria-labelledby={headingId}>
      <Heading id={headingId} className="accessibility-panel__title">
        {t('accessibility.title')}
      </Heading>
      <TogglePair
        label={t('accessibility.view')}
        offLabel={t('accessibility.viewNormal')}
        onLabel={t('accessibility.viewGreyscale')}
        isOn={settings.isGreyscale}
        onChange={(isOn) => dispatch(greyscaleSet(isOn))}
      />
      <TogglePair
        label={t('accessibility.voice')}
        offLabel={t('accessibility.voiceOff')}
        onLabel={t('accessibility.voiceOn')}
        isOn={settings.isVoiceOn}
        onChange={setVoice}
        unavailableReason={canSpeak ? undefined : t('accessibility.voiceUnsupported')}
      />
      <FontSizeControl />
      <p className="accessibility-panel__notice" role="status">
        {notice}
      </p>
    </section>
  );
}
