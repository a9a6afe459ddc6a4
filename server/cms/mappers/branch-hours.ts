import { WEEKDAYS, type DayHours, type OpeningHours } from '@/features/branches/types';
import { minutesOf } from '@/features/branches/lib/clock-time';
import type { PlainRecord, PlainValue } from '../normalize';
import { recordOf, text } from './fields';

const isTime = (value: PlainValue | undefined): value is string =>
  typeof value === 'string' && minutesOf(value) !== null;

/** One weekday: `null` (or absent) is a day off; undefined means the entry is malformed. */
function dayHours(value: PlainValue | undefined): DayHours | null | undefined {
  if (value === null || value === undefined) return null;
  const day = recordOf(value);
  if (!day || !isTime(day.open) || !isTime(day.close)) return undefined;
  const pause = day.break;
  if (pause === null || pause === undefined)
    return { open: day.open, close: day.close, break: null };
  const lunch = recordOf(pause);
  if (!lunch || !isTime(lunch.from) || !isTime(lunch.to)) return undefined;
  return { open: day.open, close: day.close, break: { from: lunch.from, to: lunch.to } };
}

/**
 * `always_open` and the `hours` JSON (docs/cms-contract.md). Hours with any malformed day are
 * dropped whole: a wrong "closed" badge is worse than none.
 */
export function openingHours(record: PlainRecord): OpeningHours | null {
  const isAlwaysOpen = record.always_open === true || text(record.always_open) === 'true';
  const source = recordOf(record.hours);
  if (!source) return isAlwaysOpen ? { isAlwaysOpen, days: {} } : null;
  const days: OpeningHours['days'] = {};
  for (const day of WEEKDAYS) {
    const hours = dayHours(source[day]);
    if (hours === undefined) return isAlwaysOpen ? { isAlwaysOpen, days: {} } : null;
    if (hours) days[day] = hours;
  }
  return { isAlwaysOpen, days };
}
