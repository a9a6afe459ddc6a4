import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';
import type { Branch, Region } from '../types';
import { filterBranches } from '../lib/branch-filters';
import { byDistance, nearPlace, type GeoPoint } from '../lib/distance';
import { useNearest } from '../use-nearest';
import { useUrlFilters } from '../use-url-filters';
import { useBranchMap } from '../map/use-branch-map';
import { MapPanel } from '../map/map-panel';
import { BranchFiltersForm } from './branch-filters-form';
import { BranchList } from './branch-list';
import { NearestControl } from './nearest-control';

/**
 * §2.9 branches: filters, the list (server-rendered) and the map beside it. When the map's place
 * search finds the typed district or street, the list shows the branches nearest to it.
 */
export function BranchFinder({ branches, now }: { branches: Branch[]; now: number }) {
  const { t } = useTranslation('content');
  const isHydrated = useHydrated();
  const [filters, changeFilters] = useUrlFilters();
  const nearest = useNearest();
  const map = useBranchMap();
  const hasMap = map.status === 'loading' || map.status === 'ready';
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ id: number; seq: number } | null>(null);
  const [place, setPlace] = useState<GeoPoint | null>(null);
  const { matched, candidates } = useMemo(() => {
    const context = { now, regionName: (region: Region) => t(`branches.regions.${region}`) };
    return {
      matched: filterBranches(branches, filters, context),
      candidates: filterBranches(branches, { ...filters, query: '' }, context),
    };
  }, [branches, filters, now, t]);
  const entries = useMemo(
    () =>
      place && filters.query.trim()
        ? nearPlace(matched, candidates, place)
        : nearest.state.status === 'active'
          ? byDistance(matched, nearest.state.origin)
          : matched.map((branch) => ({ place: branch, km: undefined })),
    [matched, candidates, place, filters.query, nearest.state],
  );
  const shown = useMemo(() => entries.map((entry) => entry.place), [entries]);
  const selectFromMap = useCallback((id: number) => {
    setSelectedId(id);
    document.getElementById(`branch-${id}`)?.focus();
  }, []);
  const showOnMap = (id: number) => {
    setSelectedId(id);
    setFocus((last) => ({ id, seq: (last?.seq ?? 0) + 1 }));
  };
  return (
    <div className="branch-finder">
      <BranchFiltersForm filters={filters} onChange={isHydrated ? changeFilters : undefined} />
      <div className="branch-finder__tools">
        <p className="branch-finder__count" role="status">
          {t('branches.filters.found', { count: shown.length })}
        </p>
        {isHydrated && <NearestControl state={nearest.state} onRequest={nearest.request} />}
      </div>
      <div className={`branch-finder__body${hasMap ? '' : ' branch-finder__body--no-map'}`}>
        <BranchList
          entries={entries}
          selectedId={selectedId}
          now={now}
          onShowOnMap={map.status === 'ready' ? showOnMap : undefined}
        />
        <MapPanel
          map={map}
          branches={shown}
          selectedId={selectedId}
          focus={focus}
          onSelect={selectFromMap}
          query={filters.query}
          onPlace={setPlace}
        />
      </div>
    </div>
  );
}
