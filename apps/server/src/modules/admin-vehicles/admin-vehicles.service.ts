import {
  ALL_LOTS_MARKER,
  ANNEX_LOTS_MARKER,
  FREE_TYPE_CODES,
  type ParkingRegDivCode,
} from '@parking/shared/admin-vehicles/rules';
import type {
  CarNoCheckAnswer,
  DiscountActionAnswer,
  DiscountInsert,
  DiscountRow,
  DiscountUpdate,
  DiscountViewResponse,
  FctCodeAnswer,
  FreeActionAnswer,
  FreeCarNoCheckAnswer,
  FreeInsert,
  FreeRow,
  FreeUpdate,
  FreeViewResponse,
} from '@parking/shared/admin-vehicles/schemas';
import { CLIENT_LIST_CAP, type ListPage, type ListWindow } from '@parking/shared/common/admin-resource';
import { formatKst, todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import type { ListSearch } from '../../lib/admin-resource/list.repository';
import { AppError } from '../../lib/app-error';
import { type PiiAccess, recordPiiAccess } from '../pii-access/pii-access.service';
import {
  type DiscountVehicleRecord,
  deleteDiscountVehicle,
  deleteFreeVehicle,
  discountCarRegistered,
  type FreeVehicleRecord,
  findDiscountCode,
  findDiscountVehicle,
  findFreeVehicle,
  freeCarRegistered,
  insertDiscountVehicle,
  insertFreeVehicle,
  listDiscountVehicles,
  listFreeVehicles,
  lockCarNo,
  lotExists,
  updateDiscountVehicle,
  updateFreeVehicle,
} from './admin-vehicles.repository';

export interface VehiclesDeps {
  db: AppDb;
  now?: () => Date;
}

export type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

const t = () => ko.adminVehicles;
const today = (deps: VehiclesDeps) => todayKst(deps.now?.() ?? new Date());

/** The page asked for; an export (whose input names no page) gets the whole list up to the cap. */
function windowOf(q: Partial<ListWindow>): ListWindow {
  return { firstIndex: q.firstIndex ?? 0, recordCountPerPage: q.recordCountPerPage ?? CLIENT_LIST_CAP };
}

type ExportQuery = ListSearch & Partial<ListWindow> & { reason: string };

/** A record of what staff did with a vehicle's owner data (subject: the plate). */
function record(db: DbOrTx, actor: Actor, carNo: string, action: 'VIEW' | 'UPDATE', target: string) {
  return recordPiiAccess(db, { ...actor, subjectId: carNo, action, target });
}

async function exportRecord(db: DbOrTx, actor: Actor, target: string, reason: string) {
  await recordPiiAccess(db, { ...actor, subjectId: null, action: 'EXPORT', target, reason });
}

const alreadyRegistered = () =>
  new AppError('VEHICLE_ALREADY_REGISTERED', 409, { carNo: [ko.errors.VEHICLE_ALREADY_REGISTERED] });

// ── discount vehicles ────────────────────────────────────────────────────────

function toDiscountRow(r: DiscountVehicleRecord): DiscountRow {
  return {
    seqId: r.seqId,
    carOwnerNm: r.carOwnerNm,
    carNo: r.carNo,
    discountCd: r.discountCd,
    discountNm: r.discountNm ?? r.discountCd,
    startDt: r.startDt,
    endDt: r.endDt,
    note: r.note,
    regDttm: formatKst(r.regDttm),
  };
}

export async function listDiscountAdmin(
  deps: VehiclesDeps,
  q: ListSearch & Partial<ListWindow>,
): Promise<ListPage<DiscountRow>> {
  const page = await listDiscountVehicles(deps.db, q, windowOf(q));
  return { rows: page.rows.map(toDiscountRow), total: page.total };
}

export async function exportDiscountList(
  deps: VehiclesDeps,
  q: ExportQuery,
  actor: Actor,
): Promise<ListPage<DiscountRow>> {
  await exportRecord(deps.db, actor, 'GET /api/admin/discount/excel.json', q.reason);
  return listDiscountAdmin(deps, q);
}

export async function viewDiscountAdmin(
  deps: VehiclesDeps,
  seqId: number,
  actor: Actor,
): Promise<DiscountViewResponse> {
  const row = await findDiscountVehicle(deps.db, seqId);
  if (!row) throw new AppError('DISCOUNT_VEHICLE_NOT_FOUND', 404);
  await record(deps.db, actor, row.carNo, 'VIEW', `GET /api/admin/discount/view.json seqId=${seqId}`);
  return { resultVo: { result: toDiscountRow(row) } };
}

/** carNoCheck.json: true when no registration of this car (other than `seqId`) is still running. */
export async function checkDiscountCarNo(
  deps: VehiclesDeps,
  q: { carNo: string; seqId?: number | undefined },
): Promise<CarNoCheckAnswer> {
  const taken = await discountCarRegistered(deps.db, q.carNo, today(deps), q.seqId);
  return { result: { result: !taken }, message: taken ? t().alreadyRegistered : t().available };
}

/** A reduction a discount vehicle can carry: an existing category in use, not general (DC001). */
async function assertDiscountCode(db: DbOrTx, code: string): Promise<void> {
  const dc = code === 'DC001' ? null : await findDiscountCode(db, code);
  if (dc?.useYn !== 'Y') {
    throw new AppError('DISCOUNT_CODE_NOT_FOUND', 400, { discountCd: [ko.errors.DISCOUNT_CODE_NOT_FOUND] });
  }
}

function discountAnswer(seqId: number, message: string): DiscountActionAnswer {
  return { code: '00', message, seqId, resultVo: { code: '00', message } };
}

function discountValues(input: DiscountInsert) {
  return {
    carNo: input.carNo,
    carOwnerNm: input.carOwnerNm,
    discountCd: input.discountCd,
    startDt: input.startDt,
    endDt: input.endDt,
    note: input.note,
  };
}

/**
 * insert.json: registers a discount vehicle. irs.json, pre-payment and exits read discount_vehicles, so the
 * reduction applies from its start day. A car with a running registration is refused (409).
 */
export async function insertDiscountAdmin(
  deps: VehiclesDeps,
  input: DiscountInsert,
  actor: Actor,
): Promise<DiscountActionAnswer> {
  const seqId = await deps.db.transaction(async (tx) => {
    await assertDiscountCode(tx, input.discountCd);
    await lockCarNo(tx, 'discount', input.carNo);
    if (await discountCarRegistered(tx, input.carNo, today(deps))) throw alreadyRegistered();
    const id = await insertDiscountVehicle(tx, discountValues(input));
    await record(tx, actor, input.carNo, 'UPDATE', `POST /api/admin/discount/insert.json seqId=${id}`);
    return id;
  });
  return discountAnswer(seqId, t().registered);
}

export async function updateDiscountAdmin(
  deps: VehiclesDeps,
  input: DiscountUpdate,
  actor: Actor,
): Promise<DiscountActionAnswer> {
  await deps.db.transaction(async (tx) => {
    await assertDiscountCode(tx, input.discountCd);
    await lockCarNo(tx, 'discount', input.carNo);
    if (!(await findDiscountVehicle(tx, input.seqId))) throw new AppError('DISCOUNT_VEHICLE_NOT_FOUND', 404);
    if (await discountCarRegistered(tx, input.carNo, today(deps), input.seqId)) throw alreadyRegistered();
    await updateDiscountVehicle(tx, input.seqId, discountValues(input));
    await record(
      tx,
      actor,
      input.carNo,
      'UPDATE',
      `POST /api/admin/discount/update.json seqId=${input.seqId}`,
    );
  });
  return discountAnswer(input.seqId, t().updated);
}

export async function deleteDiscountAdmin(
  deps: VehiclesDeps,
  seqId: number,
  actor: Actor,
): Promise<DiscountActionAnswer> {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteDiscountVehicle(tx, seqId);
    if (!gone) throw new AppError('DISCOUNT_VEHICLE_NOT_FOUND', 404);
    await record(tx, actor, gone.carNo, 'UPDATE', `POST /api/admin/discount/delete.json seqId=${seqId}`);
  });
  return discountAnswer(seqId, t().deleted);
}

