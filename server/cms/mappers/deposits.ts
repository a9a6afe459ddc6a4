import type {
  Capitalisation,
  Currency,
  Deposit,
  DepositSummary,
  TopUps,
} from '@/features/deposits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { integer, numeric, positive, text } from './fields';
import { productDetails, productSummary } from './product';

function currency(value: PlainRecord['currency_type']): Currency {
  const code = text(value)?.trim().toUpperCase();
  // Unknown or empty codes fall back to the national currency, the CMS default.
  return code === 'USD' ? 'USD' : 'UZS';
}

/** Empty or unknown is simple interest: a calculator must never compound what the contract does not. */
function capitalisation(value: PlainRecord['capitalisation']): Capitalisation {
  const code = text(value)?.trim();
  return code === 'monthly' || code === 'quarterly' ? code : 'end';
}

/**
 * `top_ups` says whether and when (docs/cms-contract.md §3). Empty, unknown, or a window without
 * its length is no top-ups: a guessed window would promise income the bank does not pay.
 */
function topUps(record: PlainRecord): TopUps | null {
  const kind = text(record.top_ups)?.trim();
  const months = integer(record.top_up_months);
  const minAmount = positive(record.min_top_up);
  if (kind === 'any_time') return { months: null, minAmount };
  if (kind === 'first_months' && months !== null && months > 0) return { months, minAmount };
  return null;
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
  return (
    summary && {
      ...summary,
      ...productDetails(record, summary.locale),
      capitalisation: capitalisation(record.capitalisation),
      topUps: topUps(record),
    }
  );
}
