import { useState } from 'react';
import type { YMapLocationRequest } from '@yandex/ymaps3-types';
import type { Branch } from '../types';
import { fitView } from '../lib/map-view';
import type { BranchMapProps } from './map-types';

const FOCUS_ZOOM = 16;
export const MOVE_MS = 300;

/** Fits the shown branches whenever the set changes; "show on map" centres one branch. */
export function useMapLocation(branches: Branch[], focus: BranchMapProps['focus']) {
  const [location, setLocation] = useState<YMapLocationRequest>(() => fitView(branches));
  const shownKey = branches.map((branch) => branch.id).join(',');
  const [seen, setSeen] = useState({ shownKey, seq: focus?.seq });
  if (seen.shownKey !== shownKey || seen.seq !== focus?.seq) {
    const target = focus && seen.seq !== focus.seq && branches.find((b) => b.id === focus.id);
    setSeen({ shownKey, seq: focus?.seq });
    setLocation(
      target
        ? { center: [target.longitude, target.latitude], zoom: FOCUS_ZOOM, duration: MOVE_MS }
        : { ...fitView(branches), duration: MOVE_MS },
    );
  }
  return [location, setLocation] as const;
}
