import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '../types';
import { minutesOf } from './clock-time';

/**
 * Branch hours are local Tashkent time, whatever zone the server or the visitor is in: UTC+5 all
 * year, with no daylight saving since 1992. Worked out without Intl's time zones, whose data a
 * browser loads in one long task at first use, during hydration (issue 24); held to Intl's
 * Asia/Tashkent by test/unit/format.intl-parity.test.ts.
 */
const TASHKENT_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;

const DAY = 24 * 60;
const WEEK = 7 * DAY;

export type OpeningStatus =
  | { state: 'always-open' }
  | { state: 'open'; closesAt: number }
  | {
      state: 'closed';
      /** Minutes since midnight and how many days ahead (0 today, 1 tomorrow); null if never. */
      opens: { day: Weekday; at: number; inDays: number } | null;
    };

interface Interval {
  start: number;
  end: number;
}

/** Minutes since Monday 00:00 in Tashkent at the given instant. */
export function tashkentMinuteOfWeek(now: Date): number {
  const local = new Date(now.getTime() + TASHKENT_UTC_OFFSET_MS);
  const mondayFirst = (local.getUTCDay() + 6) % 7;
  return mondayFirst * DAY + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** A day's working periods in minutes from the start of that day; a late close runs past midnight. */
function dayPeriods(hours: DayHours): Interval[] {
  const open = minutesOf(hours.open);
  let close = minutesOf(hours.close);
  if (open === null || close === null) return [];
  if (close <= open) close += DAY;
  const from = hours.break ? minutesOf(hours.break.from) : null;
  const to = hours.break ? minutesOf(hours.break.to) : null;
  if (from === null || to === null || from <= open || to >= close || to <= from)
    return [{ start: open, end: close }];
  return [
    { start: open, end: from },
    { start: to, end: close },
  ];
}

/** Every working period of the week, repeated one week back and ahead so wrap-arounds need no care. */
function weekIntervals(hours: OpeningHours): Interval[] {
  const once = WEEKDAYS.flatMap((day, index) => {
    const today = hours.days[day];
    return today
      ? dayPeriods(today).map((p) => ({ start: p.start + index * DAY, end: p.end + index * DAY }))
      : [];
  });
  const all = [-WEEK, 0, WEEK].flatMap((shift) =>
    once.map((p) => ({ start: p.start + shift, end: p.end + shift })),
  );
  all.sort((a, b) => a.start - b.start);
  return all.reduce<Interval[]>((merged, next) => {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
    return merged;
  }, []);
}

/** "Open until …" or "closed, opens at …" for a branch at the given instant (Tashkent time). */
export function openingStatus(hours: OpeningHours, now: Date): OpeningStatus {
  if (hours.isAlwaysOpen) return { state: 'always-open' };
  const minute = tashkentMinuteOfWeek(now);
  const intervals = weekIntervals(hours);
  const current = intervals.find((p) => p.start <= minute && minute < p.end);
  if (current) return { state: 'open', closesAt: current.end % DAY };
  const next = intervals.find((p) => p.start > minute);
  if (!next) return { state: 'closed', opens: null };
  const dayIndex = Math.floor(next.start / DAY);
  return {
    state: 'closed',
    opens: {
      day: WEEKDAYS[((dayIndex % 7) + 7) % 7]!,
      at: next.start - dayIndex * DAY,
      inDays: dayIndex - Math.floor(minute / DAY),
    },
  };
}
