import type { Credit, CreditSummary, PaymentScheme } from '@/features/credits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { positive, text } from './fields';
import { productDetails, productSummary } from './product';

/** The CMS `payment_scheme` values (docs/cms-contract.md §3); anything else names no scheme. */
const SCHEMES = new Map<string, readonly PaymentScheme[]>([
  ['annuity', ['annuity']],
  ['differentiated', ['differentiated']],
  ['annuity_or_differentiated', ['annuity', 'differentiated']],
]);

export function mapCreditSummary(record: PlainRecord, lang: Lang): CreditSummary | null {
  return productSummary(record, lang);
}

export function mapCredit(record: PlainRecord, lang: Lang): Credit | null {
  const summary = productSummary(record, lang);
  const schemes = SCHEMES.get(text(record.payment_scheme)?.trim() ?? '') ?? [];
  return (
    summary && {
      ...summary,
      ...productDetails(record, summary.locale),
      paymentSchemes: [...schemes],
      minAmount: positive(record.min_amount),
      maxAmount: positive(record.max_amount),
    }
  );
}
