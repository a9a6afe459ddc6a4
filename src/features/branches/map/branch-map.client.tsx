import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LngLat, YMapLocationRequest } from '@yandex/ymaps3-types';
import type { Feature } from '@yandex/ymaps3-types/packages/clusterer';
import type { ReactifiedModule } from '@yandex/ymaps3-types/reactify';
import type { Branch } from '../types';
import { fitView } from '../lib/map-view';
import { loadYmaps, type Ymaps3, type YmapsOptions } from './load-ymaps';

type Clusterer = typeof import('@yandex/ymaps3-types/packages/clusterer');
type MapComponents = ReactifiedModule<Ymaps3> &
  Pick<ReactifiedModule<Clusterer>, 'YMapClusterer'> &
  Pick<Clusterer, 'clusterByGrid'>;

export interface BranchMapProps {
  /** Exactly the branches the list shows. */
  branches: Branch[];
  selectedId: number | null;
  /** "Show on map": a new `seq` centres the map on `id` again, even the same one. */
  focus: { id: number; seq: number } | null;
  onSelect: (id: number) => void;
}

const FOCUS_ZOOM = 16;

const toFeature = (branch: Branch): Feature => ({
  type: 'Feature',
  id: String(branch.id),
  geometry: { type: 'Point', coordinates: [branch.longitude, branch.latitude] },
  properties: { name: branch.name },
});

function useMapLocation(branches: Branch[], focus: BranchMapProps['focus']) {
  const [location, setLocation] = useState<YMapLocationRequest>(() => fitView(branches));
  const shownKey = branches.map((branch) => branch.id).join(',');
  const [seen, setSeen] = useState({ shownKey, seq: focus?.seq });
  if (seen.shownKey !== shownKey || seen.seq !== focus?.seq) {
    const target = focus && seen.seq !== focus.seq && branches.find((b) => b.id === focus.id);
    setSeen({ shownKey, seq: focus?.seq });
    setLocation(
      target
        ? { center: [target.longitude, target.latitude], zoom: FOCUS_ZOOM, duration: 300 }
        : { ...fitView(branches), duration: 300 },
    );
  }
  return [location, setLocation] as const;
}

function BranchMap({
  c,
  branches,
  selectedId,
  focus,
  onSelect,
}: BranchMapProps & { c: MapComponents }) {
  const { t } = useTranslation('content');
  const [location, setLocation] = useMapLocation(branches, focus);
  const features = useMemo(() => branches.map(toFeature), [branches]);
  const method = useMemo(() => c.clusterByGrid({ gridSize: 64 }), [c]);
  const marker = useCallback(
    (feature: Feature) => (
      <c.YMapMarker key={feature.id} coordinates={feature.geometry.coordinates}>
        <button
          type="button"
          className={`map-pin${Number(feature.id) === selectedId ? ' map-pin--selected' : ''}`}
          aria-label={t('branches.map.marker', { name: String(feature.properties?.name ?? '') })}
          data-branch-id={feature.id}
          onClick={() => onSelect(Number(feature.id))}
        />
      </c.YMapMarker>
    ),
    [c, selectedId, onSelect, t],
  );
  const cluster = useCallback(
    (coordinates: LngLat, inside: Feature[]) => (
      <c.YMapMarker key={`cluster-${inside.map((f) => f.id).join('-')}`} coordinates={coordinates}>
        <button
          type="button"
          className="map-cluster"
          onClick={() => {
            const ids = new Set(inside.map((f) => Number(f.id)));
            setLocation({ ...fitView(branches.filter((b) => ids.has(b.id))), duration: 300 });
          }}
        >
          {inside.length}
        </button>
      </c.YMapMarker>
    ),
    [c, branches, setLocation],
  );
  return (
    <c.YMap location={location} mode="raster">
      <c.YMapDefaultSchemeLayer />
      <c.YMapDefaultFeaturesLayer />
      <c.YMapClusterer method={method} features={features} marker={marker} cluster={cluster} />
    </c.YMap>
  );
}

/**
 * Loads the JS API 3.0, its React bridge bound to this app's React, and the clusterer package the
 * API serves (docs/decisions/011-yandex-map.md); resolves to the map component.
 */
export function loadBranchMap(options: YmapsOptions): Promise<ComponentType<BranchMapProps>> {
  return loadYmaps(options, async (ymaps3) => {
    const [{ reactify }, clusterer] = await Promise.all([
      ymaps3.import('@yandex/ymaps3-reactify'),
      ymaps3.import('@yandex/ymaps3-clusterer@0.0.1'),
    ]);
    const bound = reactify.bindTo(React, ReactDOM);
    const c: MapComponents = {
      ...bound.module(ymaps3),
      YMapClusterer: bound.module(clusterer).YMapClusterer,
      clusterByGrid: clusterer.clusterByGrid,
    };
    return function LoadedBranchMap(props: BranchMapProps) {
      return <BranchMap c={c} {...props} />;
    };
  });
}
