import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import {
  advantageList,
  entry,
  faqList,
  headlineRate,
  integer,
  documentFile,
  picture,
  rateList,
  text,
  translations,
} from './fields';

/** What deposits and credits share in a list: name, image, rate table and headline rate, term. */
export function productSummary(record: PlainRecord, lang: Lang) {
  const base = entry(record, lang);
  if (!base) return null;
  const rates = rateList(record.percents);
  const name = text(record.name) ?? '';
  return {
    ...base,
    name,
    image: picture(record.image, name),
    rates,
    headlineRate: headlineRate(rates),
    termMonths: integer(record.period),
  };
}

/** What deposits and credits share on their detail page. */
export function productDetails(record: PlainRecord, locale: Lang) {
  return {
    contract: documentFile(record.contract, record.contract_title),
    infoList: text(record.infolist),
    faq: faqList(record.faq),
    advantages: advantageList(record.advantages),
    translations: translations(record, locale),
  };
}
