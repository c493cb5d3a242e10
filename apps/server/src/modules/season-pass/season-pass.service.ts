import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import { type Domain, wireFieldNames } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import {
  allowedUseDivs,
  kstDateOf,
  MAX_APPLICATIONS_PER_MEMBER,
  MAX_PASS_REDUCTION_PERCENT,
  monthlyFee,
  passAmount,
  passMonths,
  payDeadline,
  startChoices,
  type UseDivCd,
  withinUseHours,
} from '@parking/shared/season-pass/rules';
import type {
  ApplicationFields,
  CheckTimeResponse,
  InsertActionInput,
  InsertActionResponse,
  ParkingAndDiscountResponse,
  PassLotRow,
  QuoteResponse,
} from '@parking/shared/season-pass/schemas';
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { ATTACHMENT_TYPES, checkUpload, saveAttachment } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { findDiscountCode, listDiscountCodes } from '../lots';
import { checkReductions } from '../reduction';
import { roundForApplication } from './season-pass.allotment';
import { applicantOf } from './season-pass.cars';
import {
  findOverlapping,
  insertApplication,
  isUniqueViolation,
  paidPassDivisions,
  updateApplication,
} from './season-pass.repository';
import {
  countMemberLive,
  findLotRow,
  type LotRow,
  listCurrentRounds,
  listPassLots,
  lockCarAtLot,
  lockMemberInRound,
  nextQueueNo,
  shareRound,
  takeCell,
} from './season-pass.rounds.repository';
import { flushSmsQuietly, notify, type SeasonPassDeps } from './season-pass.sms';

const m = seasonPassKo;
const fmt = (d: Date | null) => (d ? formatKst(d) : null);

/** A 400 with one field error (the message is also the answer's message). */
export function fieldError(field: string, message: string, code: 'VALIDATION' = 'VALIDATION'): AppError {
  return new AppError(code, 400, { [field]: [message] }, { message });
}

/** The discount group of a rate as passes apply it (decision 093). */
export function discountCgOf(rate: number): string {
  const r = Math.min(MAX_PASS_REDUCTION_PERCENT, rate);
  return r >= 50 ? 'RATE50' : r >= 30 ? 'RATE30' : 'GENERAL';
}

function lotRow(lot: LotRow, remain: number | null): Domain<PassLotRow> {
  return {
    SECTN_ID: lot.lotId,
    PARKING_NM: lot.parkingNm,
    PARKING_DIV_NM: lot.parkingDivNm,
    PERIOD_ALLOT_TYPE: lot.periodAllotType,
    PERIOD_USE_DIV_CD: allowedUseDivs(lot).join(','),
    START_DTTM: fmt(lot.periodStartDttm),
    END_DTTM: fmt(lot.periodEndDttm),
    PERIOD_CELL_CNT: lot.periodCellCnt,
    PERIOD_TICKET_AMT: monthlyFee(lot, 'UTM-001'),
    PERIOD_DAYTM_AMT: monthlyFee(lot, 'UTM-002'),
    PERIOD_NIGHT_AMT: monthlyFee(lot, 'UTM-003'),
    REMAIN_CNT: remain,
  };
}

/** GET /api/period/getParkingAndDiscountList.json */
export async function listParkingAndDiscounts(
  db: DbOrTx,
  now: Date,
): Promise<Domain<ParkingAndDiscountResponse>> {
  const lots = await listPassLots(db);
  const rounds = await listCurrentRounds(
    db,
    lots.map((l) => l.lotId),
  );
  const codes = await listDiscountCodes(db);
  return {
    parkingList: lots.map((lot) => {
      const r = rounds.get(lot.lotId);
      const current = r && lot.periodStartDttm && r.startDttm.getTime() === lot.periodStartDttm.getTime();
      const remain =
        lot.periodAllotType === 'RAFFLE' && !(current && r.drawnAt)
          ? null
          : Math.max(0, lot.periodCellCnt - (current ? r.assignedCnt : 0));
      return lotRow(lot, remain);
    }),
    // Codes that reduce a pass: a rate (capped at 50 %); fixed per-visit amounts do not apply to passes.
    discountList: codes
      .filter((c) => c.code === 'DC001' || c.rate > 0)
      .map((c) => ({
        code: c.code,
        codeNm: c.codeNm,
        discountCg: discountCgOf(c.rate),
        rate: Math.min(MAX_PASS_REDUCTION_PERCENT, c.rate),
      })),
    discountCgList: Object.entries(m.discountCg).map(([code, codeNm]) => ({ code, codeNm })),
    startChoices: startChoices(kstDateOf(now)),
  };
}

type WindowState = 'OPEN' | 'CLOSED' | 'NOT_OPEN';

function windowState(lot: LotRow, now: Date): WindowState {
  if (!lot.periodStartDttm || !lot.periodEndDttm) return 'CLOSED';
  if (now.getTime() < lot.periodStartDttm.getTime()) return 'NOT_OPEN';
  if (now.getTime() > lot.periodEndDttm.getTime()) return 'CLOSED';
  return 'OPEN';
}

