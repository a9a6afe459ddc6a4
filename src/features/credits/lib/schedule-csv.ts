import type { ScheduleKind, ScheduleRow } from './loan-schedule';

export interface CsvHeaders {
  month: string;
  payment: string;
  principal: string;
  interest: string;
  balance: string;
}

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * RFC 4180 CSV with CRLF line ends, dot decimals and no digit grouping, so spreadsheets read the
 * numbers as numbers; headers in the visitor's language.
 */
export function scheduleCsv(rows: ScheduleRow[], headers: CsvHeaders): string {
  const head = [
    headers.month,
    headers.payment,
    headers.principal,
    headers.interest,
    headers.balance,
  ].map(cell);
  const body = rows.map((row) =>
    [
      String(row.month),
      ...[row.payment, row.principal, row.interest, row.balance].map((value) => value.toFixed(2)),
    ].join(','),
  );
  return `${[head.join(','), ...body].join('\r\n')}\r\n`;
}

/** e.g. `istemol-krediti-annuity-10000000-12m.csv`: the product, the schedule and its inputs. */
export function scheduleFileName(
  slug: string,
  kind: ScheduleKind,
  amount: number,
  months: number,
): string {
  const safeSlug = slug.replace(/[^a-z0-9-]+/gi, '-').toLowerCase() || 'credit';
  return `${safeSlug}-${kind}-${Math.round(amount)}-${months}m.csv`;
}
