import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKstMinute, kstDayRange } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { webPrepaidKo } from '@parking/shared/messages/ko/web-prepaid';
import {
  type BuyRow,
  buyPrice,
  ceilToUnit,
  floorToUnit,
  MARKET_FREE_MAX_MINUTES,
  MARKET_LOT_IDS,
  MAX_USE_MINUTES,
  maskCarNo,
  type PointResponse,
  type QuoteResponse,
  type TimeHistoryQuery,
  type TimeInitResponse,
  type TimeReceiptQuery,
  type TimeReceiptResponse,
  type TimeSession,
  type UseRow,
  WEB_PREPAID_UNIT_MINUTES,
} from '@parking/shared/web-prepaid/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sessionFee, sessionTotals, withinPrepayGrace } from '../parking-sessions';
import { findSessionWithLot } from '../prepay';
import {
  addSessionMinutes,
  balanceOf,
  findMappedLot,
  findOpenInLots,
  findStore,
  findUseByKey,
  insertUse,
  type LedgerRecord,
  ledgerTotals,
  listLedger,
  listMappedLots,
  type MappedLot,
  type StoreRecord,
} from './web-prepaid.repository';

// ---------------------------------------------------------------------------------------------
// Access (DESIGN §6; decision 100): an approved business member (ROLE_STORE, BSN, status P), and for anything
// that touches a lot, mapped to that lot. ROLE_ADMIN may open the screens but has no lot of its own.

/** The caller as the web prepaid rules see it. */
export interface Caller {
  memberId: string;
  /** null for ROLE_ADMIN (no lots, no balance) */
  store: StoreRecord | null;
}

/** Anonymous → 401; anyone but an approved store (or ROLE_ADMIN) → 403 TIME_STORE_ONLY. */
export async function requireStore(
  db: DbOrTx,
  principal: Principal | null,
  claimedEsntlId?: string,
): Promise<Caller> {
  if (!principal) throw new AppError('UNAUTHORIZED', 401);
  // The browser sends the member's ids (spec 2 §7); the session decides, a different member is refused.
  if (claimedEsntlId && claimedEsntlId !== principal.memberId)
    throw new AppError('FORBIDDEN', 403, undefined, { message: webPrepaidKo.v.memberId });
  if (principal.authorCode === 'ROLE_ADMIN') return { memberId: principal.memberId, store: null };
  if (principal.authorCode !== 'ROLE_STORE' || principal.empDiv !== 'BSN')
    throw new AppError('TIME_STORE_ONLY', 403);
  const store = await findStore(db, principal.memberId);
  // The role in the session may be older than a suspension: the stored member decides.
  if (store?.empSttus !== 'P' || store.authorCode !== 'ROLE_STORE' || store.empDiv !== 'BSN')
    throw new AppError('TIME_STORE_ONLY', 403);
  return { memberId: principal.memberId, store };
}

/** The caller's mapping to a lot, or 403 TIME_LOT_FORBIDDEN (ROLE_ADMIN has none). */
async function requireLot(db: DbOrTx, caller: Caller, lotId: number, lock = false): Promise<MappedLot> {
  const lot = caller.store ? await findMappedLot(db, caller.memberId, lotId, lock) : null;
  if (!lot) throw new AppError('TIME_LOT_FORBIDDEN', 403);
  return lot;
}

/** Free traditional-market time is offered at the market lots to members staff marked marketYn Y. */
export function freeTimeOffered(caller: Caller, lotId: number): boolean {
  return caller.store?.marketYn === 'Y' && MARKET_LOT_IDS.includes(lotId);
}

// ---------------------------------------------------------------------------------------------
// Balance and top-up price

/** GET /api/time/point: the member's lots with their balances; `data` for the chosen (or first) lot. */
export async function getPoint(
  db: DbOrTx,
  principal: Principal | null,
  query: { memberId?: string | undefined; lotId?: number | undefined },
): Promise<Domain<PointResponse>['result']> {
  const caller = await requireStore(db, principal, query.memberId);
  const lots = caller.store ? await listMappedLots(db, caller.memberId) : [];
  const totals = new Map((await ledgerTotals(db, caller.memberId)).map((t) => [t.lotId, t]));
  if (query.lotId !== undefined && !lots.some((l) => l.lotId === query.lotId))
    throw new AppError('TIME_LOT_FORBIDDEN', 403);
  const chosen = query.lotId ?? lots[0]?.lotId ?? null;
  const t = chosen === null ? undefined : totals.get(chosen);
  return {
    data: {
      remainingTime: t ? t.buyMinutes - t.useMinutes : 0,
      totalUseTime: t?.useMinutes ?? 0,
      totalBuyTime: t?.buyMinutes ?? 0,
      freeTime: t?.freeMinutes ?? 0,
      lotId: chosen,
      marketYn: caller.store?.marketYn === 'Y' ? 'Y' : 'N',
    },
    mappingList: lots.map((l) => {
      const lt = totals.get(l.lotId);
      return {
        SECTN_ID: l.lotId,
        PARKING_NM: l.parkingNm,
        WEB_DISCOUNT_DEFAULT_AMT: l.unitAmt,
        remainingTime: lt ? lt.buyMinutes - lt.useMinutes : 0,
        totalUseTime: lt?.useMinutes ?? 0,
        marketLot: MARKET_LOT_IDS.includes(l.lotId),
      };
    }),
  };
}

