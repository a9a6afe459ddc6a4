import type { Lang } from '@/lib/lang';

/** Each language named in itself, as both language lists show it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  uz: 'Oʻzbekcha',
  en: 'English',
  ru: 'Русский',
};

const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** §4: a chosen language is remembered in a cookie for 365 days. */
export function rememberLanguage(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}
