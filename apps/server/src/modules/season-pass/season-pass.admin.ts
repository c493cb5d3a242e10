import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { ALLOT_TYPES, allowedUseDivs } from '@parking/shared/season-pass/rules';
import {
  type AdminApplicationRow,
  type AdminLotRow,
  parseWindowTime,
  type UpdatePeriodParkingInput,
} from '@parking/shared/season-pass/schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttachmentRow } from '../../lib/attachments.repository';
import { findAttachmentById } from '../../lib/attachments.repository';
import { drawRound, newSeed, roundMatchesLot, roundOfLot, syncRounds } from './season-pass.allotment';
import { cancelApplication, drawRecord } from './season-pass.lookup';
import {
  countLive,
  findApplication,
  listRoundApplications,
  waitingPositions,
} from './season-pass.repository';
import {
  findCurrentRound,
  findLotRow,
  findRound,
  insertRound,
  listCurrentRounds,
  listPassLots,
  type RoundRow,
  updateLotWindow,
  updateRound,
} from './season-pass.rounds.repository';
import { fieldError } from './season-pass.service';
import type { SeasonPassDeps } from './season-pass.sms';

const m = seasonPassKo;
const fmt = (d: Date | null) => (d ? formatKst(d) : null);

/** GET selectPeriodParkingListByKeyword.json: lots selling passes with their window and applications. */
export async function adminLotList(db: DbOrTx, keyword?: string): Promise<Domain<AdminLotRow>[]> {
  const lots = await listPassLots(db, keyword || undefined);
  const rounds = await listCurrentRounds(
    db,
    lots.map((l) => l.lotId),
  );
  const live = await countLive(
    db,
    [...rounds.values()].map((r) => r.roundId),
  );
  return lots.map((lot) => {
    const r = rounds.get(lot.lotId);
    const current = r && roundMatchesLot(r, lot) ? r : null;
    return {
      SECTN_ID: lot.lotId,
      PARKING_NM: lot.parkingNm,
      START_DTTM: fmt(lot.periodStartDttm),
      END_DTTM: fmt(lot.periodEndDttm),
      PERIOD_ALLOT_TYPE: lot.periodAllotType,
      PERIOD_CELL_CNT: lot.periodCellCnt,
      PERIOD_USE_DIV_CD: allowedUseDivs(lot).join(','),
      APPLICANT_CNT: current ? (live.get(current.roundId) ?? 0) : 0,
      ROUND_ID: current?.roundId ?? null,
      DRAWN_YN: current?.drawnAt ? 'Y' : 'N',
    };
  });
}

/** GET insertParkingInfo.json: every lot window gets its round (and a committed seed for RAFFLE). */
export async function refreshLots(db: DbOrTx, secret: string): Promise<number> {
  const lots = await listPassLots(db);
  await syncRounds(db, lots, secret);
  return lots.length;
}

/** A window may change only while nobody applied, or once it closed and (RAFFLE) was drawn (decision 096). */
function locked(round: RoundRow, liveCount: number, now: Date): boolean {
  if (liveCount === 0) return false;
  if (now.getTime() <= round.endDttm.getTime()) return true;
  return round.allotType === 'RAFFLE' && round.drawnAt === null;
}

/**
 * POST updatePeriodParking.json: sets the window and allotment type of each listed lot, all or nothing.
 * An unchanged lot is left alone; a round nobody applied to is edited in place; a finished round gives way to
 * a new one; a window with applications still open or undrawn is refused.
 */
export async function updatePeriodParking(
  db: DbOrTx,
  input: Domain<UpdatePeriodParkingInput>,
  now: Date,
  secret: string,
): Promise<number> {
  const n = input.lotId.length;
  if (n === 0) throw fieldError('sectnId', m.admin.noSelection);
  if (input.startDttm.length !== n || input.endDttm.length !== n || input.periodAllotType.length !== n)
    throw fieldError('sectnId', m.v.requiredAll);
  const items = input.lotId.map((id, i) => {
    const lotId = /^[0-9]{1,9}$/.test(id.trim()) ? Number(id) : 0;
    const start = parseWindowTime(input.startDttm[i]!);
    const end = parseWindowTime(input.endDttm[i]!);
    const allotType = input.periodAllotType[i]!.trim();
    if (lotId <= 0) throw fieldError('sectnId', m.v.lot);
    if (start === null) throw fieldError('startDttm', m.v.dateTime);
    if (end === null) throw fieldError('endDttm', m.v.dateTime);
    if (start >= end) throw fieldError('endDttm', m.v.windowRange);
    if (!(ALLOT_TYPES as readonly string[]).includes(allotType))
      throw fieldError('periodAllotType', m.v.allotType);
    return { lotId, start: new Date(start), end: new Date(end), allotType };
  });
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const it of items) {
      const lot = await findLotRow(tx, it.lotId, true);
      if (!lot || lot.periodUseDivCd === '')
        throw fieldError('sectnId', m.errors.SEASON_PASS_LOT_UNAVAILABLE);
      const same =
        lot.periodStartDttm?.getTime() === it.start.getTime() &&
        lot.periodEndDttm?.getTime() === it.end.getTime() &&
        lot.periodAllotType === it.allotType;
      if (same) continue;
      const round = await findCurrentRound(tx, lot.lotId, true);
      const current = round && roundMatchesLot(round, lot) ? round : null;
      const live = current ? ((await countLive(tx, [current.roundId])).get(current.roundId) ?? 0) : 0;
      if (current && locked(current, live, now))
        throw new AppError('SEASON_PASS_WINDOW_LOCKED', 409, undefined, {
          message: `${lot.parkingNm}: ${m.errors.SEASON_PASS_WINDOW_LOCKED}`,
        });
      await updateLotWindow(tx, lot.lotId, it);
      const next = {
        ...lot,
        periodStartDttm: it.start,
        periodEndDttm: it.end,
        periodAllotType: it.allotType,
      };
      if (current && live === 0 && current.drawnAt === null) {
        // Nobody applied: the same round takes the new window (a RAFFLE keeps its unrevealed seed).
        await updateRound(tx, current.roundId, {
          startDttm: it.start,
          endDttm: it.end,
          allotType: it.allotType,
          cellCnt: lot.periodCellCnt,
          assignedCnt: 0,
          lastQueueNo: 0,
          ...(it.allotType === 'RAFFLE' && !current.seedHash ? newSeed(secret) : {}),
        });
      } else {
        await insertRound(tx, roundOfLot(next, secret));
      }
      changed += 1;
    }
    return changed;
  });
}