// ── free vehicles ────────────────────────────────────────────────────────────

/** The lot column: the lot's name (PRD-001), '전체' (PRD-002), the annex text (PRD-003) (spec 3 §2.5). */
function lotLabel(r: FreeVehicleRecord): string {
  if (r.parkingRegDiv === 'PRD-002') return t().free.allLots;
  if (r.parkingRegDiv === 'PRD-003') return t().free.annexLots;
  return r.lotNm ?? '';
}

function toFreeRow(r: FreeVehicleRecord): FreeRow {
  return {
    freeCarId: r.freeCarId,
    carOwnerNm: r.carOwnerNm,
    carNo: r.carNo,
    parkingRegDiv: r.parkingRegDiv,
    parkingNm: lotLabel(r),
    sectnId: r.sectnId,
    freeTyCd: r.freeTyCd,
    freeTyNm: r.freeTyNm,
    orgNm: r.orgNm,
    applyDay: r.applyDay,
    startDt: r.startDt ?? '',
    endDt: r.endDt ?? '',
    freeNote: r.freeNote,
    regDttm: formatKst(r.regDttm),
  };
}

export async function listFreeAdmin(
  deps: VehiclesDeps,
  q: ListSearch & Partial<ListWindow>,
): Promise<ListPage<FreeRow>> {
  const page = await listFreeVehicles(deps.db, q, windowOf(q));
  return { rows: page.rows.map(toFreeRow), total: page.total };
}

export async function exportFreeList(
  deps: VehiclesDeps,
  q: ExportQuery,
  actor: Actor,
): Promise<ListPage<FreeRow>> {
  await exportRecord(deps.db, actor, 'GET /api/admin/freecar/excel.json', q.reason);
  return listFreeAdmin(deps, q);
}

export async function viewFreeAdmin(
  deps: VehiclesDeps,
  freeCarId: number,
  actor: Actor,
): Promise<FreeViewResponse> {
  const row = await findFreeVehicle(deps.db, freeCarId);
  if (!row) throw new AppError('FREE_VEHICLE_NOT_FOUND', 404);
  await record(deps.db, actor, row.carNo, 'VIEW', `GET /api/admin/freecar/view.json freeCarId=${freeCarId}`);
  return { resultVo: { result: toFreeRow(row) } };
}

