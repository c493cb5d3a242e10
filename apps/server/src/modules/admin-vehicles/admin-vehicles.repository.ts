import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, desc, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { discountCodes, freeVehicles, parkingLots } from '../../db/schema/lots';
import { countRows, keywordWhere, type ListSearch, pageOf } from '../../lib/admin-resource/list.repository';

export type DiscountVehicleRecord = typeof discountVehicles.$inferSelect & { discountNm: string | null };
export type FreeVehicleRecord = typeof freeVehicles.$inferSelect & { lotNm: string | null };
export type NewDiscountVehicle = typeof discountVehicles.$inferInsert;
export type NewFreeVehicle = typeof freeVehicles.$inferInsert;

/**
 * Serialises writes about one car number until the transaction ends, so two admins registering the same car at
 * once cannot both pass the duplicate check.
 */
export async function lockCarNo(tx: DbOrTx, scope: string, plate: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${plate}`}))`);
}

// ── discount vehicles ────────────────────────────────────────────────────────

const discountColumns = { d: discountVehicles, discountNm: discountCodes.codeNm };

function toDiscount(r: { d: typeof discountVehicles.$inferSelect; discountNm: string | null }) {
  return { ...r.d, discountNm: r.discountNm };
}

/** Discount vehicles, newest first: search 1 owner name, 2 car number, none both. */
export async function listDiscountVehicles(
  db: DbOrTx,
  search: ListSearch,
  window: ListWindow,
): Promise<ListPage<DiscountVehicleRecord>> {
  const where = keywordWhere(
    search,
    {
      '1': [discountVehicles.carOwnerNm],
      '2': [discountVehicles.plate],
      all: [discountVehicles.carOwnerNm, discountVehicles.plate],
    },
    'all',
  );
  const query = db
    .select(discountColumns)
    .from(discountVehicles)
    .leftJoin(discountCodes, eq(discountCodes.code, discountVehicles.discountCd))
    .where(where)
    .orderBy(desc(discountVehicles.regDttm), desc(discountVehicles.seqId))
    .$dynamic();
  const page = await pageOf(query, window, () => countRows(db, discountVehicles, where));
  return { rows: page.rows.map(toDiscount), total: page.total };
}

export async function findDiscountVehicle(db: DbOrTx, seqId: number): Promise<DiscountVehicleRecord | null> {
  const [row] = await db
    .select(discountColumns)
    .from(discountVehicles)
    .leftJoin(discountCodes, eq(discountCodes.code, discountVehicles.discountCd))
    .where(eq(discountVehicles.seqId, seqId))
    .limit(1);
  return row ? toDiscount(row) : null;
}

