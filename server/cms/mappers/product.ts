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

/** What deposits and credits share in a list: name, image, rate table and headline rate, term. */
export function productSummary(record: PlainRecord, lang: Lang) {
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

/** What deposits and credits share on their detail page. */
export function productDetails(record: PlainRecord, locale: Lang) {
  return {
    contract: media(record.contract),
    infoList: text(record.infolist),
    faq: faqList(record.faq),
    advantages: advantageList(record.advantages),
    translations: translations(record, locale),
  };
}
