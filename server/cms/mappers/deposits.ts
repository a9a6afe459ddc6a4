import type { Currency, Deposit, DepositSummary } from '@/features/deposits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import {
  advantageList,
  entry,
  faqList,
  headlineRate,
  integer,
  media,
  numeric,
  rateList,
  text,
  translations,
} from './fields';

/** Deposits are called contributions in the CMS content model; only this module knows it. */
export const DEPOSITS_PATH = '/api/contributions';

function currency(value: PlainRecord['currency_type']): Currency {
  const code = text(value)?.trim().toUpperCase();
  // Unknown or empty codes fall back to the national currency, the CMS default.
  return code === 'USD' ? 'USD' : 'UZS';
}

export function mapDepositSummary(record: PlainRecord, lang: Lang): DepositSummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  const rates = rateList(record.percents);
  return {
    ...base,
    name: text(record.name) ?? '',
    image: media(record.image),
    rates,
    headlineRate: headlineRate(rates),
    currency: currency(record.currency_type),
    minAmount: numeric(record.initial_amount),
    termMonths: integer(record.period),
    popularity: numeric(record.popular_status) ?? 0,
  };
}

export function mapDeposit(record: PlainRecord, lang: Lang): Deposit | null {
  const summary = mapDepositSummary(record, lang);
  if (!summary) return null;
  return {
    ...summary,
    contract: media(record.contract),
    infoList: text(record.infolist),
    faq: faqList(record.faq),
    advantages: advantageList(record.advantages),
    translations: translations(record, summary.locale),
  };
}