/**
 * The price of buying `buyTime` minutes (a positive multiple of 30, checked by the schema) at a lot the
 * caller is mapped to: one WEB_DISCOUNT_DEFAULT_AMT per 30 minutes. The same quote serves the "apply"
 * button and the TIMEDISCOUNT payment.
 */
export async function quoteBuy(
  db: DbOrTx,
  principal: Principal | null,
  input: { lotId: number; buyTime: number },
): Promise<Domain<QuoteResponse>['result'] & { memberId: string }> {
  return quoteBuyFor(db, await requireStore(db, principal), input);
}

/** quoteBuy for a caller already checked by requireStore. */
export async function quoteBuyFor(
  db: DbOrTx,
  caller: Caller,
  input: { lotId: number; buyTime: number },
): Promise<Domain<QuoteResponse>['result'] & { memberId: string }> {
  const lot = await requireLot(db, caller, input.lotId);
  if (lot.unitAmt <= 0) throw new AppError('PAYMENT_NOTHING_TO_PAY', 400);
  return {
    memberId: caller.memberId,
    lotId: lot.lotId,
    parkingNm: lot.parkingNm,
    buyTime: input.buyTime,
    unitMinutes: WEB_PREPAID_UNIT_MINUTES,
    unitAmt: lot.unitAmt,
    amount: buyPrice(input.buyTime, lot.unitAmt),
  };
}

// ---------------------------------------------------------------------------------------------
// Use: search, the chosen stay, application

/** GET /api/time/list.json: cars parked now at the caller's lots (or one of them) ending in `plate`. */
export async function searchCars(
  db: DbOrTx,
  principal: Principal | null,
  query: { plate: string; lotId?: number | undefined },
): Promise<Domain<TimeSession>[]> {
  const caller = await requireStore(db, principal);
  const lots = caller.store ? await listMappedLots(db, caller.memberId) : [];
  let ids = lots.map((l) => l.lotId);
  if (query.lotId !== undefined) {
    if (!ids.includes(query.lotId)) throw new AppError('TIME_LOT_FORBIDDEN', 403);
    ids = [query.lotId];
  }
  const rows = await findOpenInLots(db, query.plate, ids);
  const applied = await sessionTotals(
    db,
    rows.map((r) => r.session.stayId),
  );
  return rows.map(({ session, parkingNm }) => ({
    plate: session.plate,
    parkingNm,
    inDttm: formatKstMinute(session.inDttm)!,
    useTm: applied.get(session.stayId)?.useMinutes ?? 0,
    freeTm: applied.get(session.stayId)?.freeMinutes ?? 0,
    stayId: session.stayId,
    lotId: session.lotId,
  }));
}

type Found = NonNullable<Awaited<ReturnType<typeof findSessionWithLot>>>;

/** A plate as the browser sent it matches the stay's: the whole plate or its last 4 digits. */
function samePlate(sent: string | undefined, session: Found['session']): boolean {
  if (sent === undefined || sent === '') return true;
  const s = normalizeCarNo(sent);
  return s === session.plate || s === session.plateLast4;
}

/**
 * The stay of `stayId` for the caller: a stay in a lot the caller is not mapped to is 403 whatever its
 * state (nothing about it is told); unknown, season-pass or another plate → 404; a car that left → 409.
 */
async function stayFor(
  db: DbOrTx,
  caller: Caller,
  stayId: number,
  plate: string | undefined,
  lock: boolean,
): Promise<Found & { mapped: MappedLot }> {
  const peek = await findSessionWithLot(db, stayId);
  if (!peek) throw new AppError('TIME_SESSION_NOT_FOUND', 404);
  // Mapping first (and locked when applying: the per-(member, lot) lock), then the stay itself.
  const mapped = await requireLot(db, caller, peek.session.lotId, lock);
  const found = lock ? await findSessionWithLot(db, stayId, true) : peek;
  if (!found || found.session.inTy === 'PERIOD' || !samePlate(plate, found.session))
    throw new AppError('TIME_SESSION_NOT_FOUND', 404);
  if (found.session.outDttm !== null) throw new AppError('TIME_CAR_LEFT', 409);
  return { ...found, mapped };
}

