import { useTranslation } from '@/lib/use-translation';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { localePath } from './paths';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Builds links in the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
