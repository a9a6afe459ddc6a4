import { useTranslation } from 'react-i18next';
import type { DayHours, OpeningHours } from '../types';
import { weekRows } from '../lib/week-rows';
import { clockText, minutesOf } from '../lib/clock-time';

const time = (value: string) => clockText(minutesOf(value) ?? 0);

/** The weekly hours (of a place not open around the clock) as short rows: "Mon–Fri 9:00–18:00, break 13:00–14:00". */
export function WeekHours({ hours }: { hours: OpeningHours }) {
  const { t } = useTranslation('content');
  const describe = (day: DayHours | null) =>
    day
      ? [
          `${time(day.open)}–${time(day.close)}`,
          day.break
            ? t('branches.hours.break', { from: time(day.break.from), to: time(day.break.to) })
            : null,
        ]
          .filter(Boolean)
          .join(', ')
      : t('branches.hours.closed');
  return (
    <dl className="week-hours" aria-label={t('branches.hours.title')}>
      {weekRows(hours).map((row) => (
        <div key={row.from} className="week-hours__row">
          <dt>
            {t(`branches.weekdays.${row.from}`)}
            {row.to !== row.from && `–${t(`branches.weekdays.${row.to}`)}`}
          </dt>
          <dd>{describe(row.hours)}</dd>
        </div>
      ))}
    </dl>
  );
}
