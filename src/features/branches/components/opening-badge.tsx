import { useTranslation } from 'react-i18next';
import type { OpeningHours } from '../types';
import { openingStatus } from '../lib/opening-status';
import { clockText } from '../lib/clock-time';

/** "Open until 18:00" / "Closed, opens tomorrow at 9:00", in Tashkent time. */
export function OpeningBadge({ hours, now }: { hours: OpeningHours; now: number }) {
  const { t } = useTranslation('content');
  const status = openingStatus(hours, new Date(now));
  if (status.state === 'always-open')
    return <p className="opening-badge opening-badge--open">{t('branches.status.alwaysOpen')}</p>;
  if (status.state === 'open')
    return (
      <p className="opening-badge opening-badge--open">
        {t('branches.status.open', { time: clockText(status.closesAt) })}
      </p>
    );
  const { opens } = status;
  const text = !opens
    ? t('branches.status.closed')
    : opens.inDays === 0
      ? t('branches.status.opensToday', { time: clockText(opens.at) })
      : opens.inDays === 1
        ? t('branches.status.opensTomorrow', { time: clockText(opens.at) })
        : t('branches.status.opensOn', {
            day: t(`branches.weekdaysOn.${opens.day}`),
            time: clockText(opens.at),
          });
  return <p className="opening-badge opening-badge--closed">{text}</p>;
}
