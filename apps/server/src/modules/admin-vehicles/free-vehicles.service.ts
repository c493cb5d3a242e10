import {
  ALL_LOTS_MARKER,
  ANNEX_LOTS_MARKER,
  FREE_TYPE_CODES,
  type ParkingRegDivCode,
} from '@parking/shared/admin-vehicles/rules';
import {
  type FctCodeAnswer,
  type FreeActionAnswer,
  type FreeCarNoCheckAnswer,
  type FreeInsert,
  type FreeRow,
  freeCarResource,
} from '@parking/shared/admin-vehicles/schemas';
import { formatKst } from '@parking/shared/common/korea-time';
import { type Domain, wireFieldNames } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { AppError } from '../../lib/app-error';
import {
  deleteFreeVehicle,
  type FreeVehicleRecord,
  findFreeVehicle,
  freeCarRegistered,
  insertFreeVehicle,
  listFreeVehicles,
  lotExists,
  type NewFreeVehicle,
  updateFreeVehicle,
} from './admin-vehicles.repository';
import { type VehiclesDeps, vehicleRegistry } from './vehicle-registry';

const t = () => ko.adminVehicles;

/** Where a free-vehicle rule applies: a lot (PRD-001), every lot (PRD-002) or the annex lots (PRD-003). */
interface FreeScope {
  parkingRegDiv: string;
  lotId: number | null;
}

/** The lot column: the lot's name (PRD-001), '전체' (PRD-002), the annex text (PRD-003) (spec 3 §2.5). */
function lotLabel(r: FreeVehicleRecord): string {
  if (r.parkingRegDiv === 'PRD-002') return t().free.allLots;
  if (r.parkingRegDiv === 'PRD-003') return t().free.annexLots;
  return r.lotNm ?? '';
}

function toFreeRow(r: FreeVehicleRecord): Domain<FreeRow> {
  return {
    freeCarId: r.freeCarId,
    carOwnerNm: r.carOwnerNm,
    plate: r.plate,
    parkingRegDiv: r.parkingRegDiv,
    parkingNm: lotLabel(r),
    lotId: r.lotId,
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

/** The stored scope of a rule: a lot for PRD-001, no lot for the markers of PRD-002 / PRD-003. */
function scopeOf(div: ParkingRegDivCode, lotId: number | undefined): FreeScope {
  return { parkingRegDiv: div, lotId: div === 'PRD-001' && lotId !== undefined ? lotId : null };
}

function divOfMarker(lotId: number): ParkingRegDivCode {
  if (lotId === ALL_LOTS_MARKER) return 'PRD-002';
  if (lotId === ANNEX_LOTS_MARKER) return 'PRD-003';
  return 'PRD-001';
}

/**
 * Free vehicles (spec 3 §2.5, `/api/admin/freecar/*`): a free vehicle enters free at its lot, at every lot or
 * at the annex lots, on its weekdays within its dates (the gate decides at entry, decision 022). A car may
 * not have two running rules covering the same lot.
 */
export const freeVehicles = vehicleRegistry<{
  rec: FreeVehicleRecord;
  row: Domain<FreeRow>;
  input: Domain<FreeInsert>;
  values: NewFreeVehicle;
  scope: FreeScope;
  answer: Domain<FreeActionAnswer>;
}>({
  lock: 'free',
  idName: 'freeCarId',
  notFound: 'FREE_VEHICLE_NOT_FOUND',
  endpoints: freeCarResource.endpoints,
  list: listFreeVehicles,
  find: findFreeVehicle,
  toRow: toFreeRow,
  async values(db, input) {
    const scope = scopeOf(input.parkingRegDiv, input.lotId);
    if (scope.lotId !== null && !(await lotExists(db, scope.lotId))) {
      throw new AppError('VALIDATION', 400, wireFieldNames({ lotId: [t().v.lotFirst] }));
    }
    return {
      carOwnerNm: input.carOwnerNm,
      plate: input.plate,
      ...scope,
      freeTyCd: input.fctCode,
      freeTyNm: t().freeTypes[input.fctCode] ?? input.fctCode,
      orgNm: input.orgNm,
      applyDay: input.applyDay,
      startDt: input.startDtString,
      endDt: input.endDtString,
      freeNote: input.freeNote,
    };
  },
  scopeOf: (v) => ({ parkingRegDiv: v.parkingRegDiv, lotId: v.lotId ?? null }),
  registered: freeCarRegistered,
  insert: insertFreeVehicle,
  update: updateFreeVehicle,
  remove: deleteFreeVehicle,
  answer: (freeCarId, message) => ({ code: '00', message, freeCarId, resultMap: { code: '00', message } }),
});

/** fctCode.json: the free types. */
export function freeTypes(): Domain<FctCodeAnswer> {
  return {
    fctCodeList: {
      result: FREE_TYPE_CODES.map((code) => ({ code: { code, codeNm: t().freeTypes[code] ?? code } })),
    },
  };
}

/** carNoCheck.json: true when no running rule of this car covers the lot (or the -1 / -2 scope). */
export async function checkFreeCarNo(
  deps: VehiclesDeps,
  q: { plate: string; lotId: number; freeCarId?: number | undefined },
): Promise<Domain<FreeCarNoCheckAnswer>> {
  const scope = scopeOf(divOfMarker(q.lotId), q.lotId);
  const { free, message } = await freeVehicles.carNoFree(deps, q.plate, scope, q.freeCarId);
  return { hashMap: { result: { result: free } }, message };
}
