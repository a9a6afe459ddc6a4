import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LngLat, YMapLocationRequest } from '@yandex/ymaps3-types';
import type { Feature } from '@yandex/ymaps3-types/packages/clusterer';
import type { Branch } from '../types';
import { fitView } from '../lib/map-view';
import type { MapComponents } from './map-types';
import { MOVE_MS } from './use-map-location';

interface RendererOptions {
  c: MapComponents;
  branches: Branch[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  setLocation: (location: YMapLocationRequest) => void;
}

/**
 * Markers and clusters are buttons (WCAG 2.5.7: a click, never a drag): a marker selects its list
 * item, a cluster zooms to the places inside it.
 */
export function useMarkerRenderers({
  c,
  branches,
  selectedId,
  onSelect,
  setLocation,
}: RendererOptions) {
  const { t } = useTranslation('content');
  const marker = useCallback(
    (feature: Feature) => (
      <c.YMapMarker key={feature.id} coordinates={feature.geometry.coordinates}>
        <button
          type="button"
          className={`map-pin${Number(feature.id) === selectedId ? ' map-pin--selected' : ''}`}
          aria-label={t('branches.map.marker', { name: String(feature.properties?.name ?? '') })}
          onClick={() => onSelect(Number(feature.id))}
        />
      </c.YMapMarker>
    ),
    [c, selectedId, onSelect, t],
  );
  const cluster = useCallback(
    (coordinates: LngLat, inside: Feature[]) => {
      const ids = new Set(inside.map((feature) => Number(feature.id)));
      const zoomIn = () =>
        setLocation({ ...fitView(branches.filter((b) => ids.has(b.id))), duration: MOVE_MS });
      return (
        <c.YMapMarker key={`cluster-${[...ids].join('-')}`} coordinates={coordinates}>
          <button
            type="button"
            className="map-cluster"
            aria-label={t('branches.map.cluster', { count: inside.length })}
            onClick={zoomIn}
          >
            {inside.length}
          </button>
        </c.YMapMarker>
      );
    },
    [c, branches, setLocation, t],
  );
  return { marker, cluster };
}
