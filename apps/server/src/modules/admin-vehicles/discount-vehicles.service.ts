import {
  type CarNoCheckAnswer,
  type DiscountActionAnswer,
  type DiscountInsert,
  type DiscountRow,
  discountResource,
} from '@parking/shared/admin-vehicles/schemas';
import { formatKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertDiscountVehicle } from '../reduction';
import {
  type DiscountVehicleRecord,
  deleteDiscountVehicle,
  discountCarRegistered,
  findDiscountCode,
  findDiscountVehicle,
  listDiscountVehicles,
  type NewDiscountVehicle,
  updateDiscountVehicle,
} from './admin-vehicles.repository';
import { type VehiclesDeps, vehicleRegistry } from './vehicle-registry';

/** A reduction a discount vehicle can carry: an existing category in use, not general (DC001). */
async function assertDiscountCode(db: DbOrTx, code: string): Promise<void> {
  const dc = code === 'DC001' ? null : await findDiscountCode(db, code);
  if (dc?.useYn !== 'Y') {
    throw new AppError('DISCOUNT_CODE_NOT_FOUND', 400, { discountCd: [ko.errors.DISCOUNT_CODE_NOT_FOUND] });
  }
}

function toDiscountRow(r: DiscountVehicleRecord): Domain<DiscountRow> {
  return {
    seqId: r.seqId,
    carOwnerNm: r.carOwnerNm,
    plate: r.plate,
    discountCd: r.discountCd,
    discountNm: r.discountNm ?? r.discountCd,
    startDt: r.startDt,
    endDt: r.endDt,
    note: r.note,
    regDttm: formatKst(r.regDttm),
  };
}

/**
 * Discount vehicles (spec 3 §2.4, `/api/admin/discount/*`). irs.json, pre-payment and exits read
 * discount_vehicles, so a registered reduction applies from its start day; a car with a registration that has
 * not ended is refused.
 */
export const discountVehicles = vehicleRegistry<{
  rec: DiscountVehicleRecord;
  row: Domain<DiscountRow>;
  input: Domain<DiscountInsert>;
  values: NewDiscountVehicle;
  scope: null;
  answer: Domain<DiscountActionAnswer>;
}>({
  lock: 'discount',
  idName: 'seqId',
  notFound: 'DISCOUNT_VEHICLE_NOT_FOUND',
  endpoints: discountResource.endpoints,
  list: listDiscountVehicles,
  find: findDiscountVehicle,
  toRow: toDiscountRow,
  async values(db, input) {
    await assertDiscountCode(db, input.discountCd);
    const { plate, carOwnerNm, discountCd, startDt, endDt, note } = input;
    return { plate, carOwnerNm, discountCd, startDt, endDt, note };
  },
  // one running registration per car, whatever its category
  scopeOf: () => null,
  registered: (db, plate, _scope, today, exceptId) => discountCarRegistered(db, plate, today, exceptId),
  insert: insertDiscountVehicle,
  update: updateDiscountVehicle,
  remove: deleteDiscountVehicle,
  answer: (seqId, message) => ({ code: '00', message, seqId, resultVo: { code: '00', message } }),
});

/** carNoCheck.json: true when no registration of this car (other than `seqId`) is still running. */
export async function checkDiscountCarNo(
  deps: VehiclesDeps,
  q: { plate: string; seqId?: number | undefined },
): Promise<Domain<CarNoCheckAnswer>> {
  const { free, message } = await discountVehicles.carNoFree(deps, q.plate, null, q.seqId);
  return { result: { result: free }, message };
}
