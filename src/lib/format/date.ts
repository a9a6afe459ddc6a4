import type { Lang } from '../lang';

/**
 * Long dates as Intl writes them in en-GB and ru-RU ("10 November 2026", "10 ноября 2026 г."),
 * written without Intl: a page's first Intl formatter loads ICU's data in one long task during
 * hydration (issue 24). Held to Intl's output by test/unit/format.intl-parity.test.ts. Uzbek is
 * written out for another reason: browsers built without full ICU data (Debian's Chromium among
 * them) print "2026 M11 10" for `uz`, which would also differ from the server's text.
 */
const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  uz: [
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
  ],
};

const WRITTEN: Readonly<Record<Lang, (day: number, month: string, year: number) => string>> = {
  en: (day, month, year) => `${day} ${month} ${year}`,
  ru: (day, month, year) => `${day} ${month} ${year} г.`,
  uz: (day, month, year) => `${day}-${month}, ${year}`,
};

/** Formats an ISO date (2025-06-30) as a long date in the page language; UTC so server and browser agree. */
export function formatDate(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  const month = MONTHS[lang][date.getUTCMonth()]!;
  return WRITTEN[lang](date.getUTCDate(), month, date.getUTCFullYear());
}
