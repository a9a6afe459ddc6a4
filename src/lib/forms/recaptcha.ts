import type { Lang } from '../lang';

/** reCAPTCHA has no Uzbek; Russian is the second language most Uzbek-speaking visitors read. */
const WIDGET_LANGUAGE: Readonly<Record<Lang, string>> = { uz: 'ru', en: 'en', ru: 'ru' };

export function recaptchaLanguage(lang: Lang): string {
  return WIDGET_LANGUAGE[lang];
}
