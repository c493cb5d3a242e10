import { createHash, randomBytes } from 'node:crypto';
import { kstDatePlus, todayKst } from '@parking/shared/common/korea-time';
import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import { type FeeResult, freeVehicleApplies, type ParkingRegDiv } from '@parking/shared/fee/engine';
import { DEFAULT_DISCOUNT_CD, type EquipmentEventResponse } from '@parking/shared/lots/schemas';
import { lotsKo } from '@parking/shared/messages/ko/lots';
import { PREPAY_GRACE_MINUTES, UNPAID_DUE_DAYS } from '@parking/shared/payments/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { feeForStay, listFreeVehicleRules } from '../fee';
import { notifyLotChanged } from '../live-availability';
import { findLot, invalidateLotCache, type LotRecord } from '../lots';
import { isSeasonPassEntry } from '../season-pass';
import {
  claimEvent,
  closeSession,
  type EquipmentKeyRecord,
  findActiveKeyByHash,
  findEvent,
  findOpenSessionForUpdate,
  type InOutRecord,
  insertEntry,
  insertKey,
  insertUnpaid,
  listKeys,
  listRegisteredReductionCodes,
  revokeKeyById,
  revokeKeys,
  saveEventResponse,
  sessionFreeMinutes,
  touchKey,
} from './parking-sessions.repository';

/** How far ahead of the server clock an event time may be. */
const MAX_CLOCK_AHEAD_MS = 10 * 60_000;

/** SHA-256 (hex) of an equipment key: keys are long random strings, so a fast hash is enough. */
export function hashEquipmentKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Issues a new key for a lot; the plain key is returned once and never stored. */
export async function issueEquipmentKey(
  db: DbOrTx,
  lotId: number,
  label = '',
): Promise<{ key: string; record: EquipmentKeyRecord }> {
  const lot = await findLot(db, lotId);
  if (!lot) throw new AppError('LOT_NOT_FOUND', 404);
  const key = `pek_${lotId}_${randomBytes(24).toString('base64url')}`;
  const record = await insertKey(db, {
    lotId,
    keyHash: hashEquipmentKey(key),
    keyPrefix: key.slice(0, 12),
    label,
  });
  return { key, record };
}

/** Revokes every active key of a lot; returns how many were revoked. */
export async function revokeEquipmentKeys(db: DbOrTx, lotId: number, now = new Date()): Promise<number> {
  return revokeKeys(db, lotId, now);
}

/** Revokes one key by its id (the traffic simulator's own keys). */
export async function revokeEquipmentKey(db: DbOrTx, keyId: number, now = new Date()): Promise<void> {
  await revokeKeyById(db, keyId, now);
}

export { listKeys as listEquipmentKeys };

/** The active key presented in X-Api-Key, or 401 (missing, unknown or revoked). */
export async function authenticateEquipmentKey(
  db: DbOrTx,
  key: string | undefined,
): Promise<EquipmentKeyRecord> {
  if (!key || key.length > 200) throw new AppError('EQUIPMENT_KEY_INVALID', 401);
  const record = await findActiveKeyByHash(db, hashEquipmentKey(key));
  if (!record) throw new AppError('EQUIPMENT_KEY_INVALID', 401);
  return record;
}

export interface EquipmentEventInput {
  lotId: number;
  plate: string;
  eventId: string;
  /** ISO time; default now */
  time?: string | undefined;
}

type Kind = 'ENTRY' | 'EXIT';

/**
 * Runs one gate event exactly once per (lot, eventId): the claim row, the session change and the stored
 * answer commit together; a replay returns the stored answer and writes nothing; a failure writes nothing.
 */
async function once(
  db: AppDb,
  key: EquipmentKeyRecord,
  kind: Kind,
  input: EquipmentEventInput,
  work: (
    tx: DbOrTx,
    at: Date,
  ) => Promise<Omit<Domain<EquipmentEventResponse>, 'replayed' | 'result' | 'kind'>>,
): Promise<Domain<EquipmentEventResponse>> {
  if (input.lotId !== key.lotId) throw new AppError('EQUIPMENT_LOT_MISMATCH', 403);
  const at = input.time ? new Date(input.time) : new Date();
  // A gate clock far ahead would open stays that can never be closed (exit before entry).
  if (at.getTime() > Date.now() + MAX_CLOCK_AHEAD_MS)
    throw new AppError('VALIDATION', 400, { time: [lotsKo.v.timeFuture] }, { message: lotsKo.v.timeFuture });
  const answer = await db.transaction(async (tx) => {
    const claimed = await claimEvent(tx, {
      lotId: input.lotId,
      eventId: input.eventId,
      kind,
      plate: input.plate,
      keyId: key.keyId,
    });
    if (claimed === null) {
      const first = await findEvent(tx, input.lotId, input.eventId);
      if (!first || first.kind !== kind || first.plate !== input.plate)
        throw new AppError('EQUIPMENT_EVENT_CONFLICT', 409);
      // the stored answer keeps the contract's shape (wire names), as it was sent the first time
      return { ...toDomain(first.response as EquipmentEventResponse), replayed: true };
    }
    const body = await work(tx, at);
    const response: Domain<EquipmentEventResponse> = { result: 'success', kind, ...body, replayed: false };
    await saveEventResponse(tx, claimed, toWire(response));
    await touchKey(tx, key.keyId, new Date());
    // the live availability stream of every process learns of it at commit (decision 218)
    await notifyLotChanged(tx, input.lotId);
    return response;
  });
  if (!answer.replayed) invalidateLotCache(db);
  return answer;
}

