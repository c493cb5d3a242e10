import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { parkingLots } from '../../db/schema/lots';
import {
  seasonPassApplications as apps,
  seasonPassCarProofs as carProofs,
  type SeasonPassApplicationRow,
  type SeasonPassCarProofRow,
} from '../../db/schema/season-pass';

export type { SeasonPassApplicationRow as ApplicationRow };

const UNPAID = ['MUT-004', 'MUT-005', 'MUT-006'];

// ---------------------------------------------------------------------------------------------
// Applications

export type NewApplication = typeof apps.$inferInsert;

/** A Postgres unique violation (both drivers), possibly wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export async function insertApplication(db: DbOrTx, row: NewApplication): Promise<SeasonPassApplicationRow> {
  const [r] = await db.insert(apps).values(row).returning();
  if (!r) throw new Error('application insert returned nothing');
  return r;
}

export async function updateApplication(
  db: DbOrTx,
  periodId: number,
  set: Partial<NewApplication>,
): Promise<void> {
  await db.update(apps).set(set).where(eq(apps.periodId, periodId));
}

export async function findApplication(
  db: DbOrTx,
  periodId: number,
  lock = false,
): Promise<SeasonPassApplicationRow | null> {
  const q = db.select().from(apps).where(eq(apps.periodId, periodId)).limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** A live application of the car at the lot whose period overlaps [start, end]. */
