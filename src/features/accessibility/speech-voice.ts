import { isLang } from '@/lib/lang';

/** §9: Russian is the speech language; used whenever the page's own language has no voice. */
const DEFAULT_SPEECH_LANG = 'ru-RU';
const PAGE_SPEECH_LANGS = { uz: 'uz-UZ', en: 'en-GB', ru: 'ru-RU' };

type Voice = Pick<SpeechSynthesisVoice, 'lang'>;

const findVoice = <V extends Voice>(voices: readonly V[], lang: string) =>
  voices.find((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === lang);

/**
 * The language (and voice, when one is installed) to read the page's text in: the page's own
 * language where a voice exists, otherwise Russian (so Uzbek falls back to Russian). Before the
 * browser has listed its voices, English and Russian are asked for by tag and it picks one.
 */
export function chooseSpeechVoice<V extends Voice>(
  pageLang: string,
  voices: readonly V[],
): { lang: string; voice?: V } {
  const lang = isLang(pageLang) ? pageLang : 'ru';
  const own = findVoice(voices, lang);
  if (own) return { lang: own.lang, voice: own };
  if (voices.length === 0 && lang !== 'uz') return { lang: PAGE_SPEECH_LANGS[lang] };
  return { lang: DEFAULT_SPEECH_LANG, voice: findVoice(voices, 'ru') };
}
