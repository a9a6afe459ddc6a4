export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places nearest first, each with its distance from `origin`; ties keep their order. */
export function byDistance<T extends GeoPoint>(
  places: readonly T[],
  origin: GeoPoint,
): { place: T; km: number }[] {
  return places
    .map((place) => ({ place, km: distanceKm(origin, place) }))
    .sort((a, b) => a.km - b.km);
}

/** How many branches around a place the map's search found join the list. */
export const NEAR_PLACE_COUNT = 3;

/**
 * The list once the map's place search found the typed text: the branches the text matched and
 * the few nearest to the place (a street or landmark no address names still finds branches),
 * nearest first, each with its distance. `candidates` pass every filter but the text.
 */
export function nearPlace<T extends GeoPoint & { id: number }>(
  matched: readonly T[],
  candidates: readonly T[],
  place: GeoPoint,
): { place: T; km: number }[] {
  const sorted = byDistance(candidates, place);
  const ids = new Set(matched.map((branch) => branch.id));
  return sorted.filter(({ place: branch }, at) => at < NEAR_PLACE_COUNT || ids.has(branch.id));
}