function windowMessage(lot: LotRow, state: WindowState): string {
  if (state === 'OPEN') return '';
  if (state === 'NOT_OPEN') return m.msg.windowNotOpen(lot.parkingNm, fmt(lot.periodStartDttm)!.slice(0, 16));
  return m.msg.windowClosed(lot.parkingNm);
}

async function passLot(db: DbOrTx, lotId: number, lock = false): Promise<LotRow> {
  const lot = await findLotRow(db, lotId, lock);
  if (!lot || lot.periodUseDivCd === '' || lot.periodCellCnt <= 0)
    throw new AppError(
      'SEASON_PASS_LOT_UNAVAILABLE',
      400,
      wireFieldNames({ lotId: [m.errors.SEASON_PASS_LOT_UNAVAILABLE] }),
    );
  return lot;
}

/** POST /api/period/checkTime.json: whether the lot's application window is open now (the server's clock). */
export async function checkTime(
  db: DbOrTx,
  lotId: number,
  now: Date,
): Promise<Domain<CheckTimeResponse>['value']> {
  const lot = await passLot(db, lotId);
  const state = windowState(lot, now);
  return {
    PARKING_NM: lot.parkingNm,
    START_DTTM: fmt(lot.periodStartDttm),
    END_DTTM: fmt(lot.periodEndDttm),
    result: state,
    message: windowMessage(lot, state),
  };
}

interface Quote {
  lot: LotRow;
  q: Domain<QuoteResponse>['value'];
}

/**
 * What an application costs and whether it is allowed as entered (every rule of spec 2 §5 the server can
 * check besides the window and duplicates): the lot sells passes, the division is allowed, the period is a
 * first-of-month start among the choices and lasts 3 or 6 months, the discount exists.
 */
export async function quoteApplication(db: DbOrTx, f: Domain<ApplicationFields>, now: Date): Promise<Quote> {
  const lot = await passLot(db, f.lotId);
  if (!allowedUseDivs(lot).includes(f.useDivCd)) throw fieldError('useDivCd', m.v.useDiv);
  const months = passMonths(f.startDttm, f.endDttm);
  if (!startChoices(kstDateOf(now)).includes(f.startDttm) || months === null)
    throw fieldError('startDttm', m.v.period);
  let rate = 0;
  let discountNm = '일반';
  let verified = true;
  if (f.discountCd !== 'DC001') {
    const dc = await findDiscountCode(db, f.discountCd);
    if (dc?.useYn !== 'Y' || dc.rate <= 0) throw fieldError('discountCd', m.v.discount);
    rate = dc.rate;
    discountNm = dc.codeNm;
    const registered = await checkReductions(db, { plate: f.plate, carOwnerNm: f.carOwnerNm }, now);
    verified = registered.some((r) => r.dcCode === f.discountCd);
  }
  const monthly = monthlyFee(lot, f.useDivCd as UseDivCd);
  const amt = passAmount(monthly, months, rate);
  return {
    lot,
    q: {
      parkingNm: lot.parkingNm,
      periodAllotType: lot.periodAllotType,
      periodAllotTypeKor: m.allotType[lot.periodAllotType] ?? lot.periodAllotType,
      useDivCd: f.useDivCd,
      useDivCdNm: m.useDiv[f.useDivCd] ?? f.useDivCd,
      useStartDt: f.startDttm,
      useEndDt: f.endDttm,
      months,
      monthlyAmt: monthly,
      baseAmt: amt.baseAmt,
      discountCd: f.discountCd,
      discountNm,
      discountRate: amt.rate,
      discountAmt: amt.discountAmt,
      useAmt: amt.useAmt,
      discountVerified: verified,
    },
  };
}

/**
 * POST /api/period/quote.json: the quote of what the member may apply for — the car must be one of their
 * proven cars, whose proven owner name replaces the form's (decision 179).
 */
export async function quoteForMember(
  db: DbOrTx,
  f: Domain<ApplicationFields>,
  principal: Principal,
  now: Date,
): Promise<Quote> {
  const { car } = await applicantOf(db, principal.memberId, f.plate, now);
  return quoteApplication(db, { ...f, plate: car.plate, carOwnerNm: car.carOwnerNm }, now);
}

const duplicate = () => new AppError('SEASON_PASS_DUPLICATE', 409);

/**
 * POST /api/period/insertAction.json: re-checks every rule, stores the application with its proof file and
 * allots it in one transaction under the lot's lock: FCOME takes a cell while one is left (MUT-004 with a
 * payment deadline) or waits with the next number; RAFFLE collects it for the draw. SMS after the commit.
 * The server decides the car, its owner name and the phone (decision 179): a proven car of the member, the
 * member's verified mobile; at most MAX_APPLICATIONS_PER_MEMBER live applications per member and window.
 */
