import { kstDatePlus, kstEpoch } from '@parking/shared/common/korea-time';
import { calculateFee, type Tariff } from '@parking/shared/fee/engine';
import type { AppTx } from '../client';
import { freeVehicles, inOut, unpaidItems } from '../schema/lots';
import { systemMeta } from '../schema/system';
import { DAY_MAX_BY_GRADE, DEMO_LOTS, DEMO_TARIFF } from './demo-data';

/** systemMeta key set when the lots demo rows were written (they are written once). */
export const LOTS_DEMO_SEEDED_AT_KEY = 'demo_lots_seeded_at';

/** The demo member's car (citizen1), parked at lot 4 right now and owing two unpaid items. */
export const DEMO_MEMBER_CAR = '12가3456';
/** A second plate with one unpaid item (used by the unpaid lookup journeys). */
export const DEMO_OTHER_CAR = '34나5678';

/**
 * Vehicles in each demo lot at seeding time, so the map shows every colour: used share > 80 % red,
 * > 60 % orange, else blue; lot 215 is full (available 0).
 */
export const DEMO_OCCUPANCY: Readonly<Record<number, number>> = {
  4: 160, // 89 % red
  217: 85, // 71 % orange
  101: 60,
  1: 255, // 85 % red
  2: 40,
  7: 55, // 65 % orange
  150: 30,
  3: 10,
  5: 50,
  12: 95, // 86 % red
  102: 20,
  201: 30, // 63 % orange
  215: 36, // full
  230: 5,
};

const HANGUL = '가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주'.split('');
const MIN = 60_000;

/** The tariff of a demo lot as the fee engine reads it. */
export function demoTariff(lotId: number): Tariff {
  const lot = DEMO_LOTS.find((l) => l.lotId === lotId);
  if (!lot) throw new Error(`demo lot ${lotId} missing`);
  return {
    dfltTm: DEMO_TARIFF.dfltTm,
    dfltAmt: DEMO_TARIFF.dfltAmt,
    intvlTm: DEMO_TARIFF.intvlTm,
    intvlAmt: DEMO_TARIFF.intvlAmt,
    dayParkingAmt: DAY_MAX_BY_GRADE[lot.grade],
    freeEntryTm: DEMO_TARIFF.freeEntryTm,
    freeFirstTm: lot.freeFirstTm,
    anyhour: lot.anyhour,
    operStartTm: '08:00',
    operEndTm: '20:00',
  };
}

/**
 * Demo parking sessions, unpaid items and free vehicles (area: parking-sessions). Written once (marked in
 * system_meta), inside the demo seed's transaction; times are relative to `now`.
 */
