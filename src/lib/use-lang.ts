import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { Lang } from './lang';
import { localePath } from './paths';

/**
 * The page's language: its i18next instance's, from react-i18next's context (a page's language
 * never changes in place). Not through `useTranslation`, which builds a copy of the instance for
 * each component that calls it, and every link asks for the language.
 */
export function useLang(): Lang {
  return useContext(I18nContext).i18n.language as Lang;
}

/** Builds links in the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
