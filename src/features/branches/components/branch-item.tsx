import { useLang } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/icons/link-icons';
import { formatNumber } from '@/lib/format/number';
import type { Branch } from '../types';
import { OpeningBadge } from './opening-badge';
import { WeekHours } from './week-hours';

export interface BranchItemProps {
  branch: Branch;
  now: number;
  km?: number;
  isSelected: boolean;
  /** Absent while the site's map is not shown: the action then opens Yandex Maps in a new tab. */
  onShowOnMap?: (id: number) => void;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const yandexMapsHref = ({ latitude, longitude }: Branch) =>
  `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;

export function BranchItem({ branch, now, km, isSelected, onShowOnMap }: BranchItemProps) {
  const { t } = useTranslation('content');
  const lang = useLang();
  // The badge already says "open 24/7".
  const services = branch.services.filter((service) => service !== '24-7');
  return (
    <li
      id={`branch-${branch.id}`}
      className={`branch-item${isSelected ? ' branch-item--selected' : ''}`}
      data-kind={branch.kind}
      aria-current={isSelected ? 'true' : undefined}
      tabIndex={-1}
    >
      <p className="branch-item__kind">
        {t(`branches.kind.${branch.kind}`)}
        {branch.region && ` · ${t(`branches.regions.${branch.region}`)}`}
      </p>
      <h3 className="branch-item__name">{branch.name}</h3>
      {branch.hours && <OpeningBadge hours={branch.hours} now={now} />}
      <p className="branch-item__address">{branch.address}</p>
      {km !== undefined && (
        <p className="branch-item__distance">
          {t('branches.nearest.distance', { distance: formatNumber(km, lang, km < 10 ? 1 : 0) })}
        </p>
      )}
      {branch.hours && !branch.hours.isAlwaysOpen && <WeekHours hours={branch.hours} />}
      {services.length > 0 && (
        <ul className="branch-item__services" aria-label={t('branches.servicesLabel')}>
          {services.map((service) => (
            <li key={service}>{t(`branches.services.${service}`)}</li>
          ))}
        </ul>
      )}
      <div className="branch-item__actions">
        {branch.phone && (
          <a className="branch-item__phone" href={telHref(branch.phone)}>
            <PhoneIcon size={16} />
            {branch.phone}
          </a>
        )}
        {onShowOnMap ? (
          <button type="button" className="link-button" onClick={() => onShowOnMap(branch.id)}>
            {t('branches.showOnMap')}
          </button>
        ) : (
          <a href={yandexMapsHref(branch)} target="_blank" rel="noopener noreferrer">
            {t('branches.showOnMap')}
          </a>
        )}
      </div>
    </li>
  );
}
