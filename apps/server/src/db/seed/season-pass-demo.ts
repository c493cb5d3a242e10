import { randomBytes } from 'node:crypto';
import { seedCommitment } from '@parking/shared/season-pass/draw';
import { addMonths, kstDateOf, passEnd, startChoices } from '@parking/shared/season-pass/rules';
import { and, eq, ne } from 'drizzle-orm';
import { drawRoundIn, findCurrentRound, syncRounds } from '../../modules/season-pass';
import type { AppTx } from '../client';
import { parkingLots } from '../schema/lots';
import { seasonPassApplications, seasonPassRounds } from '../schema/season-pass';
import { systemMeta } from '../schema/system';
import { DEMO_MEMBERS } from './demo-data';
import { DEMO_MEMBER_CAR } from './lots-demo';

/** systemMeta key set when the season-pass demo rows were written (they are written once). */
export const SEASON_PASS_DEMO_SEEDED_AT_KEY = 'demo_season_pass_seeded_at';

/** The lottery lot with a past, drawn window (its public draw record has a result). */
export const DEMO_DRAWN_LOT = 102;
/** The lottery lot whose window is open, where citizen1 has applied. */
export const DEMO_RAFFLE_LOT = 2;

const DAY = 86_400_000;

/**
 * Season-pass demo (area: season-pass): every lot window gets its round (RAFFLE windows with a committed seed),
 * lot 102 has a past lottery already drawn from its seed (the draw record page shows a result), and citizen1
 * has applied in lot 2's open lottery with the demo car. Open first-come lots (217, 3, 201) take applications
 * at once. Written once, inside the demo seed's transaction.
 */
export async function seedSeasonPassDemo(tx: AppTx, now: Date, drawSecret: string): Promise<void> {
  const claimed = await tx
    .insert(systemMeta)
    .values({ key: SEASON_PASS_DEMO_SEEDED_AT_KEY, value: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemMeta.key });
  if (claimed.length === 0) return;
  const citizen = DEMO_MEMBERS.find((m) => m.empNo === 'citizen1');
  if (!citizen) return;
  const lots = await tx.select().from(parkingLots).where(ne(parkingLots.periodUseDivCd, ''));
  const drawnLot = lots.find((l) => l.lotId === DEMO_DRAWN_LOT);

  // A past lottery of lot 102: 14 applicants for 8 cells, window 70–55 days ago, passes from the next month.
  if (drawnLot) {
    const end = new Date(now.getTime() - 55 * DAY);
    const [round] = await tx
      .insert(seasonPassRounds)
      .values({
        lotId: drawnLot.lotId,
        allotType: 'RAFFLE',
        startDttm: new Date(now.getTime() - 70 * DAY),
        endDttm: end,
        cellCnt: drawnLot.periodCellCnt,
        // drawn right below: its seed is published at once (decision 180 keeps open windows' seeds unknown)
        ...pastSeed(),
        createdAt: new Date(now.getTime() - 71 * DAY),
      })
      .returning();
    const useStart = addMonths(`${kstDateOf(end).slice(0, 7)}-01`, 1);
    const hangul = '가나다라마바사아자차카타파하';
    await tx.insert(seasonPassApplications).values(
      Array.from({ length: 14 }, (_, i) => {
        const plate = `${20 + i}${hangul[i]}${5100 + i * 37}`;
        return {
          roundId: round!.roundId,
          lotId: drawnLot.lotId,
          memberId: citizen.memberId,
          waitingNm: '데모신청인',
          zipcode: '17379',
          addr: '경기도 이천시 갈산로 41',
          telNo: `0109000${String(1000 + i)}`,
          carOwnerNm: '데모신청인',
          plate,
          plateLast4: plate.slice(-4),
          useDivCd: 'UTM-002',
          useStartDt: useStart,
          useEndDt: passEnd(useStart, 3),
          months: 3,
          discountNm: '일반',
          monthlyAmt: 50_000,
          baseAmt: 150_000,
          useAmt: 150_000,
          periodAllotType: 'RAFFLE',
          procStsCd: 'MUT-001',
          reqDttm: new Date(now.getTime() - (69 - i) * DAY),
        };
      }),
    );
    await drawRoundIn(tx, round!.roundId, new Date(end.getTime() + 60_000), {
      secret: drawSecret,
      notifyApplicants: false,
    });
    // The drawn passes were paid at the counter in time (no card payment rows).
    await tx
      .update(seasonPassApplications)
      .set({ procStsCd: 'MUT-002', paidAt: new Date(end.getTime() + 2 * DAY) })
      .where(
        and(
          eq(seasonPassApplications.roundId, round!.roundId),
          eq(seasonPassApplications.procStsCd, 'MUT-004'),
        ),
      );
  }

  // Current windows (created after the past round, so they are the lots' newest).
  await syncRounds(tx, lots, drawSecret);

  const raffle = lots.find((l) => l.lotId === DEMO_RAFFLE_LOT);
  const round = raffle ? await findCurrentRound(tx, raffle.lotId) : null;
  if (raffle && round) {
    const start = startChoices(kstDateOf(now))[0]!;
    await tx.insert(seasonPassApplications).values({
      roundId: round.roundId,
      lotId: raffle.lotId,
      memberId: citizen.memberId,
      waitingNm: citizen.empNm,
      zipcode: citizen.zipcode ?? '17379',
      addr: citizen.address ?? '',
      addrDetail: citizen.addressDetail ?? '',
      telNo: citizen.empMobile,
      carOwnerNm: citizen.carOwnerNm ?? citizen.empNm,
      plate: DEMO_MEMBER_CAR,
      plateLast4: DEMO_MEMBER_CAR.slice(-4),
      useDivCd: 'UTM-001',
      useStartDt: start,
      useEndDt: passEnd(start, 3),
      months: 3,
      discountNm: '일반',
      monthlyAmt: 60_000,
      baseAmt: 180_000,
      useAmt: 180_000,
      periodAllotType: 'RAFFLE',
      procStsCd: 'MUT-001',
      reqDttm: new Date(now.getTime() - DAY),
    });
  }
}

/** A seed for a window drawn as it is written (the demo's past lottery). */
function pastSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedCommitment(seed) };
}
