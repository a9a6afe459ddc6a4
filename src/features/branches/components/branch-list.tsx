import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Branch } from '../types';
import { BranchItem, type BranchItemProps } from './branch-item';

interface BranchListProps extends Pick<BranchItemProps, 'now' | 'onShowOnMap'> {
  entries: { place: Branch; km?: number }[];
  selectedId: number | null;
}

export function BranchList({ entries, selectedId, ...item }: BranchListProps) {
  const { t } = useTranslation('content');
  if (entries.length === 0)
    return (
      <div className="branch-empty">
        <p>{t('branches.empty')}</p>
        <Link className="button button--secondary" to={{ search: '' }} preventScrollReset>
          {t('branches.filters.clear')}
        </Link>
      </div>
    );
  return (
    <ul className="branch-list" aria-label={t('branches.list')}>
      {entries.map(({ place, km }) => (
        <BranchItem
          key={place.id}
          branch={place}
          km={km}
          isSelected={place.id === selectedId}
          {...item}
        />
      ))}
    </ul>
  );
}
