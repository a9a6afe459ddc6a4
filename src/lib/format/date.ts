import type { Lang } from '../lang';

const LOCALES: Record<Exclude<Lang, 'uz'>, string> = { en: 'en-GB', ru: 'ru-RU' };

/**
 * Uzbek month names written out, because browsers built without full ICU data (Debian's Chromium
 * among them) print "2026 M11 10" for `uz`, which would also differ from the server's text.
 */
const UZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];

/**
 * Made once per language, at first use: a formatter costs far more to create than to use (ICU
 * data), and at the module's top level it joined the evaluation of every page's shared chunk.
 */
const longDates = new Map<keyof typeof LOCALES, Intl.DateTimeFormat>();

function longDate(lang: keyof typeof LOCALES): Intl.DateTimeFormat {
  let format = longDates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(lang, format);
  }
  return format;
}

/** Formats an ISO date (2025-06-30) as a long date in the page language; UTC so server and browser agree. */
export function formatDate(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'uz')
    return `${date.getUTCDate()}-${UZ_MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
  return longDate(lang).format(date);
}
