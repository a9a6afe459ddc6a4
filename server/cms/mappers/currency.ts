import type { CurrencyRate } from '@/features/currency/types';
import type { PlainRecord } from '../normalize';
import { numeric, text } from './fields';

/** A row lacking its code or one of its three rates cannot fill the table, so it is dropped. */
export function mapCurrencyRate(record: PlainRecord): CurrencyRate | null {
  const code = text(record.code)?.trim().toUpperCase();
  const cbRate = numeric(record.cb_rate);
  const buy = numeric(record.purchase);
  const sell = numeric(record.sale);
  if (!code || cbRate === null || buy === null || sell === null) return null;
  return {
    code,
    name: text(record.name) ?? code,
    branch: text(record.branch),
    cbRate,
    buy,
    sell,
    date: text(record.date) ?? '',
  };
}
