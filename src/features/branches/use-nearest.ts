import { useCallback, useState } from 'react';
import type { GeoPoint } from './lib/distance';

export type NearestState =
  | { status: 'idle' | 'locating' | 'denied' | 'unavailable' }
  | { status: 'active'; origin: GeoPoint };

/** "Nearest to me": asks for the visitor's position once per click; refusal keeps the usual order. */
export function useNearest() {
  const [state, setState] = useState<NearestState>({ status: 'idle' });
  const request = useCallback(() => {
    if (!('geolocation' in navigator)) return setState({ status: 'unavailable' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          status: 'active',
          origin: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) =>
        setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);
  return { state, request };
}
