import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_CENTER, type LatLng } from '../lib/geo';

/** Where distances are measured from: the user's position, or the default centre while unknown. */
export type GeoState =
  | { status: 'locating'; position: LatLng }
  | { status: 'located'; position: LatLng }
  | { status: 'failed' | 'unsupported'; position: LatLng };

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 8000, maximumAge: 60_000 };

/** Asks the browser for the position once (and again on `locate()`); falls back to the default centre. */
export function useGeolocation(): GeoState & { locate: () => void } {
  const [state, setState] = useState<GeoState>(() =>
    // rendered ahead at build time (no window, decision 178): a browser's usual first state, not Node's
    typeof window === 'undefined' || (typeof navigator !== 'undefined' && 'geolocation' in navigator)
      ? { status: 'locating', position: DEFAULT_CENTER }
      : { status: 'unsupported', position: DEFAULT_CENTER },
  );

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'unsupported', position: DEFAULT_CENTER });
      return;
    }
    setState((s) => ({ status: 'locating', position: s.position }));
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setState({ status: 'located', position: { lat: pos.coords.latitude, lng: pos.coords.longitude } }),
      () => setState({ status: 'failed', position: DEFAULT_CENTER }),
      OPTIONS,
    );
  }, []);

  useEffect(() => {
    locate();
  }, [locate]);

  return { ...state, locate };
}
