import { useTranslation } from 'react-i18next';
import type { Lang } from './lang';
import { localePath } from './paths';

/** The page's language: its i18next instance's (a page's language never changes in place). */
export function useLang(): Lang {
  return useTranslation().i18n.language as Lang;
}

/** Builds links in the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
