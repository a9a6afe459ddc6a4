import type { TFunction } from 'i18next';

/**
 * A term in months as people say it: whole years as years (period/12, §3: "3 года", "5 лет"),
 * anything else in months. The plural forms come from i18next's plural rules per language.
 */
export function formatTerm(t: TFunction, months: number): string {
  if (months >= 12 && months % 12 === 0) return t('products:years', { count: months / 12 });
  return t('products:months', { count: months });
}
