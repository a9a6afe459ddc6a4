import type { Currency, Deposit, DepositSummary } from '@/features/deposits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { numeric, text } from './fields';
import { productDetails, productSummary } from './product';

function currency(value: PlainRecord['currency_type']): Currency {
  const code = text(value)?.trim().toUpperCase();
  // Unknown or empty codes fall back to the national currency, the CMS default.
  return code === 'USD' ? 'USD' : 'UZS';
}

export function mapDepositSummary(record: PlainRecord, lang: Lang): DepositSummary | null {
  const summary = productSummary(record, lang);
  if (!summary) return null;
  return {
    ...summary,
    currency: currency(record.currency_type),
    minAmount: numeric(record.initial_amount),
    popularity: numeric(record.popular_status) ?? 0,
  };
}

export function mapDeposit(record: PlainRecord, lang: Lang): Deposit | null {
  const summary = mapDepositSummary(record, lang);
  return summary && { ...summary, ...productDetails(record, summary.locale) };
}
