import type { Credit, CreditSummary } from '@/features/credits/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import {
  advantageList,
  entry,
  faqList,
  headlineRate,
  integer,
  media,
  rateList,
  text,
  translations,
} from './fields';

export function mapCreditSummary(record: PlainRecord, lang: Lang): CreditSummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  const rates = rateList(record.percents);
  return {
    ...base,
    name: text(record.name) ?? '',
    image: media(record.image),
    rates,
    headlineRate: headlineRate(rates),
    termMonths: integer(record.period),
  };
}

export function mapCredit(record: PlainRecord, lang: Lang): Credit | null {
  const summary = mapCreditSummary(record, lang);
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
