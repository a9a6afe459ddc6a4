import { EMPLOYMENT_TYPES, type EmploymentType, type Vacancy } from '@/features/vacancies/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, text, translations } from './fields';

/** An unknown type is left unsaid rather than guessed. */
function employmentType(value: string | null): EmploymentType | null {
  const type = value?.trim().toLowerCase();
  return EMPLOYMENT_TYPES.find((known) => known === type) ?? null;
}

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
    employmentType: employmentType(text(record.employment_type)),
    publishedAt: text(record.publishedAt),
    translations: translations(record, base.locale),
  };
}
