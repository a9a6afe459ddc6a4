import type { Lang } from '../lang';
import { formatDate } from './date';
import { formatNumber } from './number';
import { formatPercent } from './percent';

/**
 * The formatters a page in `lang` uses, each made in a task of its own before hydration: the
 * first Intl formatter of a locale or time zone loads ICU data, 10–20 ms in a browser, which
 * would otherwise fall inside one component's render, where React cannot yield (issue 24).
 */
export const FORMAT_WARM_UPS: ((lang: Lang) => unknown)[] = [
  (lang) => formatDate('2000-01-01', lang),
  () => formatNumber(0),
  (lang) => formatPercent(0, lang),
];
