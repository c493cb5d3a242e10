import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { formatWon } from '../../lib/format';

const t = ko.lots.detail;

/** 30 → '30분', 120 → '2시간', 90 → '90분'. */
export function minutesText(n: number): string {
  return t.minutes(n);
}

/** The tariff of a lot as the texts the popup, the list modal and the guides show. */
export interface TariffTexts {
  base: string;
  unit: string;
  dayMax: string;
  freeEntry: string;
  freeFirst: string;
  hours: string;
}

type TariffFields = Pick<
  ParkingLotRow,
  | 'DFLT_TM'
  | 'DFLT_AMT'
  | 'INTVL_TM'
  | 'INTVL_AMT'
  | 'DAY_PARKING_AMT'
  | 'FREE_ENTRY_TM'
  | 'FREE_FIRST_TM'
  | 'ANYHOUR_RUN_YN'
  | 'OPER_START_TM'
  | 'OPER_END_TM'
>;

/** Operating hours: '24시간 운영' or '08:00 ~ 20:00'. */
export function hoursText(
  lot: Pick<TariffFields, 'ANYHOUR_RUN_YN' | 'OPER_START_TM' | 'OPER_END_TM'>,
): string {
  return lot.ANYHOUR_RUN_YN === 'Y' ? t.hours24 : `${lot.OPER_START_TM} ~ ${lot.OPER_END_TM}`;
}

export function tariffTexts(lot: TariffFields): TariffTexts {
  return {
    base: t.baseFeeText(minutesText(lot.DFLT_TM), formatWon(lot.DFLT_AMT)),
    unit: t.unitFeeText(minutesText(lot.INTVL_TM), formatWon(lot.INTVL_AMT)),
    dayMax: formatWon(lot.DAY_PARKING_AMT),
    freeEntry: lot.FREE_ENTRY_TM > 0 ? t.freeEntryText(minutesText(lot.FREE_ENTRY_TM)) : t.none,
    freeFirst: lot.FREE_FIRST_TM > 0 ? minutesText(lot.FREE_FIRST_TM) : t.none,
    hours: hoursText(lot),
  };
}

/** A monthly pass fee, or '미운영' when the lot does not sell that pass (0, spec 1 §3). */
export function passFeeText(amount: number): string {
  return amount > 0 ? formatWon(amount) : t.notOperated;
}

/**
 * `/api/parking/atchfile/{REPO_ID}/{FILE_PATH}/{SAVE_NM}.{FILE_EXT}` (spec 1 §7), or null when any part is
 * missing (the screen then shows a placeholder).
 */
export function lotImageUrl(
  lot: Pick<ParkingLotRow, 'REPO_ID' | 'FILE_PATH' | 'SAVE_NM' | 'FILE_EXT'>,
): string | null {
  const parts = [lot.REPO_ID, lot.FILE_PATH, lot.SAVE_NM, lot.FILE_EXT];
  if (parts.some((p) => p === null || p === undefined || p.trim() === '')) return null;
  const [repo, path, name, ext] = parts.map((p) => encodeURIComponent(String(p).trim()));
  return `/api/parking/atchfile/${repo}/${path}/${name}.${ext}`;
}

/** Kakao Map directions to a lot (opens in a new tab). */
export function directionsUrl(lot: Pick<ParkingLotRow, 'PARKING_NM' | 'LAT' | 'LNG'>): string {
  return `https://map.kakao.com/link/to/${encodeURIComponent(lot.PARKING_NM)},${lot.LAT},${lot.LNG}`;
}
