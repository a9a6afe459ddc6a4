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
