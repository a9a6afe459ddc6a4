import { useTranslation } from '@/lib/use-translation';
import type { Lang } from './lang';
import { localePath } from './paths';

export function useLang(): Lang {
  return useTranslation().lang;
}

/** Builds links in the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