/** POST /api/equipment/entries: a car passed the entry gate. */
export async function recordEntry(
  db: AppDb,
  key: EquipmentKeyRecord,
  input: EquipmentEventInput,
): Promise<Domain<EquipmentEventResponse>> {
  return once(db, key, 'ENTRY', input, async (tx, at) => {
    const lot = await findLot(tx, input.lotId);
    if (!lot) throw new AppError('LOT_NOT_FOUND', 404);
    const rules = await listFreeVehicleRules(tx, input.plate);
    const free = rules.some((r) =>
      freeVehicleApplies(
        {
          parkingRegDiv: r.parkingRegDiv as ParkingRegDiv,
          lotId: r.lotId,
          applyDay: r.applyDay,
          startDt: r.startDt ?? '',
          endDt: r.endDt ?? '',
        },
        lot,
        at.getTime(),
      ),
    );
    // A paid season pass covering this moment makes the stay a PERIOD one (fee 0, not offered for pre-payment).
    const period = !free && (await isSeasonPassEntry(tx, input.lotId, input.plate, at));
    const row = await insertEntry(tx, {
      lotId: input.lotId,
      plate: input.plate,
      inDttm: at,
      inTy: free ? 'FREE' : period ? 'PERIOD' : 'NORMAL',
    });
    if (!row) throw new AppError('EQUIPMENT_ALREADY_IN', 409);
    return {
      message: lotsKo.equipment.entered,
      stayId: row.stayId,
      lotId: row.lotId,
      plate: row.plate,
      inDttm: row.inDttm.toISOString(),
      outDttm: null,
    };
  });
}

/** The fee of a session and the reduction code it was computed with. */
export interface SessionFee {
  fee: FeeResult;
  discountCd: string;
}

/**
 * The fee a session owes for its stay up to `at`: with the session's reduction, or with a reduction
 * registered for the plate (valid on that Korean day), whichever costs less; web-prepaid minutes and
 * free-vehicle rules applied. The one pricing of a stay: pre-payment view, pre-payment quote and exit.
 */
export async function sessionFee(
  db: DbOrTx,
  session: InOutRecord,
  lot: LotRecord,
  at: Date,
  /** further codes to price with (a reduction claimed on the payment screen, decision 147) */
  extraCodes: readonly string[] = [],
): Promise<SessionFee> {
  const outAt = at.getTime() < session.inDttm.getTime() ? session.inDttm : at;
  const own = session.discountCd || DEFAULT_DISCOUNT_CD;
  // Only stays with web-prepaid minutes ask the ledger which of them were free (their own breakdown line).
  const prepaidFreeMinutes = session.prepaidMinutes > 0 ? await sessionFreeMinutes(db, session.stayId) : 0;
  const price = (discountCd: string) =>
    feeForStay(db, {
      lot,
      inAt: session.inDttm,
      outAt,
      discountCd,
      plate: session.plate,
      prepaidMinutes: session.prepaidMinutes,
      seasonPass: session.inTy === 'PERIOD',
      prepaidFreeMinutes,
    });
  let best: SessionFee = { fee: await price(own), discountCd: own };
  const registered = await listRegisteredReductionCodes(db, session.plate, todayKst(at));
  for (const code of new Set([...registered, ...extraCodes])) {
    if (code === own) continue;
    const fee = await price(code);
    if (fee.payAmt < best.fee.payAmt) best = { fee, discountCd: code };
  }
  return best;
}

/** True when a pre-paid stay ends within the grace period after the time its pre-payment covers. */
export function withinPrepayGrace(paidThrough: Date | null, at: Date): boolean {
  return paidThrough !== null && at.getTime() <= paidThrough.getTime() + PREPAY_GRACE_MINUTES * 60_000;
}

/**
 * POST /api/equipment/exits: a car passed the exit gate. A pre-paid car leaving within the grace period
 * owes nothing more; otherwise the stay is priced (sessionFee) and what it has not paid becomes an unpaid
 * item due in 30 days.
 */
export async function recordExit(
  db: AppDb,
  key: EquipmentKeyRecord,
  input: EquipmentEventInput,
): Promise<Domain<EquipmentEventResponse>> {
  return once(db, key, 'EXIT', input, async (tx, at) => {
    const lot = await findLot(tx, input.lotId);
    if (!lot) throw new AppError('LOT_NOT_FOUND', 404);
    const session = await findOpenSessionForUpdate(tx, input.lotId, input.plate);
    if (!session) throw new AppError('EQUIPMENT_NO_OPEN_SESSION', 409);
    if (at.getTime() < session.inDttm.getTime())
      throw new AppError('OUT_BEFORE_IN', 400, { time: [lotsKo.v.outBeforeIn] });
    // Within the grace period the pre-payment settles the stay, whatever the clock says now.
    const payAmt = withinPrepayGrace(session.paidThrough, at)
      ? session.paidAmt
      : (await sessionFee(tx, session, lot, at)).fee.payAmt;
    await closeSession(tx, session.stayId, at, payAmt);
    const outstanding = payAmt - session.paidAmt;
    let unpaidId: number | null = null;
    if (outstanding > 0) {
      unpaidId = await insertUnpaid(tx, {
        stayId: session.stayId,
        plate: session.plate,
        lotId: session.lotId,
        parkingName: lot.parkingNm,
        inDttm: session.inDttm,
        outDttm: at,
        principal: outstanding,
        issuedAt: at,
        dueDate: kstDatePlus(at, UNPAID_DUE_DAYS),
      });
    }
    return {
      message: unpaidId === null ? lotsKo.equipment.exited : lotsKo.equipment.exitedUnpaid,
      stayId: session.stayId,
      lotId: session.lotId,
      plate: session.plate,
      inDttm: session.inDttm.toISOString(),
      outDttm: at.toISOString(),
      payAmt,
      paidAmt: session.paidAmt,
      unpaidId,
    };
  });
}