/** What may be applied to a stay now. */
interface StayRoom {
  fee: Awaited<ReturnType<typeof sessionFee>>['fee'];
  payAmt: number;
  /** chargeable minutes rounded up to 30; 0 when nothing is payable now */
  neededTime: number;
  useTm: number;
  freeTm: number;
  maxFreeTime: number;
}

async function roomOf(db: DbOrTx, caller: Caller, stay: Found, now: Date): Promise<StayRoom> {
  const { fee } = await sessionFee(db, stay.session, stay.lot, now);
  const payAmt = withinPrepayGrace(stay.session.paidThrough, now)
    ? 0
    : Math.max(0, fee.payAmt - stay.session.paidAmt);
  const neededTime = payAmt > 0 ? ceilToUnit(fee.chargedMinutes) : 0;
  const applied = (await sessionTotals(db, [stay.session.stayId])).get(stay.session.stayId);
  const freeTm = applied?.freeMinutes ?? 0;
  const maxFreeTime = freeTimeOffered(caller, stay.session.lotId)
    ? Math.min(floorToUnit(MARKET_FREE_MAX_MINUTES - freeTm), neededTime)
    : 0;
  return { fee, payAmt, neededTime, useTm: applied?.useMinutes ?? 0, freeTm, maxFreeTime };
}

