import type { z } from 'zod';
import type * as S from './schemas.server';

/** Stable codes: URL filters, CMS values and locale keys all use them; labels live in locales. */
export const BRANCH_KINDS = ['branch', 'atm', 'exchange'] as const;
export type BranchKind = (typeof BRANCH_KINDS)[number];

export const BRANCH_SERVICES = [
  'currency-exchange',
  'cash-in',
  'cards',
  'loans',
  'deposits',
  'legal-entities',
  '24-7',
  'step-free',
] as const;
export type BranchService = (typeof BRANCH_SERVICES)[number];

/** Uzbekistan's twelve regions, the Republic of Karakalpakstan and the city of Tashkent. */
export const REGIONS = [
  'tashkent-city',
  'tashkent',
  'andijan',
  'bukhara',
  'fergana',
  'jizzakh',
  'kashkadarya',
  'khorezm',
  'namangan',
  'navoi',
  'samarkand',
  'surkhandarya',
  'syrdarya',
  'karakalpakstan',
] as const;
export type Region = (typeof REGIONS)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type DayHours = z.infer<typeof S.DayHours>;
export type OpeningHours = z.infer<typeof S.OpeningHours>;
export type Branch = z.infer<typeof S.Branch>;