export async function applyForPass(
  deps: SeasonPassDeps & { storage: FileStorage },
  sent: Domain<InsertActionInput>,
  file: UploadedFile | undefined,
  principal: Principal,
  now: Date,
): Promise<Domain<InsertActionResponse>['value']> {
  const { car, mobile } = await applicantOf(deps.db, principal.memberId, sent.plate, now);
  const input = { ...sent, plate: car.plate, carOwnerNm: car.carOwnerNm, telNo: mobile };
  const { q } = await quoteApplication(deps.db, input, now);
  if (q.discountCd !== 'DC001' && !file) throw fieldError('file', m.v.proofRequired);
  const checked = file
    ? checkUpload({ filename: file.filename, mimetype: file.mimetype, bytes: file.bytes }, ATTACHMENT_TYPES, {
        typeMessage: m.v.fileType,
      })
    : null;

  let saved: Awaited<ReturnType<typeof insertApplication>>;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const lot = await passLot(tx, input.lotId);
      const state = windowState(lot, now);
      if (state !== 'OPEN')
        throw new AppError('SEASON_PASS_WINDOW_CLOSED', 400, undefined, {
          message: windowMessage(lot, state),
        });
      const round = await roundForApplication(tx, lot, deps.drawSecret);
      if (!round) throw new AppError('SEASON_PASS_WINDOW_CLOSED', 400);
      await lockMemberInRound(tx, round.roundId, principal.memberId);
      if ((await countMemberLive(tx, round.roundId, principal.memberId)) >= MAX_APPLICATIONS_PER_MEMBER)
        throw new AppError('SEASON_PASS_MEMBER_CAP', 409);
      await lockCarAtLot(tx, lot.lotId, input.plate);
      if (await findOverlapping(tx, lot.lotId, input.plate, q.useStartDt, q.useEndDt)) throw duplicate();

      let app = await insertApplication(tx, {
        roundId: round.roundId,
        lotId: lot.lotId,
        memberId: principal.memberId,
        waitingNm: input.waitingNm,
        zipcode: input.zipcode,
        addr: input.addr,
        addrDetail: input.addrDetail,
        telNo: input.telNo,
        carOwnerNm: input.carOwnerNm,
        plate: input.plate,
        plateLast4: input.plate.replace(/[^0-9]/g, '').slice(-4),
        useDivCd: input.useDivCd,
        useStartDt: q.useStartDt,
        useEndDt: q.useEndDt,
        months: q.months,
        discountCd: q.discountCd,
        discountNm: q.discountNm,
        discountVerified: q.discountVerified ? 'Y' : 'N',
        discountRate: q.discountRate,
        monthlyAmt: q.monthlyAmt,
        baseAmt: q.baseAmt,
        discountAmt: q.discountAmt,
        useAmt: q.useAmt,
        periodAllotType: round.allotType,
        procStsCd: 'MUT-001',
        reqDttm: now,
      });
      if (file && checked) {
        const row = await saveAttachment({ db: tx, storage: deps.storage }, file, checked, {
          ownerKind: 'season-pass',
          ownerId: String(app.periodId),
          regId: principal.memberId,
        });
        await updateApplication(tx, app.periodId, { proofFileId: row.atchFileId });
      }
      // Last, so the round's row stays locked only for the few statements before the commit.
      let kind: 'ASSIGNED' | 'WAITLISTED' | 'APPLIED' = 'APPLIED';
      if (round.allotType === 'FCOME') {
        const set = (await takeCell(tx, round.roundId))
          ? { procStsCd: 'MUT-004', assignedAt: now, payDeadline: payDeadline(now, q.useStartDt) }
          : { queueNo: await nextQueueNo(tx, round.roundId) };
        await updateApplication(tx, app.periodId, set);
        app = { ...app, ...set };
        kind = 'queueNo' in set ? 'WAITLISTED' : 'ASSIGNED';
      } else {
        // A draw that claimed the round meanwhile would not see this application: refuse it instead.
        const shared = await shareRound(tx, round.roundId);
        if (!shared || shared.drawnAt)
          throw new AppError('SEASON_PASS_WINDOW_CLOSED', 400, undefined, {
            message: windowMessage(lot, 'CLOSED'),
          });
      }
      await notify(tx, app, lot.parkingNm, kind, { drawAt: round.endDttm });
      return app;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  flushSmsQuietly(deps);
  return {
    result: 'success',
    message: m.msg.success,
    periodId: saved.periodId,
    procStsCd: saved.procStsCd as Domain<InsertActionResponse>['value']['procStsCd'],
    queueNo: saved.queueNo,
    detail:
      saved.procStsCd === 'MUT-004'
        ? m.msg.assignedNow
        : saved.queueNo !== null
          ? m.msg.waitlisted(saved.queueNo)
          : m.msg.raffleApplied,
  };
}

/**
 * True when a paid pass of the car at the lot covers `at` (its dates and its use-division hours): the entry
 * becomes a PERIOD session with fee 0 (decision 094).
 */
export async function isSeasonPassEntry(
  db: DbOrTx,
  lotId: number,
  plate: string,
  at: Date,
): Promise<boolean> {
  const divisions = await paidPassDivisions(db, lotId, plate, kstDateOf(at));
  return divisions.some((d) => withinUseHours(d, at));
}
