/**
 * The site groups digits the Russian way in every language ("1 000 000", with the
 * no-break space Intl uses), as the bank's printed materials do (§3).
 */
const grouping = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return grouping.format(value);
}

export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** Parses CMS amounts written with spaces ("1 000 000"); null when it is not a number. */
export function parseAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}
