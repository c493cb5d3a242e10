import { todayKst } from '@parking/shared/common/korea-time';
import { type Domain, wireFieldNames } from '@parking/shared/common/wire-names';
import {
  calculateFee,
  type FeeResult,
  freeVehicleApplies,
  type ParkingRegDiv,
  tariffOf,
} from '@parking/shared/fee/engine';
import {
  DEFAULT_DISCOUNT_CD,
  type EasyCalculateInput,
  type EasyCalculateResponse,
  parseKstDateTime,
} from '@parking/shared/lots/schemas';
import { lotsErrors } from '@parking/shared/messages/ko/lots';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDiscountCode, findLot, type LotRecord } from '../lots';
import { findValidReductions } from '../reduction';
import { listFreeVehicleRules } from './fee.repository';

/** Inputs of the fee of one stay as the server knows it (sessions, pre-payment, unpaid, estimator). */
export interface StayFeeInput {
  lot: LotRecord;
  inAt: Date;
  outAt: Date;
  discountCd?: string | null;
  /** plate, to look up free-vehicle rules; absent for the anonymous estimator */
  plate?: string | null;
  prepaidMinutes?: number;
  /** a season-pass (PERIOD) stay: free */
  seasonPass?: boolean;
  /** of prepaidMinutes, the free traditional-market minutes (their own breakdown line) */
  prepaidFreeMinutes?: number;
}

/**
 * The fee of one stay with the lot's tariff, the reduction of `discountCd` (unknown codes count as
 * general) and the plate's free-vehicle rules. Every server path that needs a fee calls this.
 */
export async function feeForStay(db: DbOrTx, input: StayFeeInput): Promise<FeeResult> {
  const cd = input.discountCd || DEFAULT_DISCOUNT_CD;
  const reduction = cd === DEFAULT_DISCOUNT_CD ? null : await findDiscountCode(db, cd);
  let freeVehicle = false;
  if (input.plate) {
    const rules = await listFreeVehicleRules(db, input.plate);
    freeVehicle = rules.some((r) =>
      freeVehicleApplies(
        {
          parkingRegDiv: r.parkingRegDiv as ParkingRegDiv,
          lotId: r.lotId,
          applyDay: r.applyDay,
          startDt: r.startDt ?? '',
          endDt: r.endDt ?? '',
        },
        { lotId: input.lot.lotId, parkingDiv: input.lot.parkingDiv },
        input.inAt.getTime(),
      ),
    );
  }
  return calculateFee({
    tariff: tariffOf(input.lot),
    inAt: input.inAt.getTime(),
    outAt: input.outAt.getTime(),
    reduction: reduction && reduction.useYn === 'Y' ? reduction : null,
    prepaidMinutes: input.prepaidMinutes ?? 0,
    prepaidFreeMinutes: input.prepaidFreeMinutes ?? 0,
    freeVehicle,
    seasonPass: input.seasonPass ?? false,
  });
}

/** POST /api/fee/easyCalculate.json: the estimated fee of a stay at a lot with a reduction category. */
export async function estimateFee(
  db: DbOrTx,
  input: Domain<EasyCalculateInput>,
): Promise<Domain<EasyCalculateResponse>['result']> {
  const lot = await findLot(db, input.lotId);
  if (!lot) throw new AppError('LOT_NOT_FOUND', 404, wireFieldNames({ lotId: [lotsErrors.LOT_NOT_FOUND] }));
  if (input.discountCd !== DEFAULT_DISCOUNT_CD) {
    const dc = await findDiscountCode(db, input.discountCd);
    if (dc?.useYn !== 'Y')
      throw new AppError('DISCOUNT_NOT_FOUND', 400, { discountCd: [lotsErrors.DISCOUNT_NOT_FOUND] });
  }
  // The schema already checked both are valid and in order.
  const inAt = new Date(parseKstDateTime(input.inDttm) ?? 0);
  const outAt = new Date(parseKstDateTime(input.outDttm) ?? 0);
  const { fee, discountCd } = await bestEstimate(db, { lot, inAt, outAt }, input);
  return {
    lotId: lot.lotId,
    parkingNm: lot.parkingNm,
    inDttm: input.inDttm,
    outDttm: input.outDttm,
    discountCd,
    stayMinutes: fee.stayMinutes,
    useAmt: fee.useAmt,
    discountAmt: fee.discountAmt,
    payAmt: fee.payAmt,
    lines: fee.lines,
  };
}

/**
 * The estimate with the chosen category, or — when a car and its owner are given (decision 124) — the lowest
 * of that and the reductions registered for the pair on the entry day, with the car's free-vehicle rules when
 * a rule names the same owner (the pair, not the plate alone, reveals them, as irs.json does).
 */
async function bestEstimate(
  db: DbOrTx,
  stay: { lot: LotRecord; inAt: Date; outAt: Date },
  input: Domain<EasyCalculateInput>,
): Promise<{ fee: FeeResult; discountCd: string }> {
  const owner = input.carOwnerNm ?? '';
  const plate = input.plate && owner ? input.plate : null;
  const freeRules = plate ? await listFreeVehicleRules(db, plate) : [];
  const freeCar = freeRules.some((r) => r.carOwnerNm === owner) ? plate : null;
  const price = (discountCd: string) => feeForStay(db, { ...stay, discountCd, plate: freeCar });
  let best = { fee: await price(input.discountCd), discountCd: input.discountCd };
  if (!plate) return best;
  const day = todayKst(stay.inAt);
  for (const { dcCode } of await findValidReductions(db, plate, owner, day)) {
    if (dcCode === best.discountCd) continue;
    const fee = await price(dcCode);
    if (fee.payAmt < best.fee.payAmt) best = { fee, discountCd: dcCode };
  }
  return best;
}
