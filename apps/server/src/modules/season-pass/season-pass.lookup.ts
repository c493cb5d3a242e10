import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { runDraw } from '@parking/shared/season-pass/draw';
import { isUnpaidAssigned, maskCarNo } from '@parking/shared/season-pass/rules';
import type {
  DrawRecordResponse,
  DrawRound,
  PeriodDetail,
  PeriodHistoryRow,
  PeriodListResponse,
  PeriodListRow,
  PeriodViewResponse,
} from '@parking/shared/season-pass/schemas';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertOwner } from '../../plugins/guards';
import { releaseCell } from './season-pass.allotment';
import {
  type ApplicationRow,
  countLive,
  findApplication,
  findApplicationWithLot,
  listDrawn,
  paidHistory,
  searchByLast4,
  transition,
  waitingPositions,
} from './season-pass.repository';
import { findLotRow, findRound, listRaffleRounds, type RoundRow } from './season-pass.rounds.repository';
import { flushSmsQuietly, notify, type SeasonPassDeps } from './season-pass.sms';

const m = seasonPassKo;
const fmt = (d: Date | null) => (d ? formatKst(d) : null);
const isAdmin = (p: Principal) => p.authorCode === 'ROLE_ADMIN';
const notFound = () => new AppError('SEASON_PASS_NOT_FOUND', 404);
type Sts = Domain<PeriodListRow>['procStsCd'];

/** GET /api/period/searchPeriodList.json: the caller's applications for cars ending in `last4`, 10 a page. */
export async function searchPeriods(
  db: DbOrTx,
  principal: Principal,
  q: { plate: string; pageIndex: number; pageUnit: number },
): Promise<Domain<PeriodListResponse>['value']> {
  const owner = isAdmin(principal) ? null : principal.memberId;
  const { total, rows } = await searchByLast4(db, q.plate, owner, {
    offset: (q.pageIndex - 1) * q.pageUnit,
    limit: q.pageUnit,
  });
  const positions = await waitingPositions(
    db,
    rows.map((r) => r.app.periodId),
  );
  return {
    totalCount: total,
    pageIndex: q.pageIndex,
    pageUnit: q.pageUnit,
    result: rows.map(({ app, parkingNm, parkingDivNm }) => ({
      periodId: app.periodId,
      plate: app.plate,
      parkingDivCdNm: parkingDivNm,
      parkingNm,
      useStartDt: app.useStartDt,
      useEndDt: app.useEndDt,
      useDivCd: app.useDivCd,
      useDivCdNm: m.useDiv[app.useDivCd] ?? app.useDivCd,
      periodAllotType: app.periodAllotType,
      reqDt: formatKst(app.reqDttm).slice(0, 10),
      procStsCd: app.procStsCd as Sts,
      queueNo: positions.get(app.periodId) ?? null,
      useAmt: app.useAmt,
      payDeadline: isUnpaidAssigned(app.procStsCd) ? fmt(app.payDeadline) : null,
    })),
  };
}

/** searchPeriodList.json?myPage=Y: the member's paid passes paid within the date range (Korea days). */
export async function periodHistory(
  db: DbOrTx,
  principal: Principal,
  q: Domain<HistoryQuery>,
): Promise<Domain<PeriodHistoryRow>[]> {
  const rows = await paidHistory(db, isAdmin(principal) ? null : principal.memberId, q.plate, {
    from: new Date(Date.parse(`${q.startDate}T00:00:00+09:00`)),
    to: new Date(Date.parse(`${q.endDate}T23:59:59.999+09:00`)),
  });
  return rows.map(({ app, parkingNm, parkingDivNm }) => ({
    periodId: app.periodId,
    plate: app.plate,
    parkingDivCdNm: parkingDivNm,
    parkingNm,
    useDivCdNm: m.useDiv[app.useDivCd] ?? app.useDivCd,
    useStartDt: app.useStartDt,
    useEndDt: app.useEndDt,
    useAmt: app.useAmt,
    paidDttm: fmt(app.paidAt),
    paymentId: app.paymentId,
  }));
}

/** 'N' only for an unpaid assignment past its deadline (the spec's reading, decision 095). */
export function expiredYnOf(app: Pick<ApplicationRow, 'procStsCd' | 'payDeadline'>, now: Date): 'Y' | 'N' {
  return isUnpaidAssigned(app.procStsCd) &&
    app.payDeadline !== null &&
    app.payDeadline.getTime() < now.getTime()
    ? 'N'
    : 'Y';
}

