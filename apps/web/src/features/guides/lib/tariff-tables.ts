import type { DiscountItem, ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { minutesText } from '../../../components/lot-data/lot-tariff';
import { formatWon } from '../../../lib/format';

/** One row of the fee guide: lots of one grade sharing the same tariff. */
export interface TariffGroup {
  grade: number;
  lots: string[];
  /** a lot of the group: its tariff fields are the group's */
  sample: ParkingLotRow;
}

const tariffKey = (l: ParkingLotRow) =>
  [
    l.GRADE,
    l.DFLT_TM,
    l.DFLT_AMT,
    l.INTVL_TM,
    l.INTVL_AMT,
    l.DAY_PARKING_AMT,
    l.FREE_FIRST_TM,
    l.ANYHOUR_RUN_YN,
    l.ANYHOUR_RUN_YN === 'Y' ? '' : `${l.OPER_START_TM}-${l.OPER_END_TM}`,
  ].join('|');

function byName(a: string, b: string): number {
  return a.localeCompare(b, 'ko');
}

/**
 * The fee table of /parkfeeinformation, built from the lots' own tariffs (the data the fee engine uses):
 * grouped by grade and identical tariff, grade 1 first, then by daily maximum and free first period.
 */
export function groupTariffs(lots: readonly ParkingLotRow[]): TariffGroup[] {
  const groups = new Map<string, TariffGroup>();
  for (const lot of lots) {
    const key = tariffKey(lot);
    const g = groups.get(key);
    if (g) g.lots.push(lot.PARKING_NM);
    else groups.set(key, { grade: lot.GRADE, lots: [lot.PARKING_NM], sample: lot });
  }
  const out = [...groups.values()];
  for (const g of out) g.lots.sort(byName);
  return out.sort(
    (a, b) =>
      a.grade - b.grade ||
      b.sample.DAY_PARKING_AMT - a.sample.DAY_PARKING_AMT ||
      a.sample.FREE_FIRST_TM - b.sample.FREE_FIRST_TM ||
      (a.sample.ANYHOUR_RUN_YN === b.sample.ANYHOUR_RUN_YN ? 0 : a.sample.ANYHOUR_RUN_YN === 'Y' ? -1 : 1),
  );
}

/** The lots that sell monthly passes (any of the three pass fees above 0). */
export function passLots(lots: readonly ParkingLotRow[]): ParkingLotRow[] {
  return lots
    .filter((l) => l.PERIOD_DAYTM_AMT > 0 || l.PERIOD_NIGHT_AMT > 0 || l.PERIOD_TICKET_AMT > 0)
    .sort((a, b) => a.GRADE - b.GRADE || byName(a.PARKING_NM, b.PARKING_NM));
}

/** One row of the season-pass fee table: a grade and its three monthly fees, with the lots charging them. */
export interface PassFeeGroup {
  grade: number;
  day: number;
  night: number;
  allDay: number;
  lots: string[];
}

export function groupPassFees(lots: readonly ParkingLotRow[]): PassFeeGroup[] {
  const groups = new Map<string, PassFeeGroup>();
  for (const l of passLots(lots)) {
    const key = [l.GRADE, l.PERIOD_DAYTM_AMT, l.PERIOD_NIGHT_AMT, l.PERIOD_TICKET_AMT].join('|');
    const g = groups.get(key);
    if (g) g.lots.push(l.PARKING_NM);
    else
      groups.set(key, {
        grade: l.GRADE,
        day: l.PERIOD_DAYTM_AMT,
        night: l.PERIOD_NIGHT_AMT,
        allDay: l.PERIOD_TICKET_AMT,
        lots: [l.PARKING_NM],
      });
  }
  return [...groups.values()].sort((a, b) => a.grade - b.grade || b.allDay - a.allDay);
}

/** The free entry minutes the lots share (the most common value), for the guide's notes. */
export function commonFreeEntryMinutes(lots: readonly ParkingLotRow[]): number | null {
  const counts = new Map<number, number>();
  for (const l of lots) counts.set(l.FREE_ENTRY_TM, (counts.get(l.FREE_ENTRY_TM) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [m, c] of counts) {
    if (c > bestCount) {
      best = m;
      bestCount = c;
    }
  }
  return best !== null && best > 0 ? best : null;
}

const r = ko.lots.guides.reduction;

/** What a reduction category takes off, in words, from the same fields the fee engine applies. */
export function reductionBenefit(d: Pick<DiscountItem, 'rate' | 'freeMinutes' | 'fixedAmt'>): string {
  if (d.fixedAmt > 0) return r.fixed(formatWon(d.fixedAmt));
  if (d.freeMinutes > 0 && d.rate > 0) return r.freeThenRate(minutesText(d.freeMinutes), d.rate);
  if (d.freeMinutes > 0) return r.freeOnly(minutesText(d.freeMinutes));
  if (d.rate >= 100) return r.exempt;
  if (d.rate > 0) return r.rate(d.rate);
  return r.general;
}
