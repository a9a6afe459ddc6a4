import type { z } from 'zod';
import type * as S from './schemas.server';

/** Google's JobPosting employment types, in the CMS's lower-case spelling (`full_time`). */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contractor',
  'temporary',
  'intern',
  'volunteer',
  'per_diem',
  'other',
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export type Vacancy = z.infer<typeof S.Vacancy>;
