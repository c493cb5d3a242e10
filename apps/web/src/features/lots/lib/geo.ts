/** Pure map arithmetic of /map (spec 1 §9): great-circle distance, occupancy colour, distance filter. */

/** Earth radius used for distances (spec 1 §9). */
export const EARTH_RADIUS_KM = 6371;

/** Map centre when geolocation fails or is refused (spec 1 §9: about 37.27, 127.43). */
export const DEFAULT_CENTER = { lat: 37.27, lng: 127.43 } as const;

/** Radius of the nearest-panorama search for roadview (spec 1 §9). */
export const PANORAMA_RADIUS_M = 50;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres on a sphere of radius 6371 km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Available cells as shown: null, missing, negative or non-numeric counts are 0 (spec 1 §3). */
export function availableCount(parkCount: number | string | null | undefined): number {
  const n = typeof parkCount === 'string' ? Number(parkCount) : parkCount;
  if (n === null || n === undefined || !Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/** Share of cells in use, 0–1: (cells − available) / cells. A lot without cells counts as full. */
export function occupancyRatio(cells: number | null | undefined, available: number): number {
  const total = cells ?? 0;
  if (!Number.isFinite(total) || total <= 0) return 1;
  const used = Math.min(total, Math.max(0, total - available));
  return used / total;
}

/** The three occupancy levels of the map legend. */
export type OccupancyLevel = 'busy' | 'crowded' | 'free';

/** > 80 % very crowded (red), > 60 % crowded (orange), else free (blue) — spec 1 §9. */
export function occupancyLevel(ratio: number): OccupancyLevel {
  if (ratio > 0.8) return 'busy';
  if (ratio > 0.6) return 'crowded';
  return 'free';
}

/** Marker colours per level: white text on each has a contrast of at least 4.5:1 (KWCAG). */
export const OCCUPANCY_COLORS: Record<OccupancyLevel, string> = {
  busy: '#de3412',
  crowded: '#b35c00',
  free: '#256ef4',
};

/** Distance filter of /map: everything, within 500 m, within 1 km, or beyond 1 km. */
export type DistanceFilter = 'all' | 'within500' | 'within1000' | 'beyond1000';

export const DISTANCE_FILTERS: readonly DistanceFilter[] = ['all', 'within500', 'within1000', 'beyond1000'];

/** Whether a lot `km` away passes the filter. Boundaries belong to the nearer band (500 m is "within 500 m"). */
export function matchesDistance(km: number, filter: DistanceFilter): boolean {
  switch (filter) {
    case 'within500':
      return km <= 0.5;
    case 'within1000':
      return km <= 1;
    case 'beyond1000':
      return km > 1;
    default:
      return true;
  }
}

/** '350m' under a kilometre, else '1.2km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)}m`;
  return `${(Math.round(km * 10) / 10).toFixed(1)}km`;
}
