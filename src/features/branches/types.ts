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

/** Local Tashkent times as "HH:MM"; a close at or before the open runs past midnight. */
export interface DayHours {
  open: string;
  close: string;
  /** A lunch break inside the working day. */
  break: { from: string; to: string } | null;
}

export interface OpeningHours {
  isAlwaysOpen: boolean;
  /** A missing day is a day off. */
  days: Partial<Record<Weekday, DayHours>>;
}

export interface Branch {
  id: number;
  kind: BranchKind;
  name: string;
  /** Null when the CMS names a region this site does not know. */
  region: Region | null;
  address: string;
  phone: string | null;
  /** Null when the CMS gives no usable hours: no badge is shown then. */
  hours: OpeningHours | null;
  latitude: number;
  longitude: number;
  services: BranchService[];
}
