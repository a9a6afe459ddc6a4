import { useState } from 'react';
import type { LngLat, YMapLocationRequest } from '@yandex/ymaps3-types';
import type { Branch } from '../types';
import { fitView } from '../lib/map-view';
import type { BranchMapProps } from './map-types';

const FOCUS_ZOOM = 16;
/** A district or street found by the place search: its surroundings, not one building. */
const PLACE_ZOOM = 14;
export const MOVE_MS = 300;

/**
 * Fits the shown branches whenever the set changes; "show on map" centres one branch, and a
 * place the search found centres the map on it, and keeps it centred while the list follows it
 * (the branches nearest to it).
 */
export function useMapLocation(
  branches: Branch[],
  focus: BranchMapProps['focus'],
  place: LngLat | null,
) {
  const [location, setLocation] = useState<YMapLocationRequest>(() => fitView(branches));
  const shownKey = branches.map((branch) => branch.id).join(',');
  const placeKey = place?.join(',');
  const [seen, setSeen] = useState({ shownKey, seq: focus?.seq, placeKey });
  if (seen.shownKey !== shownKey || seen.seq !== focus?.seq || seen.placeKey !== placeKey) {
    const target = focus && seen.seq !== focus.seq && branches.find((b) => b.id === focus.id);
    setSeen({ shownKey, seq: focus?.seq, placeKey });
    setLocation(
      target
        ? { center: [target.longitude, target.latitude], zoom: FOCUS_ZOOM, duration: MOVE_MS }
        : place
          ? { center: place, zoom: PLACE_ZOOM, duration: MOVE_MS }
          : { ...fitView(branches), duration: MOVE_MS },
    );
  }
  return [location, setLocation] as const;
}
