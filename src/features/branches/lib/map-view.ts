import type { GeoPoint } from './distance';

type LngLat = [number, number];
export type MapView = { center: LngLat; zoom: number } | { bounds: [LngLat, LngLat] };

/** Uzbekistan as a whole, when nothing is listed. */
const COUNTRY: MapView = { center: [64.585, 41.377], zoom: 5 };
const SINGLE_ZOOM = 15;

/** The view that shows every point: a close-up of one, the padded bounds of several. */
export function fitView(points: readonly GeoPoint[]): MapView {
  const first = points[0];
  if (!first) return COUNTRY;
  if (points.length === 1) return { center: [first.longitude, first.latitude], zoom: SINGLE_ZOOM };
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [west, east, south, north] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const padLon = Math.max((east - west) * 0.1, 0.005);
  const padLat = Math.max((north - south) * 0.1, 0.005);
  return {
    bounds: [
      [west - padLon, north + padLat],
      [east + padLon, south - padLat],
    ],
  };
}
