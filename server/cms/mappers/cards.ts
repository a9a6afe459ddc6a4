import type { Card, CardSummary } from '@/features/cards/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { advantageList, entry, faqList, numeric, picture, text, translations } from './fields';

export function mapCardSummary(record: PlainRecord, lang: Lang): CardSummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  const name = text(record.name) ?? '';
  return {
    ...base,
    name,
    image: picture(record.image, name),
    issuePrice: numeric(record.create_price),
    minBalance: numeric(record.deposite_price),
  };
}

export function mapCard(record: PlainRecord, lang: Lang): Card | null {
  const summary = mapCardSummary(record, lang);
  if (!summary) return null;
  return {
    ...summary,
    faq: faqList(record.faq),
    advantages: advantageList(record.advantages),
    translations: translations(record, summary.locale),
  };
}