export async function findOverlapping(
  db: DbOrTx,
  lotId: number,
  plate: string,
  start: string,
  end: string,
): Promise<SeasonPassApplicationRow | null> {
  const rows = await db
    .select()
    .from(apps)
    .where(
      and(
        eq(apps.lotId, lotId),
        eq(apps.plate, plate),
        ne(apps.procStsCd, 'MUT-003'),
        lte(apps.useStartDt, end),
        gte(apps.useEndDt, start),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Live applications of a round still waiting for the draw, by application number. */
export async function listDrawEntrants(db: DbOrTx, roundId: number): Promise<SeasonPassApplicationRow[]> {
  return db
    .select()
    .from(apps)
    .where(and(eq(apps.roundId, roundId), eq(apps.procStsCd, 'MUT-001')))
    .orderBy(asc(apps.periodId));
}

/** Claims a state change: only when the row is still in one of `from` (returns the updated row or null). */
export async function transition(
  db: DbOrTx,
  periodId: number,
  from: readonly string[],
  set: Partial<NewApplication>,
): Promise<SeasonPassApplicationRow | null> {
  const [r] = await db
    .update(apps)
    .set(set)
    .where(and(eq(apps.periodId, periodId), inArray(apps.procStsCd, [...from])))
    .returning();
  return r ?? null;
}

/** The first in the waiting list of a round whose use has not started (`today` 'YYYY-MM-DD'). */
export async function nextWaiting(
  db: DbOrTx,
  roundId: number,
  today: string,
): Promise<SeasonPassApplicationRow | null> {
  const rows = await db
    .select()
    .from(apps)
    .where(
      and(
        eq(apps.roundId, roundId),
        eq(apps.procStsCd, 'MUT-001'),
        isNotNull(apps.queueNo),
        sql`${apps.useStartDt} > ${today}`,
      ),
    )
    .orderBy(asc(apps.queueNo))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** Current waiting positions (1-based) of waiting applications, by period id. */
export async function waitingPositions(db: DbOrTx, periodIds: number[]): Promise<Map<number, number>> {
  if (periodIds.length === 0) return new Map();
  const ids = sql.join(
    periodIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute<{ period_id: number | string; pos: number | string }>(sql`
    select a.period_id, (
      select count(*) from season_pass_applications b
      where b.round_id = a.round_id and b.proc_sts_cd = 'MUT-001' and b.queue_no is not null
        and b.queue_no <= a.queue_no
    )::int as pos
    from season_pass_applications a
    where a.period_id in (${ids}) and a.proc_sts_cd = 'MUT-001' and a.queue_no is not null`);
  return new Map(res.rows.map((r) => [Number(r.period_id), Number(r.pos)]));
}

/** Lookup page: applications of cars ending in `last4` (of one member, or all for an administrator). */
export async function searchByLast4(
  db: DbOrTx,
  last4: string,
  owner: string | null,
  page: { offset: number; limit: number },
) {
  const where = and(eq(apps.plateLast4, last4), owner ? eq(apps.memberId, owner) : undefined);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(apps).where(where);
  const rows = await db
    .select({ app: apps, parkingNm: parkingLots.parkingNm, parkingDivNm: parkingLots.parkingDivNm })
    .from(apps)
    .innerJoin(parkingLots, eq(parkingLots.lotId, apps.lotId))
    .where(where)
    .orderBy(desc(apps.periodId))
    .limit(page.limit)
    .offset(page.offset);
  return { total: Number(count?.n ?? 0), rows };
}

/** Paid passes of a member (or all, for an administrator), paid or in use within [from, to] ('YYYY-MM-DD'). */
export async function paidHistory(
  db: DbOrTx,
  owner: string | null,
  plate: string | undefined,
  range: { from: Date; to: Date },
) {
  return db
    .select({ app: apps, parkingNm: parkingLots.parkingNm, parkingDivNm: parkingLots.parkingDivNm })
    .from(apps)
    .innerJoin(parkingLots, eq(parkingLots.lotId, apps.lotId))
    .where(
      and(
        eq(apps.procStsCd, 'MUT-002'),
        owner ? eq(apps.memberId, owner) : undefined,
        plate ? eq(apps.plate, plate) : undefined,
        gte(apps.paidAt, range.from),
        lte(apps.paidAt, range.to),
      ),
    )
    .orderBy(desc(apps.paidAt))
    .limit(1000);
}

/** With lot names: one application for the detail. */
export async function findApplicationWithLot(db: DbOrTx, periodId: number) {
  const rows = await db
    .select({ app: apps, parkingNm: parkingLots.parkingNm, parkingDivNm: parkingLots.parkingDivNm })
    .from(apps)
    .innerJoin(parkingLots, eq(parkingLots.lotId, apps.lotId))
    .where(eq(apps.periodId, periodId))
    .limit(1);
  return rows[0] ?? null;
}

/** Every application of a round (admin list), by state then number. */
export async function listRoundApplications(
  db: DbOrTx,
  roundId: number,
): Promise<SeasonPassApplicationRow[]> {
  return db
    .select()
    .from(apps)
    .where(eq(apps.roundId, roundId))
    .orderBy(asc(apps.drawRank), asc(apps.queueNo), asc(apps.periodId))
    .limit(20_000);
}

/** Live application counts of rounds. */
export async function countLive(db: DbOrTx, roundIds: number[]): Promise<Map<number, number>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .select({ roundId: apps.roundId, n: sql<number>`count(*)::int` })
    .from(apps)
    .where(and(inArray(apps.roundId, roundIds), ne(apps.procStsCd, 'MUT-003')))
    .groupBy(apps.roundId);
  return new Map(rows.map((r) => [r.roundId, Number(r.n)]));
}

/** Draw record rows of a round: every application that took part, by rank. */
export async function listDrawn(db: DbOrTx, roundId: number) {
  return db
    .select({ periodId: apps.periodId, plate: apps.plate, drawRank: apps.drawRank })
    .from(apps)
    .where(and(eq(apps.roundId, roundId), isNotNull(apps.drawRank)))
    .orderBy(asc(apps.drawRank));
}

/** Unpaid assignments past their deadline. */
export async function listOverdue(db: DbOrTx, now: Date, limit = 500): Promise<SeasonPassApplicationRow[]> {
  return db
    .select()
    .from(apps)
    .where(and(inArray(apps.procStsCd, UNPAID), lt(apps.payDeadline, now)))
    .orderBy(asc(apps.payDeadline))
    .limit(limit);
}

/** Unpaid assignments whose deadline is within `before` ms and that were not reminded yet. */
export async function listDueReminders(db: DbOrTx, now: Date, beforeMs: number, limit = 500) {
  return db
    .select()
    .from(apps)
    .where(
      and(
        inArray(apps.procStsCd, UNPAID),
        isNull(apps.remindedAt),
        gte(apps.payDeadline, now),
        lte(apps.payDeadline, new Date(now.getTime() + beforeMs)),
      ),
    )
    .orderBy(asc(apps.payDeadline))
    .limit(limit);
}

/** Marks the reminder of one assignment as sent: only once. */
export async function claimReminder(
  db: DbOrTx,
  periodId: number,
  now: Date,
): Promise<SeasonPassApplicationRow | null> {
  const [r] = await db
    .update(apps)
    .set({ remindedAt: now })
    .where(and(eq(apps.periodId, periodId), isNull(apps.remindedAt), inArray(apps.procStsCd, UNPAID)))
    .returning();
  return r ?? null;
}

/** Waiting applications whose use has started (they can no longer be offered a cell). */
export async function listStaleWaiting(db: DbOrTx, today: string, limit = 500) {
  return db
    .select({ periodId: apps.periodId })
    .from(apps)
    .where(and(eq(apps.procStsCd, 'MUT-001'), isNotNull(apps.queueNo), lte(apps.useStartDt, today)))
    .limit(limit);
}

/** Paid passes of a car at a lot covering `date` ('YYYY-MM-DD'): their use divisions. */
export async function paidPassDivisions(
  db: DbOrTx,
  lotId: number,
  plate: string,
  date: string,
): Promise<string[]> {
  const rows = await db
    .select({ useDivCd: apps.useDivCd })
    .from(apps)
    .where(
      and(
        eq(apps.lotId, lotId),
        eq(apps.plate, plate),
        eq(apps.procStsCd, 'MUT-002'),
        lte(apps.useStartDt, date),
        gte(apps.useEndDt, date),
      ),
    );
  return rows.map((r) => r.useDivCd);
}

// ---------------------------------------------------------------------------------------------
// Members' cars and their proofs (decision 179)

/** The profile car, owner name, name and verified mobile of a member. */
export async function findMemberCar(db: DbOrTx, memberId: string) {
  const [r] = await db
    .select({
      empNm: members.empNm,
      empMobile: members.empMobile,
      plate: members.plate,
      carOwnerNm: members.carOwnerNm,
    })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return r ?? null;
}

export async function insertCarProof(
  db: DbOrTx,
  row: typeof carProofs.$inferInsert,
): Promise<SeasonPassCarProofRow> {
  const [r] = await db.insert(carProofs).values(row).returning();
  if (!r) throw new Error('car proof insert returned nothing');
  return r;
}

/** A member's car-proof requests (newest first), or every pending one (staff). */
export async function listCarProofs(
  db: DbOrTx,
  filter: { memberId?: string; status?: string },
): Promise<(SeasonPassCarProofRow & { empNm: string | null; empNo: string | null })[]> {
  return db
    .select({
      proofId: carProofs.proofId,
      memberId: carProofs.memberId,
      plate: carProofs.plate,
      carOwnerNm: carProofs.carOwnerNm,
      fileId: carProofs.fileId,
      status: carProofs.status,
      reqDttm: carProofs.reqDttm,
      decidedBy: carProofs.decidedBy,
      decidedAt: carProofs.decidedAt,
      reason: carProofs.reason,
      empNm: members.empNm,
      empNo: members.empNo,
    })
    .from(carProofs)
    .leftJoin(members, eq(members.memberId, carProofs.memberId))
    .where(
      and(
        filter.memberId ? eq(carProofs.memberId, filter.memberId) : undefined,
        filter.status ? eq(carProofs.status, filter.status) : undefined,
      ),
    )
    .orderBy(filter.memberId ? desc(carProofs.proofId) : asc(carProofs.proofId))
    .limit(500);
}

export async function findCarProof(db: DbOrTx, proofId: number): Promise<SeasonPassCarProofRow | null> {
  const [r] = await db.select().from(carProofs).where(eq(carProofs.proofId, proofId)).limit(1);
  return r ?? null;
}

/** Decides a pending request once (null when it was decided already). */
export async function decideCarProof(
  db: DbOrTx,
  proofId: number,
  set: { status: 'CONFIRMED' | 'REJECTED'; decidedBy: string; decidedAt: Date; reason: string | null },
): Promise<SeasonPassCarProofRow | null> {
  const [r] = await db
    .update(carProofs)
    .set(set)
    .where(and(eq(carProofs.proofId, proofId), eq(carProofs.status, 'PENDING')))
    .returning();
  return r ?? null;
}
