import type { Vacancy } from '@/features/vacancies/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, text, translations } from './fields';

export function mapVacancy(record: PlainRecord, lang: Lang): Vacancy | null {
  const base = entry(record, lang);
  if (!base) return null;
  return {
    ...base,
    title: text(record.title) ?? '',
    description: text(record.description),
    location: text(record.location),
    region: text(record.region),
    employment: text(record.employment),
    translations: translations(record, base.locale),
  };
}