/** GET /api/time/init.json: the chosen stay, its fee now, the balance and what may be applied. */
export async function initUse(
  db: DbOrTx,
  principal: Principal | null,
  query: { stayId: number; plate?: string | undefined; memberId?: string | undefined },
  now: Date = new Date(),
): Promise<Domain<TimeInitResponse>['result']> {
  const caller = await requireStore(db, principal, query.memberId);
  const stay = await stayFor(db, caller, query.stayId, query.plate, false);
  const room = await roomOf(db, caller, stay, now);
  const balance = await balanceOf(db, caller.memberId, stay.session.lotId);
  return {
    result: {
      plate: stay.session.plate,
      parkingNm: stay.lot.parkingNm,
      inDttm: formatKstMinute(stay.session.inDttm)!,
      useTm: room.useTm,
      freeTm: room.freeTm,
      stayId: stay.session.stayId,
      lotId: stay.session.lotId,
      stayMinutes: room.fee.stayMinutes,
      useAmt: room.fee.useAmt,
      payAmt: room.payAmt,
      lines: room.fee.lines,
    },
    data: {
      remainingTime: balance,
      maxUseTime: Math.min(floorToUnit(balance), room.neededTime, MAX_USE_MINUTES),
      freeAvailable: freeTimeOffered(caller, stay.session.lotId),
      maxFreeTime: room.maxFreeTime,
      neededTime: room.neededTime,
      lotId: stay.session.lotId,
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/** The answer to a request already applied with this key: its result again, or 409 for other content. */
async function replay(
  db: DbOrTx,
  row: LedgerRecord,
  q: Domain<TimeReceiptQuery>,
): Promise<Domain<TimeReceiptResponse>['result']> {
  if (row.stayId !== q.stayId || row.minutes !== q.useTime || row.freeMinutes !== q.freeTime)
    throw new AppError('TIME_REQUEST_CONFLICT', 409);
  return answerFor(db, row, true);
}

async function answerFor(
  db: DbOrTx,
  row: LedgerRecord,
  replayed: boolean,
): Promise<Domain<TimeReceiptResponse>['result']> {
  const applied = (await sessionTotals(db, [row.stayId!])).get(row.stayId!);
  return {
    result: 'success',
    message: webPrepaidKo.applied,
    stayId: row.stayId!,
    useTime: row.minutes,
    freeTime: row.freeMinutes,
    remainingTime: await balanceOf(db, row.memberId, row.lotId),
    useTm: applied?.useMinutes ?? 0,
    freeTm: applied?.freeMinutes ?? 0,
    replayed,
  };
}

/**
 * GET /api/time/receipt.json: applies `useTime` minutes of the caller's balance and `freeTime` free
 * minutes to a parked car, once per Idempotency-Key. In one transaction: the caller's mapping row is locked
 * (so concurrent applications at that lot queue up and each sees the balance the previous one left), then
 * the stay; the minutes must be within what the stay needs, the free time within 120 minutes per stay, the
 * bought minutes within the balance; the ledger row and the stay's minutes are written together.
 */
export async function applyTime(
  db: AppDb,
  principal: Principal | null,
  q: Domain<TimeReceiptQuery>,
  requestKey: string,
  now: Date = new Date(),
): Promise<Domain<TimeReceiptResponse>['result']> {
  const caller = await requireStore(db, principal);
  const earlier = await findUseByKey(db, caller.memberId, requestKey);
  if (earlier) return replay(db, earlier, q);
  try {
    const row = await db.transaction(async (tx) => {
      const stay = await stayFor(tx, caller, q.stayId, q.plate, true);
      // A replay that waited for the lock finds the first request's row now.
      const raced = await findUseByKey(tx, caller.memberId, requestKey);
      if (raced) return { row: raced, replayed: true };
      if (q.freeTime > 0 && !freeTimeOffered(caller, stay.session.lotId))
        throw new AppError('TIME_FREE_UNAVAILABLE', 403);
      const room = await roomOf(tx, caller, stay, now);
      if (q.useTime + q.freeTime > room.neededTime || q.freeTime > room.maxFreeTime)
        throw new AppError('TIME_USE_INVALID', 400, { useTime: [webPrepaidKo.v.useTime] });
      const balance = await balanceOf(tx, caller.memberId, stay.session.lotId);
      if (q.useTime > balance) throw new AppError('TIME_BALANCE_SHORT', 409);
      const created = await insertUse(tx, {
        memberId: caller.memberId,
        lotId: stay.session.lotId,
        minutes: q.useTime,
        freeMinutes: q.freeTime,
        stayId: stay.session.stayId,
        plate: stay.session.plate,
        requestKey,
        at: now,
      });
      await addSessionMinutes(tx, stay.session.stayId, q.useTime + q.freeTime);
      return { row: created, replayed: false };
    });
    return row.replayed ? replay(db, row.row, q) : answerFor(db, row.row, false);
  } catch (err) {
    // The same key raced at another lot: the first request's row decides the answer.
    if (!isUniqueViolation(err)) throw err;
    const first = await findUseByKey(db, caller.memberId, requestKey);
    if (!first) throw err;
    return replay(db, first, q);
  }
}

// ---------------------------------------------------------------------------------------------
// My-page histories

async function ledgerOf(
  db: DbOrTx,
  principal: Principal | null,
  kind: 'BUY' | 'USE',
  q: Domain<TimeHistoryQuery>,
) {
  const caller = await requireStore(db, principal);
  const { from, to } = kstDayRange(q.startDt, q.endDt);
  return listLedger(db, caller.memberId, kind, from, to);
}

/** GET /api/time/buy/list.json: the caller's top-ups in the Korean date range, newest first, with totals. */
export async function buyHistory(
  db: DbOrTx,
  principal: Principal | null,
  q: Domain<TimeHistoryQuery>,
): Promise<{ list: Domain<BuyRow>[]; totalBuyTime: number; totalAmt: number }> {
  const rows = await ledgerOf(db, principal, 'BUY', q);
  const list = rows.map((r) => ({
    buyDttm: formatKstMinute(r.createdAt)!,
    buyTime: r.minutes,
    cardApprovalAmt: r.amount ?? 0,
    payMethod: 'CARD',
    parkingNm: r.parkingNm,
    paymentId: r.paymentId ?? '',
  }));
  return {
    list,
    totalBuyTime: list.reduce((s, r) => s + r.buyTime, 0),
    totalAmt: list.reduce((s, r) => s + r.cardApprovalAmt, 0),
  };
}

/** GET /api/time/use/list.json: the caller's applications in the range (plates masked), with totals. */
export async function useHistory(
  db: DbOrTx,
  principal: Principal | null,
  q: Domain<TimeHistoryQuery>,
): Promise<{ list: Domain<UseRow>[]; totalUseTime: number; totalFreeTime: number }> {
  const rows = await ledgerOf(db, principal, 'USE', q);
  const list = rows.map((r) => ({
    id: r.id,
    useDttm: formatKstMinute(r.createdAt)!,
    useTime: r.minutes,
    freeTime: r.freeMinutes,
    plate: maskCarNo(r.plate ?? ''),
    parkingNm: r.parkingNm,
  }));
  return {
    list,
    totalUseTime: list.reduce((s, r) => s + r.useTime, 0),
    totalFreeTime: list.reduce((s, r) => s + r.freeTime, 0),
  };
}