/** Applications of a lot's window (the current one, or `roundId`) for the admin list. */
export async function adminApplications(db: DbOrTx, lotId: number, roundId?: number) {
  const round = roundId ? await findRound(db, roundId) : await findCurrentRound(db, lotId);
  if (!round || round.lotId !== lotId) return { round: null, result: [] };
  const rows = await listRoundApplications(db, round.roundId);
  const positions = await waitingPositions(
    db,
    rows.filter((r) => r.queueNo !== null).map((r) => r.periodId),
  );
  const record = round.allotType === 'RAFFLE' ? (await drawRecord(db, round.roundId)).round : null;
  const result: Domain<AdminApplicationRow>[] = rows.map((a) => ({
    periodId: a.periodId,
    roundId: a.roundId,
    waitingNm: a.waitingNm,
    mobile: a.telNo,
    plate: a.plate,
    carOwnerNm: a.carOwnerNm,
    useDivCdNm: m.useDiv[a.useDivCd] ?? a.useDivCd,
    useStartDt: a.useStartDt,
    useEndDt: a.useEndDt,
    discountNm: a.discountNm,
    useAmt: a.useAmt,
    procStsCd: a.procStsCd as Domain<AdminApplicationRow>['procStsCd'],
    procStsNm: m.status[a.procStsCd as Domain<AdminApplicationRow>['procStsCd']] ?? a.procStsCd,
    queueNo: positions.get(a.periodId) ?? null,
    payDeadline: fmt(a.payDeadline),
    paidDttm: fmt(a.paidAt),
    reqDttm: formatKst(a.reqDttm),
    cancelReason:
      a.cancelReason ??
      (a.cancelBy === 'DEADLINE' ? '납부기한 경과' : a.cancelBy === 'MEMBER' ? '신청인 취소' : null),
    hasProof: a.proofFileId !== null,
  }));
  return {
    round: record ?? {
      roundId: round.roundId,
      lotId: round.lotId,
      parkingNm: (await findLotRow(db, lotId))?.parkingNm ?? '',
      periodAllotType: round.allotType,
      startDttm: formatKst(round.startDttm),
      endDttm: formatKst(round.endDttm),
      cellCnt: round.cellCnt,
      applicantCnt: rows.filter((r) => r.procStsCd !== 'MUT-003').length,
      seedHash: null,
      seed: null,
      drawnAt: null,
    },
    result,
  };
}

/** POST draw.json (admin button): draws the lot's closed, undrawn RAFFLE window now. */
export async function adminDraw(deps: SeasonPassDeps, lotId: number, now: Date): Promise<number> {
  const round = await findCurrentRound(deps.db, lotId);
  if (round?.allotType !== 'RAFFLE' || round.drawnAt || round.endDttm.getTime() > now.getTime())
    throw new AppError('SEASON_PASS_NOT_DRAWABLE', 409);
  const outcome = await drawRound(deps, round.roundId, now);
  if (!outcome.drawn) throw new AppError('SEASON_PASS_NOT_DRAWABLE', 409);
  return round.roundId;
}

/** POST cancel.json (admin): cancels with a reason; the applicant gets an SMS. */
export async function adminCancel(
  deps: SeasonPassDeps,
  principal: Principal,
  periodId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await cancelApplication(deps, principal, periodId, now, { kind: 'ADMIN', reason });
}

/** The proof file of an application (admin download). */
export async function proofFile(db: DbOrTx, periodId: number): Promise<AttachmentRow> {
  const app = await findApplication(db, periodId);
  const row = app?.proofFileId ? await findAttachmentById(db, app.proofFileId) : null;
  if (!row) throw new AppError('FILE_NOT_FOUND', 404);
  return row;
}