/** GET /api/period/view.json: the detail of the caller's own application (ROLE_ADMIN: any). */
export async function viewPeriod(
  deps: SeasonPassDeps,
  principal: Principal,
  periodId: number,
  now: Date,
): Promise<Domain<PeriodViewResponse>['resultMap']> {
  const found = await findApplicationWithLot(deps.db, periodId);
  if (!found) throw notFound();
  assertOwner(principal, found.app.memberId);
  // Messages of this application still waiting (e.g. the payment's) go out now rather than at the next job run.
  flushSmsQuietly(deps);
  const { app } = found;
  const positions = await waitingPositions(deps.db, [periodId]);
  const expiredYn = expiredYnOf(app, now);
  const result: Domain<PeriodDetail> = {
    periodId: app.periodId,
    waitingNm: app.waitingNm,
    addr: `${app.addr} ${app.addrDetail}`.trim(),
    mobile: app.telNo,
    parkingDivCdNm: found.parkingDivNm,
    parkingNm: found.parkingNm,
    lotId: app.lotId,
    useDivCd: app.useDivCd,
    useDivCdNm: m.useDiv[app.useDivCd] ?? app.useDivCd,
    plate: app.plate,
    carOwnerNm: app.carOwnerNm,
    discountCd: app.discountCd,
    discountNm: app.discountNm,
    useStartDt: app.useStartDt,
    useEndDt: app.useEndDt,
    months: app.months,
    baseAmt: app.baseAmt,
    discountAmt: app.discountAmt,
    useAmt: app.useAmt,
    procStsCd: app.procStsCd as Sts,
    procStsNm: m.status[app.procStsCd as Sts] ?? app.procStsCd,
    extraCd: app.extraCd,
    expiredYn,
    payDeadline: fmt(app.payDeadline),
    queueNo: positions.get(periodId) ?? null,
    reqDt: formatKst(app.reqDttm).slice(0, 10),
    paidDttm: fmt(app.paidAt),
    paymentId: app.procStsCd === 'MUT-002' ? app.paymentId : null,
  };
  const payable = isUnpaidAssigned(app.procStsCd) && expiredYn === 'Y';
  return {
    result,
    easypayParams: payable
      ? {
          amount: app.useAmt,
          goodsName: m.payment.goodsName(found.parkingNm),
          value3: String(app.periodId),
          payCategory: 'COMMUTATION_TICKET',
          carNumber: app.plate,
        }
      : null,
  };
}

/**
 * Cancels an application that holds or waits for a cell (member: own unpaid assignment; administrator: any
 * unpaid or waiting one, with a reason) and offers the freed cell to the next in the queue, under the
 * round's lock. Paid passes are refused (a refund goes through the payment first).
 */
export async function cancelApplication(
  deps: SeasonPassDeps,
  principal: Principal,
  periodId: number,
  now: Date,
  by: { kind: 'MEMBER' } | { kind: 'ADMIN'; reason: string },
): Promise<void> {
  const allowed =
    by.kind === 'MEMBER' ? ['MUT-004', 'MUT-005', 'MUT-006'] : ['MUT-001', 'MUT-004', 'MUT-005', 'MUT-006'];
  await deps.db.transaction(async (tx) => {
    const peek = await findApplication(tx, periodId);
    if (!peek) throw notFound();
    assertOwner(principal, peek.memberId);
    const round = await findRound(tx, peek.roundId, true);
    const app = await findApplication(tx, periodId, true);
    if (!round || !app) throw notFound();
    if (app.procStsCd === 'MUT-002') throw new AppError('SEASON_PASS_PAID_CANCEL', 409);
    const held = isUnpaidAssigned(app.procStsCd);
    const done = await transition(tx, periodId, allowed, {
      procStsCd: 'MUT-003',
      cancelledAt: now,
      cancelBy: by.kind,
      cancelReason: by.kind === 'ADMIN' ? by.reason : null,
    });
    if (!done) throw new AppError('SEASON_PASS_NOT_CANCELLABLE', 409);
    const lot = await findLotRow(tx, app.lotId);
    const lotName = lot?.parkingNm ?? '';
    if (by.kind === 'ADMIN') await notify(tx, done, lotName, 'CANCELLED_ADMIN', { reason: by.reason });
    else await notify(tx, done, lotName, 'CANCELLED_MEMBER');
    if (held) await releaseCell(tx, round, lotName, now);
  });
  flushSmsQuietly(deps);
}

function toDrawRound(round: RoundRow, parkingNm: string, live: number): Domain<DrawRound> {
  const drawn = round.drawnAt !== null;
  return {
    roundId: round.roundId,
    lotId: round.lotId,
    parkingNm,
    periodAllotType: round.allotType,
    startDttm: formatKst(round.startDttm),
    endDttm: formatKst(round.endDttm),
    cellCnt: round.cellCnt,
    applicantCnt: drawn ? (round.applicantCnt ?? 0) : live,
    seedHash: round.seedHash,
    // The seed stays secret until the draw: revealing it earlier would let anyone predict the order.
    seed: drawn ? round.seed : null,
    drawnAt: fmt(round.drawnAt),
  };
}

/** GET /api/period/draws.json: RAFFLE windows, newest first (public). */
export async function listDraws(db: DbOrTx): Promise<Domain<DrawRound>[]> {
  const rows = await listRaffleRounds(db);
  const live = await countLive(
    db,
    rows.map((r) => r.round.roundId),
  );
  return rows.map((r) => toDrawRound(r.round, r.parkingNm, live.get(r.round.roundId) ?? 0));
}

/** GET /api/period/draw.json: one window's record; the order is recomputed from the seed and checked. */
export async function drawRecord(db: DbOrTx, roundId: number): Promise<Domain<DrawRecordResponse>['value']> {
  const round = await findRound(db, roundId);
  if (round?.allotType !== 'RAFFLE') throw notFound();
  const lot = await findLotRow(db, round.lotId);
  const live = round.drawnAt ? 0 : ((await countLive(db, [roundId])).get(roundId) ?? 0);
  const info = toDrawRound(round, lot?.parkingNm ?? '', live);
  if (!round.drawnAt || !round.seed) return { round: info, result: [] };
  const drawn = await listDrawn(db, roundId);
  const carOf = new Map(drawn.map((d) => [d.periodId, d.plate]));
  const order = runDraw(
    round.seed,
    drawn.map((d) => d.periodId),
    round.cellCnt,
  );
  return {
    round: info,
    result: order.map((e) => ({
      rank: e.rank,
      periodId: e.periodId,
      carNoMasked: maskCarNo(carOf.get(e.periodId) ?? ''),
      key: e.key,
      assigned: e.assigned,
      queueNo: e.queueNo,
    })),
  };
}
