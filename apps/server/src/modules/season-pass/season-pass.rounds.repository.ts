import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parkingLots } from '../../db/schema/lots';
import {
  seasonPassApplications as apps,
  seasonPassRounds as rounds,
  type SeasonPassRoundRow,
} from '../../db/schema/season-pass';

/**
 * Season-pass lots and their rounds (application windows): the cells a first-come round still has, the locks
 * that serialise applications, and the lottery draws. Applications themselves are in season-pass.repository.ts.
 */

export type RoundRow = SeasonPassRoundRow;
export type LotRow = typeof parkingLots.$inferSelect;

/** Lots that sell passes (PERIOD_USE_DIV_CD set), by name. */
export async function listPassLots(db: DbOrTx, keyword?: string): Promise<LotRow[]> {
  const conds = [ne(parkingLots.periodUseDivCd, '')];
  if (keyword) conds.push(sql`${parkingLots.parkingNm} ilike ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
  return db
    .select()
    .from(parkingLots)
    .where(and(...conds))
    .orderBy(asc(parkingLots.parkingNm));
}

/**
 * A lot row, optionally locked. The lock is FOR NO KEY UPDATE: it serialises window changes and round creation
 * but leaves the rows referencing the lot (applications, rounds) free to be written meanwhile.
 */
export async function findLotRow(db: DbOrTx, lotId: number, lock = false): Promise<LotRow | null> {
  const q = db.select().from(parkingLots).where(eq(parkingLots.lotId, lotId)).limit(1);
  const rows = lock ? await q.for('no key update') : await q;
  return rows[0] ?? null;
}

export async function updateLotWindow(
  db: DbOrTx,
  lotId: number,
  w: { start: Date; end: Date; allotType: string },
): Promise<void> {
  await db
    .update(parkingLots)
    .set({ periodStartDttm: w.start, periodEndDttm: w.end, periodAllotType: w.allotType })
    .where(eq(parkingLots.lotId, lotId));
}

/** The newest round of a lot (its current window), optionally locked. */
export async function findCurrentRound(
  db: DbOrTx,
  lotId: number,
  lock = false,
): Promise<SeasonPassRoundRow | null> {
  const q = db.select().from(rounds).where(eq(rounds.lotId, lotId)).orderBy(desc(rounds.roundId)).limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** The newest round of every lot in `sectnIds`. */
export async function listCurrentRounds(
  db: DbOrTx,
  sectnIds: number[],
): Promise<Map<number, SeasonPassRoundRow>> {
  if (sectnIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rounds.lotId])
    .from(rounds)
    .where(inArray(rounds.lotId, sectnIds))
    .orderBy(rounds.lotId, desc(rounds.roundId));
  return new Map(rows.map((r) => [r.lotId, r]));
}

export async function findRound(
  db: DbOrTx,
  roundId: number,
  lock = false,
): Promise<SeasonPassRoundRow | null> {
  const q = db.select().from(rounds).where(eq(rounds.roundId, roundId)).limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function insertRound(db: DbOrTx, row: typeof rounds.$inferInsert): Promise<SeasonPassRoundRow> {
  const [r] = await db.insert(rounds).values(row).returning();
  if (!r) throw new Error('round insert returned nothing');
  return r;
}

export async function updateRound(
  db: DbOrTx,
  roundId: number,
  set: Partial<typeof rounds.$inferInsert>,
): Promise<void> {
  await db.update(rounds).set(set).where(eq(rounds.roundId, roundId));
}

/**
 * Serialises the applications of one car at one lot until the transaction ends (the duplicate check spans
 * windows); other cars are not held up.
 */
export async function lockCarAtLot(db: DbOrTx, lotId: number, plate: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('season-pass'), hashtext(${`${lotId}:${plate}`}))`,
  );
}

/**
 * Serialises one member's applications to one round until the transaction ends (the per-member cap);
 * taken before lockCarAtLot, always in that order.
 */
export async function lockMemberInRound(db: DbOrTx, roundId: number, memberId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('season-pass-member'), hashtext(${`${roundId}:${memberId}`}))`,
  );
}

/** Live (not cancelled) applications of a member in a round. */
export async function countMemberLive(db: DbOrTx, roundId: number, memberId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apps)
    .where(and(eq(apps.roundId, roundId), eq(apps.memberId, memberId), ne(apps.procStsCd, 'MUT-003')));
  return Number(r?.n ?? 0);
}

/** Reads a round under a share lock: a draw claiming it (an update) waits for this transaction, and after one it reads drawn_at. */
export async function shareRound(db: DbOrTx, roundId: number): Promise<SeasonPassRoundRow | null> {
  const rows = await db.select().from(rounds).where(eq(rounds.roundId, roundId)).limit(1).for('share');
  return rows[0] ?? null;
}

/** Takes one cell of an FCOME round if one is left (the one place capacity is decided). */
export async function takeCell(db: DbOrTx, roundId: number): Promise<boolean> {
  const rows = await db
    .update(rounds)
    .set({ assignedCnt: sql`${rounds.assignedCnt} + 1` })
    .where(and(eq(rounds.roundId, roundId), lt(rounds.assignedCnt, rounds.cellCnt)))
    .returning({ roundId: rounds.roundId });
  return rows.length === 1;
}

/** Gives a cell back (nobody waiting took it). */
export async function returnCell(db: DbOrTx, roundId: number): Promise<void> {
  await db
    .update(rounds)
    .set({ assignedCnt: sql`greatest(${rounds.assignedCnt} - 1, 0)` })
    .where(eq(rounds.roundId, roundId));
}

/** The next waiting number of a round. */
export async function nextQueueNo(db: DbOrTx, roundId: number): Promise<number> {
  const [r] = await db
    .update(rounds)
    .set({ lastQueueNo: sql`${rounds.lastQueueNo} + 1` })
    .where(eq(rounds.roundId, roundId))
    .returning({ n: rounds.lastQueueNo });
  if (!r) throw new Error('round vanished');
  return r.n;
}

/** Claims a closed, undrawn RAFFLE round for its draw: only one caller ever gets it. */
export async function claimDraw(db: DbOrTx, roundId: number, now: Date): Promise<SeasonPassRoundRow | null> {
  const [r] = await db
    .update(rounds)
    .set({ drawnAt: now })
    .where(
      and(
        eq(rounds.roundId, roundId),
        eq(rounds.allotType, 'RAFFLE'),
        isNull(rounds.drawnAt),
        lte(rounds.endDttm, now),
      ),
    )
    .returning();
  return r ?? null;
}

/** RAFFLE rounds whose window closed and that were not drawn yet. */
export async function listDueDraws(db: DbOrTx, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ roundId: rounds.roundId })
    .from(rounds)
    .where(and(eq(rounds.allotType, 'RAFFLE'), isNull(rounds.drawnAt), lte(rounds.endDttm, now)))
    .orderBy(asc(rounds.endDttm))
    .limit(limit);
  return rows.map((r) => r.roundId);
}

/** RAFFLE rounds (newest first) for the public draw records. */
export async function listRaffleRounds(db: DbOrTx, limit = 100) {
  return db
    .select({ round: rounds, parkingNm: parkingLots.parkingNm })
    .from(rounds)
    .innerJoin(parkingLots, eq(parkingLots.lotId, rounds.lotId))
    .where(eq(rounds.allotType, 'RAFFLE'))
    .orderBy(desc(rounds.endDttm), desc(rounds.roundId))
    .limit(limit);
}
