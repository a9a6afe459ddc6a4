import type { Lang } from '../lang';

const LOCALES: Record<Lang, string> = { uz: 'uz-Latn-UZ', en: 'en-GB', ru: 'ru-RU' };

/** Formats an ISO date (2025-06-30) as a long date in the page language; UTC so server and browser agree. */
export function formatDate(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
