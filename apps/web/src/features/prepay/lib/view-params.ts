import { type Domain, toWire } from '@parking/shared/common/wire-names';
import type { PrepayRow } from '@parking/shared/prepay/schemas';

/** The row data paymentview needs (spec 1 §7 view.json query), kept in its address so a reload works. */
export interface PrepayViewParams {
  stayId: number;
  lotId?: number;
  plate: string;
  inDttm: string;
  discountCd: string;
  extraCd: string;
  /** a reduction claim verified on this screen (decision 147); never in the address */
  reductionClaim?: string;
}

/** The paymentview address of a lookup row (the address keeps the spec's query names). */
export function paymentViewPath(row: Domain<PrepayRow>): string {
  const q = new URLSearchParams(
    toWire({
      stayId: String(row.stayId),
      lotId: String(row.lotId),
      plate: row.plate,
      inDttm: row.inDttm,
      discountCd: row.discountCd.discountCd,
      extraCd: row.extraCd?.discountCd ?? '',
    }),
  );
  return `/paymentview?${q.toString()}`;
}

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^[0-9]{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/** The row data in paymentview's query; null when it is missing ('결제 정보가 없습니다.'). */
export function readViewParams(params: URLSearchParams): PrepayViewParams | null {
  const stayId = positiveInt(params.get('inOutId'));
  if (stayId === null) return null;
  const lotId = positiveInt(params.get('sectnId'));
  return {
    stayId,
    ...(lotId !== null ? { lotId } : {}),
    plate: params.get('carNo') ?? '',
    inDttm: params.get('inDttm') ?? '',
    discountCd: params.get('discountCd') ?? '',
    extraCd: params.get('extraCd') ?? '',
  };
}

/** '/lookup?carNo=<last 4 digits>' for a full car number (the lookup the payment started from). */
export function lookupPathFor(plate: string): string {
  const last4 = plate.replace(/\D/g, '').slice(-4);
  return last4.length === 4 ? `/lookup?carNo=${last4}` : '/lookup';
}
