import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '../types';
import { minutesOf } from './clock-time';

/** Branch hours are local Tashkent time, whatever zone the server or the visitor is in. */
const BRANCH_TIME_ZONE = 'Asia/Tashkent';

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

/**
 * Made at first use: a format with a time zone loads the zone's data, 10–20 ms in a browser that
 * would otherwise join the evaluation of every page's shared chunk (issue 24).
 */
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** Minutes since Monday 00:00 in Tashkent at the given instant. */
function tashkentMinuteOfWeek(now: Date): number {
  weekdayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRANCH_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(weekdayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  const day = WEEKDAYS.indexOf((parts.weekday ?? '').toLowerCase().slice(0, 3) as Weekday);
  return day * DAY + (Number(parts.hour) % 24) * 60 + Number(parts.minute);
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
