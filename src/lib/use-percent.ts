import { formatPercent } from './format/percent';
import { useLang } from './use-lang';

/** Per cent in the page's language. */
export function usePercent(): (value: number) => string {
  const lang = useLang();
  return (value) => formatPercent(value, lang);
}
