import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useEffect, useMemo, type ComponentType } from 'react';
import { loadYmaps, type YmapsOptions } from './load-ymaps';
import { toFeature, type BranchMapProps, type MapComponents } from './map-types';
import { useMapLocation } from './use-map-location';
import { useMarkerRenderers } from './marker-renderers';
import { usePlaceSearch, type PlaceSearch } from './use-place-search';

export type { BranchMapProps };

function BranchMap({
  c,
  branches,
  selectedId,
  focus,
  onSelect,
  query,
  onPlace,
  search,
}: BranchMapProps & { c: MapComponents; search: PlaceSearch }) {
  const place = usePlaceSearch(search, query);
  const [longitude, latitude] = place ?? [];
  useEffect(() => {
    onPlace?.(longitude === undefined || latitude === undefined ? null : { longitude, latitude });
  }, [onPlace, longitude, latitude]);
  const [location, setLocation] = useMapLocation(branches, focus, place);
  const features = useMemo(() => branches.map(toFeature), [branches]);
  const method = useMemo(() => c.clusterByGrid({ gridSize: 64 }), [c]);
  const { marker, cluster } = useMarkerRenderers({
    c,
    branches,
    selectedId,
    onSelect,
    setLocation,
  });
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
 * API serves (docs/decisions/008-yandex-map.md); resolves to the map component.
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
    const search: PlaceSearch = (options) => ymaps3.search(options);
    return function LoadedBranchMap(props: BranchMapProps) {
      return <BranchMap c={c} search={search} {...props} />;
    };
  });
}
