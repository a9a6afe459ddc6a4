import { z } from 'zod';
import { BRANCH_KINDS, BRANCH_SERVICES, REGIONS, WEEKDAYS } from './types';

const time = z.string();

/** Local Tashkent times as "HH:MM"; a close at or before the open runs past midnight. */
export const DayHours = z.object({
  open: time,
  close: time,
  /** A lunch break inside the working day. */
  break: z.object({ from: time, to: time }).nullable(),
});

export const OpeningHours = z.object({
  isAlwaysOpen: z.boolean(),
  /** A missing day is a day off. */
  days: z.partialRecord(z.enum(WEEKDAYS), DayHours),
});

export const Branch = z
  .object({
    id: z.int(),
    /** The same in every language (ids are per language): forms name an office by it. */
    slug: z.string().nullable(),
    kind: z.enum(BRANCH_KINDS),
    name: z.string(),
    /** Null when the CMS names a region this site does not know. */
    region: z.enum(REGIONS).nullable(),
    /** SOATO code of the district or city of regional subordination (src/lib/places), or null. */
    district: z.string().nullable(),
    /** The district's names in uz, Uzbek Cyrillic, ru and en: the finder's text search reads them all. */
    districtNames: z.array(z.string()),
    address: z.string(),
    phone: z.string().nullable(),
    /** Null when the CMS gives no usable hours: no badge is shown then. */
    hours: OpeningHours.nullable(),
    latitude: z.number(),
    longitude: z.number(),
    services: z.array(z.enum(BRANCH_SERVICES)),
  })
  .meta({ id: 'Branch' });
