import {
  type CarNoCheckAnswer,
  type DiscountActionAnswer,
  type DiscountInsert,
  type DiscountRow,
  discountResource,
} from '@parking/shared/admin-vehicles/schemas';
import { formatKst } from '@parking/shared/common/korea-time';
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

/**
 * Discount vehicles (spec 3 §2.4, `/api/admin/discount/*`). irs.json, pre-payment and exits read
 * discount_vehicles, so a registered reduction applies from its start day; a car with a registration that has
 * not ended is refused.
 */
export const discountVehicles = vehicleRegistry<{
  rec: DiscountVehicleRecord;
  row: DiscountRow;
  input: DiscountInsert;
  values: NewDiscountVehicle;
  scope: null;
  answer: DiscountActionAnswer;
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
    const { carNo, carOwnerNm, discountCd, startDt, endDt, note } = input;
    return { carNo, carOwnerNm, discountCd, startDt, endDt, note };
  },
  // one running registration per car, whatever its category
  scopeOf: () => null,
  registered: (db, carNo, _scope, today, exceptId) => discountCarRegistered(db, carNo, today, exceptId),
  insert: insertDiscountVehicle,
  update: updateDiscountVehicle,
  remove: deleteDiscountVehicle,
  answer: (seqId, message) => ({ code: '00', message, seqId, resultVo: { code: '00', message } }),
});

/** carNoCheck.json: true when no registration of this car (other than `seqId`) is still running. */
export async function checkDiscountCarNo(
  deps: VehiclesDeps,
  q: { carNo: string; seqId?: number | undefined },
): Promise<CarNoCheckAnswer> {
  const { free, message } = await discountVehicles.carNoFree(deps, q.carNo, null, q.seqId);
  return { result: { result: free }, message };
}