export async function seedLotsDemo(tx: AppTx, now: Date = new Date()): Promise<void> {
  const claimed = await tx
    .insert(systemMeta)
    .values({ key: LOTS_DEMO_SEEDED_AT_KEY, value: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemMeta.key });
  if (claimed.length === 0) return;
  const t = now.getTime();
  const present = new Set(DEMO_LOTS.map((l) => l.lotId));

  // Cars in now: deterministic plates 1000…, none ending in the demo plates' digits.
  const open: (typeof inOut.$inferInsert)[] = [];
  let i = 0;
  for (const [id, count] of Object.entries(DEMO_OCCUPANCY)) {
    const lotId = Number(id);
    if (!present.has(lotId)) continue;
    for (let k = 0; k < count; k++, i++) {
      const plate = `${10 + (i % 90)}${HANGUL[i % HANGUL.length]}${1000 + i}`;
      open.push({
        lotId,
        plate,
        plateLast4: plate.slice(-4),
        inDttm: new Date(t - (5 + ((i * 53) % 600)) * MIN),
      });
    }
  }
  // The demo member's car: in lot 4 for 95 minutes (T1 tariff: 1,600 won).
  open.push({ lotId: 4, plate: DEMO_MEMBER_CAR, plateLast4: '3456', inDttm: new Date(t - 95 * MIN) });
  for (let s = 0; s < open.length; s += 500) await tx.insert(inOut).values(open.slice(s, s + 500));

  // Finished stays: some paid in full, three left unpaid (the 45-day-old one is past its due date, so the
  // lookup shows a surcharge).
  const finished: {
    lotId: number;
    plate: string;
    daysAgo: number;
    minutes: number;
    discountCd?: string;
    unpaid?: boolean;
  }[] = [
    { lotId: 217, plate: DEMO_MEMBER_CAR, daysAgo: 5, minutes: 185, unpaid: true },
    { lotId: 101, plate: DEMO_MEMBER_CAR, daysAgo: 45, minutes: 75, unpaid: true },
    { lotId: 4, plate: DEMO_OTHER_CAR, daysAgo: 3, minutes: 130, unpaid: true },
    { lotId: 4, plate: DEMO_MEMBER_CAR, daysAgo: 20, minutes: 45 },
    { lotId: 1, plate: DEMO_MEMBER_CAR, daysAgo: 8, minutes: 240, discountCd: 'DC012' },
    { lotId: 2, plate: DEMO_OTHER_CAR, daysAgo: 9, minutes: 65 },
    { lotId: 7, plate: '23다4567', daysAgo: 1, minutes: 300 },
    { lotId: 12, plate: '45라6789', daysAgo: 2, minutes: 30 },
    { lotId: 150, plate: '67마8901', daysAgo: 4, minutes: 8 },
    { lotId: 5, plate: '89바1234', daysAgo: 6, minutes: 1500 },
  ];
  const rates: Record<string, number> = { DC012: 30 };
  const names = new Map(DEMO_LOTS.map((l) => [l.lotId, l.parkingNm]));
  for (const f of finished) {
    if (!present.has(f.lotId)) continue;
    // Entries at 10:00 Korea time, f.daysAgo days ago.
    const day = kstEpoch(kstDatePlus(t, -f.daysAgo), '10:00');
    const inAt = day;
    const outAt = day + f.minutes * MIN;
    const rate = f.discountCd ? (rates[f.discountCd] ?? 0) : 0;
    const fee = calculateFee(
      {
        tariff: demoTariff(f.lotId),
        inAt,
        outAt,
        reduction: rate ? { code: f.discountCd!, codeNm: '', rate, freeMinutes: 0, fixedAmt: 0 } : null,
      },
      false,
    ).payAmt;
    const [row] = await tx
      .insert(inOut)
      .values({
        lotId: f.lotId,
        plate: f.plate,
        plateLast4: f.plate.slice(-4),
        inDttm: new Date(inAt),
        outDttm: new Date(outAt),
        discountCd: f.discountCd ?? 'DC001',
        payAmt: fee,
        paidAmt: f.unpaid ? 0 : fee,
      })
      .returning({ stayId: inOut.stayId });
    if (f.unpaid && fee > 0) {
      await tx.insert(unpaidItems).values({
        stayId: row!.stayId,
        plate: f.plate,
        lotId: f.lotId,
        kind: 'OFFSTREET',
        parkingName: names.get(f.lotId) ?? '',
        inDttm: new Date(inAt),
        outDttm: new Date(outAt),
        principal: fee,
        issuedAt: new Date(outAt),
        dueDate: kstDatePlus(outAt, 30),
        status: 'UNPAID',
      });
    }
  }

  await tx.insert(freeVehicles).values([
    {
      carOwnerNm: '이천시청',
      plate: '56다7890',
      parkingRegDiv: 'PRD-002',
      lotId: null,
      freeTyCd: 'FCT-001',
      freeTyNm: '공무수행 차량',
      orgNm: '이천시청 교통행정과',
      applyDay: '23456',
      startDt: kstDatePlus(t, -30),
      endDt: kstDatePlus(t, 335),
      freeNote: '평일 업무용 차량(전 주차장)',
    },
    {
      carOwnerNm: '이천중앙시장 상인회',
      plate: '78라1234',
      parkingRegDiv: 'PRD-001',
      lotId: 4,
      freeTyCd: 'FCT-002',
      freeTyNm: '협약 차량',
      orgNm: '이천중앙시장 상인회',
      applyDay: '1234567',
      startDt: kstDatePlus(t, -10),
      endDt: kstDatePlus(t, 80),
      freeNote: '시장 물품 운송 차량',
    },
    {
      carOwnerNm: '이천시장애인복지관',
      plate: '90마4321',
      parkingRegDiv: 'PRD-003',
      lotId: null,
      freeTyCd: 'FCT-003',
      freeTyNm: '복지시설 차량',
      orgNm: '이천시장애인복지관',
      applyDay: '1234567',
      startDt: kstDatePlus(t, -60),
      endDt: kstDatePlus(t, 300),
      freeNote: '부설주차장 무료',
    },
  ]);
}
