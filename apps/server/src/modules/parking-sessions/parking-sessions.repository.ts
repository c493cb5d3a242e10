import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { discountCodes, equipmentEvents, equipmentKeys, inOut, unpaidItems } from '../../db/schema/lots';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';

export type InOutRecord = typeof inOut.$inferSelect;
export type EquipmentKeyRecord = typeof equipmentKeys.$inferSelect;

/** The active (not revoked) key with this hash. */
export async function findActiveKeyByHash(db: DbOrTx, keyHash: string): Promise<EquipmentKeyRecord | null> {
  const rows = await db
    .select()
    .from(equipmentKeys)
    .where(and(eq(equipmentKeys.keyHash, keyHash), isNull(equipmentKeys.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchKey(db: DbOrTx, keyId: number, at: Date): Promise<void> {
  await db.update(equipmentKeys).set({ lastUsedAt: at }).where(eq(equipmentKeys.keyId, keyId));
}

export async function insertKey(
  db: DbOrTx,
  row: { lotId: number; keyHash: string; keyPrefix: string; label: string },
): Promise<EquipmentKeyRecord> {
  const [created] = await db.insert(equipmentKeys).values(row).returning();
  return created!;
}

/** Revokes every active key of a lot; returns how many. */
export async function revokeKeys(db: DbOrTx, lotId: number, at: Date): Promise<number> {
  const rows = await db
    .update(equipmentKeys)
    .set({ revokedAt: at })
    .where(and(eq(equipmentKeys.lotId, lotId), isNull(equipmentKeys.revokedAt)))
    .returning({ keyId: equipmentKeys.keyId });
  return rows.length;
}

export async function listKeys(db: DbOrTx): Promise<EquipmentKeyRecord[]> {
  return db.select().from(equipmentKeys).orderBy(equipmentKeys.lotId, equipmentKeys.keyId);
}

/**
 * Claims (lotId, eventId) for this request. Returns null when it was already processed (or is being
 * processed by a concurrent request, which this insert waits for); the caller then replays the stored answer.
 */
export async function claimEvent(
  db: DbOrTx,
  row: { lotId: number; eventId: string; kind: string; plate: string; keyId: number },
): Promise<number | null> {
  const rows = await db
    .insert(equipmentEvents)
    .values({ ...row, response: {} })
    .onConflictDoNothing({ target: [equipmentEvents.lotId, equipmentEvents.eventId] })
    .returning({ id: equipmentEvents.id });
  return rows[0]?.id ?? null;
}

export async function saveEventResponse(db: DbOrTx, id: number, response: unknown): Promise<void> {
  await db.update(equipmentEvents).set({ response }).where(eq(equipmentEvents.id, id));
}

export async function findEvent(
  db: DbOrTx,
  lotId: number,
  eventId: string,
): Promise<typeof equipmentEvents.$inferSelect | null> {
  const rows = await db
    .select()
    .from(equipmentEvents)
    .where(and(eq(equipmentEvents.lotId, lotId), eq(equipmentEvents.eventId, eventId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Opens a session; null when the car is already in this lot (unique open-session index). */
export async function insertEntry(
  db: DbOrTx,
  row: { lotId: number; plate: string; inDttm: Date; inTy: string },
): Promise<InOutRecord | null> {
  const rows = await db
    .insert(inOut)
    .values({ ...row, plateLast4: row.plate.slice(-4) })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** The open session of a car in a lot, locked for the exit. */
export async function findOpenSessionForUpdate(
  db: DbOrTx,
  lotId: number,
  plate: string,
): Promise<InOutRecord | null> {
  const rows = await db
    .select()
    .from(inOut)
    .where(and(eq(inOut.lotId, lotId), eq(inOut.plate, plate), isNull(inOut.outDttm)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function closeSession(db: DbOrTx, stayId: number, outDttm: Date, payAmt: number): Promise<void> {
  await db.update(inOut).set({ outDttm, payAmt }).where(eq(inOut.stayId, stayId));
}

/** Records what is left to pay of a stay; one item per session. */
export async function insertUnpaid(
  db: DbOrTx,
  row: {
    stayId: number;
    plate: string;
    lotId: number;
    parkingName: string;
    inDttm: Date;
    outDttm: Date;
    principal: number;
    issuedAt: Date;
    dueDate: string;
  },
): Promise<number> {
  const rows = await db
    .insert(unpaidItems)
    .values({ ...row, kind: 'OFFSTREET', status: 'UNPAID' })
    .onConflictDoNothing({ target: unpaidItems.stayId })
    .returning({ id: unpaidItems.id });
  if (rows[0]) return rows[0].id;
  const existing = await db
    .select({ id: unpaidItems.id })
    .from(unpaidItems)
    .where(eq(unpaidItems.stayId, row.stayId))
    .limit(1);
  return existing[0]!.id;
}

/** Vehicles currently in, by lot (used by the traffic simulator and tests). */
export async function countOpenSessions(db: DbOrTx, lotId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inOut)
    .where(and(eq(inOut.lotId, lotId), isNull(inOut.outDttm)));
  return Number(rows[0]?.n ?? 0);
}

/** Revokes one key. */
export async function revokeKeyById(db: DbOrTx, keyId: number, at: Date): Promise<void> {
  await db
    .update(equipmentKeys)
    .set({ revokedAt: at })
    .where(and(eq(equipmentKeys.keyId, keyId), isNull(equipmentKeys.revokedAt)));
}

/**
 * Reduction codes registered for a plate (any owner) that are valid on `today` ('YYYY-MM-DD', Korea) and in
 * use: a parked car's owner is unknown to the gate, so the plate alone decides.
 */
export async function listRegisteredReductionCodes(
  db: DbOrTx,
  plate: string,
  today: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: discountCodes.code, sortOrder: discountCodes.sortOrder })
    .from(discountVehicles)
    .innerJoin(discountCodes, eq(discountCodes.code, discountVehicles.discountCd))
    .where(
      and(
        eq(discountVehicles.plate, plate),
        lte(discountVehicles.startDt, today),
        gte(discountVehicles.endDt, today),
        eq(discountCodes.useYn, 'Y'),
      ),
    )
    .orderBy(asc(discountCodes.sortOrder), asc(discountCodes.code));
  return rows.map((r) => r.code);
}

/**
 * Web-prepaid minutes applied to sessions (from any store): bought and free, per stayId. A fee input of the stay,
 * so it lives with the stays that web-prepaid, prepay and the exit gate all price (decision 197).
 */
export async function sessionTotals(
  db: DbOrTx,
  stayIds: number[],
): Promise<Map<number, { useMinutes: number; freeMinutes: number }>> {
  const out = new Map<number, { useMinutes: number; freeMinutes: number }>();
  if (stayIds.length === 0) return out;
  const rows = await db
    .select({
      stayId: webPrepaidLedger.stayId,
      useMinutes: sql<number>`coalesce(sum(${webPrepaidLedger.minutes}), 0)::int`,
      freeMinutes: sql<number>`coalesce(sum(${webPrepaidLedger.freeMinutes}), 0)::int`,
    })
    .from(webPrepaidLedger)
    .where(and(inArray(webPrepaidLedger.stayId, stayIds), eq(webPrepaidLedger.kind, 'USE')))
    .groupBy(webPrepaidLedger.stayId);
  for (const r of rows)
    if (r.stayId !== null)
      out.set(Number(r.stayId), { useMinutes: Number(r.useMinutes), freeMinutes: Number(r.freeMinutes) });
  return out;
}

/** Free traditional-market minutes given to one session so far. */
export async function sessionFreeMinutes(db: DbOrTx, stayId: number): Promise<number> {
  return (await sessionTotals(db, [stayId])).get(stayId)?.freeMinutes ?? 0;
}