/** True when another registration of this car has not ended by `today` ('이미 등록중인 차량입니다.'). */
export async function discountCarRegistered(
  db: DbOrTx,
  plate: string,
  today: string,
  exceptSeqId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ seqId: discountVehicles.seqId })
    .from(discountVehicles)
    .where(
      and(
        eq(discountVehicles.plate, plate),
        gte(discountVehicles.endDt, today),
        exceptSeqId === undefined ? undefined : ne(discountVehicles.seqId, exceptSeqId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findDiscountCode(
  db: DbOrTx,
  code: string,
): Promise<typeof discountCodes.$inferSelect | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

export async function updateDiscountVehicle(
  db: DbOrTx,
  seqId: number,
  row: Omit<NewDiscountVehicle, 'seqId'>,
): Promise<boolean> {
  const done = await db
    .update(discountVehicles)
    .set({ ...row, updDttm: new Date() })
    .where(eq(discountVehicles.seqId, seqId))
    .returning({ seqId: discountVehicles.seqId });
  return done.length === 1;
}

export async function deleteDiscountVehicle(db: DbOrTx, seqId: number): Promise<{ plate: string } | null> {
  const [row] = await db
    .delete(discountVehicles)
    .where(eq(discountVehicles.seqId, seqId))
    .returning({ plate: discountVehicles.plate });
  return row ?? null;
}

// ── free vehicles ────────────────────────────────────────────────────────────

const freeColumns = { f: freeVehicles, lotNm: parkingLots.parkingNm };

function toFree(r: { f: typeof freeVehicles.$inferSelect; lotNm: string | null }): FreeVehicleRecord {
  return { ...r.f, lotNm: r.lotNm };
}

/** Free vehicles, newest first: search _vName owner, _vCarNo car number, none both. */
export async function listFreeVehicles(
  db: DbOrTx,
  search: ListSearch,
  window: ListWindow,
): Promise<ListPage<FreeVehicleRecord>> {
  const where = keywordWhere(
    search,
    {
      _vName: [freeVehicles.carOwnerNm],
      _vCarNo: [freeVehicles.plate],
      all: [freeVehicles.carOwnerNm, freeVehicles.plate],
    },
    'all',
  );
  const query = db
    .select(freeColumns)
    .from(freeVehicles)
    .leftJoin(parkingLots, eq(parkingLots.lotId, freeVehicles.lotId))
    .where(where)
    .orderBy(desc(freeVehicles.regDttm), desc(freeVehicles.freeCarId))
    .$dynamic();
  const page = await pageOf(query, window, () => countRows(db, freeVehicles, where));
  return { rows: page.rows.map(toFree), total: page.total };
}

export async function findFreeVehicle(db: DbOrTx, freeCarId: number): Promise<FreeVehicleRecord | null> {
  const [row] = await db
    .select(freeColumns)
    .from(freeVehicles)
    .leftJoin(parkingLots, eq(parkingLots.lotId, freeVehicles.lotId))
    .where(eq(freeVehicles.freeCarId, freeCarId))
    .limit(1);
  return row ? toFree(row) : null;
}

/**
 * True when a rule of this car that has not ended covers the same scope: the same lot (PRD-001), the same
 * division (PRD-002 / PRD-003), or any rule for all lots (PRD-002), which already covers every lot.
 */
export async function freeCarRegistered(
  db: DbOrTx,
  plate: string,
  scope: { parkingRegDiv: string; lotId: number | null },
  today: string,
  exceptId?: number,
): Promise<boolean> {
  const sameScope: SQL | undefined =
    scope.parkingRegDiv === 'PRD-001' && scope.lotId !== null
      ? and(eq(freeVehicles.parkingRegDiv, 'PRD-001'), eq(freeVehicles.lotId, scope.lotId))
      : eq(freeVehicles.parkingRegDiv, scope.parkingRegDiv);
  const rows = await db
    .select({ id: freeVehicles.freeCarId })
    .from(freeVehicles)
    .where(
      and(
        eq(freeVehicles.plate, plate),
        or(isNull(freeVehicles.endDt), gte(freeVehicles.endDt, today)),
        // A new all-lots rule overlaps every rule of the car.
        scope.parkingRegDiv === 'PRD-002'
          ? undefined
          : or(sameScope, eq(freeVehicles.parkingRegDiv, 'PRD-002')),
        exceptId === undefined ? undefined : ne(freeVehicles.freeCarId, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function lotExists(db: DbOrTx, lotId: number): Promise<boolean> {
  const rows = await db
    .select({ lotId: parkingLots.lotId })
    .from(parkingLots)
    .where(eq(parkingLots.lotId, lotId))
    .limit(1);
  return rows.length > 0;
}

export async function insertFreeVehicle(db: DbOrTx, row: NewFreeVehicle): Promise<number> {
  const [inserted] = await db.insert(freeVehicles).values(row).returning({ id: freeVehicles.freeCarId });
  if (!inserted) throw new Error('free vehicle insert returned nothing');
  return inserted.id;
}

export async function updateFreeVehicle(
  db: DbOrTx,
  freeCarId: number,
  row: Omit<NewFreeVehicle, 'freeCarId'>,
): Promise<boolean> {
  const done = await db
    .update(freeVehicles)
    .set(row)
    .where(eq(freeVehicles.freeCarId, freeCarId))
    .returning({ id: freeVehicles.freeCarId });
  return done.length === 1;
}

export async function deleteFreeVehicle(db: DbOrTx, freeCarId: number): Promise<{ plate: string } | null> {
  const [row] = await db
    .delete(freeVehicles)
    .where(eq(freeVehicles.freeCarId, freeCarId))
    .returning({ plate: freeVehicles.plate });
  return row ?? null;
}
