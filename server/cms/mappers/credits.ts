import type { Credit, CreditSummary } from '@/features/credits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { productDetails, productSummary } from './product';

export function mapCreditSummary(record: PlainRecord, lang: Lang): CreditSummary | null {
  return productSummary(record, lang);
}

export function mapCredit(record: PlainRecord, lang: Lang): Credit | null {
  const summary = productSummary(record, lang);
  return summary && { ...summary, ...productDetails(record, summary.locale) };
}
