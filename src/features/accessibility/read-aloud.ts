import { chooseSpeechVoice } from './speech-voice';

/** Selections change on every pointer move; read only once the visitor has stopped selecting. */
const SELECTION_SETTLE_MS = 300;

export const canSpeak = () => 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

export interface ReadAloud {
  setEnabled(isOn: boolean): void;
}

/**
 * §4 voice: with voice on, the selected text is read aloud with the Web Speech API in the page's
 * language; a new selection replaces what is being read, turning voice off stops it.
 */
export function createReadAloud(synth: SpeechSynthesis): ReadAloud {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastText = '';
  const speakSelection = () => {
    const text = String(document.getSelection() ?? '').trim();
    if (text === lastText) return;
    lastText = text;
    if (!text) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    const { lang, voice } = chooseSpeechVoice(document.documentElement.lang, synth.getVoices());
    utterance.lang = lang;
    if (voice) utterance.voice = voice;
    synth.speak(utterance);
  };
  const onSelectionChange = () => {
    clearTimeout(timer);
    timer = setTimeout(speakSelection, SELECTION_SETTLE_MS);
  };
  let isEnabled = false;
  return {
    setEnabled(isOn) {
      if (isOn === isEnabled) return;
      isEnabled = isOn;
      if (isOn) {
        document.addEventListener('selectionchange', onSelectionChange);
        return;
      }
      document.removeEventListener('selectionchange', onSelectionChange);
      clearTimeout(timer);
      lastText = '';
      synth.cancel();
    },
  };
}
