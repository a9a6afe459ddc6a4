import type { Transfer, TransferSummary } from '@/features/transfers/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { advantageList, entry, faqList, numeric, picture, text, translations } from './fields';

export function mapTransferSummary(record: PlainRecord, lang: Lang): TransferSummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  const name = text(record.name) ?? '';
  return {
    ...base,
    name,
    summary: text(record.summary),
    image: picture(record.image, name),
    commission: numeric(record.commission),
  };
}

export function mapTransfer(record: PlainRecord, lang: Lang): Transfer | null {
  const summary = mapTransferSummary(record, lang);
  if (!summary) return null;
  return {
    ...summary,
    description: text(record.description),
    faq: faqList(record.faq),
    advantages: advantageList(record.advantages),
    translations: translations(record, summary.locale),
  };
}
