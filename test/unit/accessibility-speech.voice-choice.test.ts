import { expect } from 'chai';
import { chooseSpeechVoice } from '../../src/features/accessibility/speech-voice';

const voice = (lang: string, name = lang) => ({ lang, name });

describe('read-aloud voice choice (§4, §9 ru-RU)', () => {
  const installed = [voice('en-US'), voice('ru-RU'), voice('de-DE')];

  it('reads Russian pages with a Russian voice', () => {
    expect(chooseSpeechVoice('ru', installed)).to.deep.equal({
      lang: 'ru-RU',
      voice: voice('ru-RU'),
    });
  });

  it('reads English pages with an English voice where one is installed', () => {
    expect(chooseSpeechVoice('en', installed)).to.deep.equal({
      lang: 'en-US',
      voice: voice('en-US'),
    });
  });

  it('falls back to Russian for Uzbek when no Uzbek voice is installed', () => {
    expect(chooseSpeechVoice('uz', installed)).to.deep.equal({
      lang: 'ru-RU',
      voice: voice('ru-RU'),
    });
  });

  it('uses an installed Uzbek voice, whatever its tag spelling', () => {
    expect(chooseSpeechVoice('uz', [...installed, voice('uz_UZ', 'Madina')])).to.deep.equal({
      lang: 'uz_UZ',
      voice: voice('uz_UZ', 'Madina'),
    });
  });

  it('falls back to ru-RU when the page language has no voice', () => {
    expect(chooseSpeechVoice('en', [voice('ru-RU')])).to.deep.equal({
      lang: 'ru-RU',
      voice: voice('ru-RU'),
    });
  });

  it('asks by language tag while the browser has not listed its voices yet', () => {
    expect(chooseSpeechVoice('en', [])).to.deep.equal({ lang: 'en-GB' });
    expect(chooseSpeechVoice('ru', [])).to.deep.equal({ lang: 'ru-RU' });
    expect(chooseSpeechVoice('uz', [])).to.deep.equal({ lang: 'ru-RU', voice: undefined });
  });
});