/** fctCode.json: the free types. */
export function freeTypes(): FctCodeAnswer {
  return {
    fctCodeList: {
      result: FREE_TYPE_CODES.map((code) => ({ code: { code, codeNm: t().freeTypes[code] ?? code } })),
    },
  };
}

/** The stored scope of a rule: a lot for PRD-001, no lot for the markers of PRD-002 / PRD-003. */
function scopeOf(
  div: ParkingRegDivCode,
  sectnId: number | undefined,
): { parkingRegDiv: string; sectnId: number | null } {
  return { parkingRegDiv: div, sectnId: div === 'PRD-001' && sectnId !== undefined ? sectnId : null };
}

function divOfMarker(sectnId: number): ParkingRegDivCode {
  if (sectnId === ALL_LOTS_MARKER) return 'PRD-002';
  if (sectnId === ANNEX_LOTS_MARKER) return 'PRD-003';
  return 'PRD-001';
}

/** carNoCheck.json: true when no running rule of this car covers the lot (or the -1 / -2 scope). */
export async function checkFreeCarNo(
  deps: VehiclesDeps,
  q: { carNo: string; sectnId: number; freeCarId?: number | undefined },
): Promise<FreeCarNoCheckAnswer> {
  const scope = scopeOf(divOfMarker(q.sectnId), q.sectnId);
  const taken = await freeCarRegistered(deps.db, q.carNo, scope, today(deps), q.freeCarId);
  return { hashMap: { result: { result: !taken } }, message: taken ? t().alreadyRegistered : t().available };
}

function freeAnswer(freeCarId: number, message: string): FreeActionAnswer {
  return { code: '00', message, freeCarId, resultMap: { code: '00', message } };
}

async function freeValues(db: DbOrTx, input: FreeInsert) {
  const scope = scopeOf(input.parkingRegDiv, input.sectnId);
  if (scope.sectnId !== null && !(await lotExists(db, scope.sectnId))) {
    throw new AppError('VALIDATION', 400, { sectnId: [t().v.lotFirst] });
  }
  return {
    carOwnerNm: input.carOwnerNm,
    carNo: input.carNo,
    parkingRegDiv: scope.parkingRegDiv,
    sectnId: scope.sectnId,
    freeTyCd: input.fctCode,
    freeTyNm: t().freeTypes[input.fctCode] ?? input.fctCode,
    orgNm: input.orgNm,
    applyDay: input.applyDay,
    startDt: input.startDtString,
    endDt: input.endDtString,
    freeNote: input.freeNote,
  };
}

/**
 * insertAction.json: a free vehicle enters free at its lot, at every lot or at the annex lots, on its
 * weekdays within its dates (the gate decides at entry, decision 022).
 */
export async function insertFreeAdmin(
  deps: VehiclesDeps,
  input: FreeInsert,
  actor: Actor,
): Promise<FreeActionAnswer> {
  const id = await deps.db.transaction(async (tx) => {
    const values = await freeValues(tx, input);
    await lockCarNo(tx, 'free', input.carNo);
    if (await freeCarRegistered(tx, input.carNo, values, today(deps))) throw alreadyRegistered();
    const freeCarId = await insertFreeVehicle(tx, values);
    await record(
      tx,
      actor,
      input.carNo,
      'UPDATE',
      `POST /api/admin/freecar/insertAction.json freeCarId=${freeCarId}`,
    );
    return freeCarId;
  });
  return freeAnswer(id, t().registered);
}

export async function updateFreeAdmin(
  deps: VehiclesDeps,
  input: FreeUpdate,
  actor: Actor,
): Promise<FreeActionAnswer> {
  await deps.db.transaction(async (tx) => {
    const values = await freeValues(tx, input);
    await lockCarNo(tx, 'free', input.carNo);
    if (!(await findFreeVehicle(tx, input.freeCarId))) throw new AppError('FREE_VEHICLE_NOT_FOUND', 404);
    if (await freeCarRegistered(tx, input.carNo, values, today(deps), input.freeCarId))
      throw alreadyRegistered();
    await updateFreeVehicle(tx, input.freeCarId, values);
    await record(
      tx,
      actor,
      input.carNo,
      'UPDATE',
      `POST /api/admin/freecar/updateAction.json freeCarId=${input.freeCarId}`,
    );
  });
  return freeAnswer(input.freeCarId, t().updated);
}

export async function deleteFreeAdmin(
  deps: VehiclesDeps,
  freeCarId: number,
  actor: Actor,
): Promise<FreeActionAnswer> {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteFreeVehicle(tx, freeCarId);
    if (!gone) throw new AppError('FREE_VEHICLE_NOT_FOUND', 404);
    await record(
      tx,
      actor,
      gone.carNo,
      'UPDATE',
      `POST /api/admin/freecar/delete.json freeCarId=${freeCarId}`,
    );
  });
  return freeAnswer(freeCarId, t().deleted);
}
