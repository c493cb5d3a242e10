import type { APIRequestContext } from '@playwright/test';

/** The fields of a map.json row these tests read (spec 1 §3 "Parking lot"). */
export interface LotRow {
  SECTN_ID: number;
  PARKING_NM: string;
  PARKING_DIV: 'PUBLIC' | 'PARK' | 'ATTACHED';
  PARKING_DIV_NM: string;
  GRADE: number;
  CELL_CNT: number;
  PARK_COUNT: number | null;
  CELL_ADDR_LOAD: string;
  CELL_ADDR_JIBUN: string;
  LAT: number;
  LNG: number;
  DFLT_TM: number;
  DFLT_AMT: number;
  INTVL_TM: number;
  INTVL_AMT: number;
  DAY_PARKING_AMT: number;
  FREE_ENTRY_TM: number;
  FREE_FIRST_TM: number;
  ANYHOUR_RUN_YN: 'Y' | 'N';
  PERIOD_DAYTM_AMT: number;
  PERIOD_NIGHT_AMT: number;
  PERIOD_TICKET_AMT: number;
}

export async function mapLots(request: APIRequestContext): Promise<LotRow[]> {
  const res = await request.get('/api/parking/map.json');
  if (!res.ok()) throw new Error(`map.json answered ${res.status()}`);
  return ((await res.json()) as { parkingMapList: LotRow[] }).parkingMapList;
}

/** Default centre of the map (spec 1 §9); the browser context reports it as the user's position. */
export const CENTRE = { latitude: 37.27, longitude: 127.43 };

/** Great-circle distance in km (R = 6371 km), computed here independently of the app. */
export function km(lat: number, lng: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat - CENTRE.latitude);
  const dLng = rad(lng - CENTRE.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(CENTRE.latitude)) * Math.cos(rad(lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The occupancy colour class a lot must get: > 80 % busy (red), > 60 % crowded (orange), else free (blue). */
export function expectedLevel(lot: LotRow): 'busy' | 'crowded' | 'free' {
  const available = lot.PARK_COUNT === null || lot.PARK_COUNT < 0 ? 0 : lot.PARK_COUNT;
  const used = lot.CELL_CNT > 0 ? (lot.CELL_CNT - available) / lot.CELL_CNT : 1;
  if (used > 0.8) return 'busy';
  if (used > 0.6) return 'crowded';
  return 'free';
}

export function available(lot: LotRow): number {
  return lot.PARK_COUNT === null || lot.PARK_COUNT < 0 ? 0 : lot.PARK_COUNT;
}

/** A string as a literal inside a RegExp. */
export function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
