import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import {
  availableCount,
  type DistanceFilter,
  distanceKm,
  type LatLng,
  matchesDistance,
  type OccupancyLevel,
  occupancyLevel,
  occupancyRatio,
} from './geo';

/** A lot as the map shows it: availability clamped, occupancy level and distance from the origin. */
export interface LotView {
  lot: ParkingLotRow;
  id: number;
  available: number;
  ratio: number;
  level: OccupancyLevel;
  distanceKm: number;
}

/** Lots with a usable position (a marker needs one). */
export function hasPosition(lot: Pick<ParkingLotRow, 'LAT' | 'LNG'>): boolean {
  return (
    Number.isFinite(lot.LAT) &&
    Number.isFinite(lot.LNG) &&
    Math.abs(lot.LAT) <= 90 &&
    Math.abs(lot.LNG) <= 180 &&
    !(lot.LAT === 0 && lot.LNG === 0)
  );
}

export function toLotView(lot: ParkingLotRow, origin: LatLng): LotView {
  const available = availableCount(lot.PARK_COUNT);
  const ratio = occupancyRatio(lot.CELL_CNT, available);
  return {
    lot,
    id: lot.SECTN_ID,
    available,
    ratio,
    level: occupancyLevel(ratio),
    distanceKm: distanceKm(origin, { lat: lot.LAT, lng: lot.LNG }),
  };
}

/** The lots the map shows for a distance filter, nearest first. */
export function lotsForMap(
  lots: readonly ParkingLotRow[],
  origin: LatLng,
  filter: DistanceFilter,
): LotView[] {
  return lots
    .filter(hasPosition)
    .map((l) => toLotView(l, origin))
    .filter((v) => matchesDistance(v.distanceKm, filter))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.lot.PARKING_NM.localeCompare(b.lot.PARKING_NM, 'ko'));
}
