import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '../types';

export interface WeekRow {
  from: Weekday;
  to: Weekday;
  /** Null for days off. */
  hours: DayHours | null;
}

const same = (a: DayHours | null, b: DayHours | null) => JSON.stringify(a) === JSON.stringify(b);

/** Consecutive days with the same hours as one row: "Mon–Fri 9:00–18:00", "Sat–Sun closed". */
export function weekRows(hours: OpeningHours): WeekRow[] {
  const rows: WeekRow[] = [];
  for (const day of WEEKDAYS) {
    const today = hours.days[day] ?? null;
    const last = rows.at(-1);
    if (last && same(last.hours, today)) last.to = day;
    else rows.push({ from: day, to: day, hours: today });
  }
  return rows;
}
