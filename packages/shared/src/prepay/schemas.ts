import { z } from 'zod';
import { feeLineSchema } from '../lots/schemas';
import { paymentsKo } from '../messages/ko/payments';
import { reductionBreakdownSchema } from '../payments/schemas';
import { historyQuerySchema } from '../unpaid/schemas';

/** Pre-payment lookup key: exactly the last 4 digits of the plate (spec 1 §8). */
export const LAST4_RE = /^[0-9]{4}$/;

/** GET /api/prepay/searchPrepayList.json?carNo=1234 (public lookup of cars in a lot). */
export const prepayLookupQuerySchema = z.object({
  carNo: z.string({ error: paymentsKo.v.last4Format }).trim().regex(LAST4_RE, paymentsKo.v.last4Format),
});

/** One in-lot session (spec 1 §3 "Pre-payment list row"); PERIOD rows are never listed. */
export const prepayRowSchema = z.object({
  carNo: z.string(),
  /** lot kind name (공영, 공원, 부설) */
  divNm: z.string(),
  parkingNm: z.string(),
  /** 'YYYY-MM-DD HH:mm' Korea time */
  inDttm: z.string(),
  /** null: pre-payment possible; set: the time the pre-payment covers ('prepayment done') */
  outDttm: z.string().nullable(),
  inOutId: z.number().int(),
  sectnId: z.number().int(),
  /** objects holding the code, as the spec's row shows them */
  discountCd: z.object({ discountCd: z.string() }),
  extraCd: z.object({ discountCd: z.string() }),
  inTy: z.string(),
});
export type PrepayRow = z.infer<typeof prepayRowSchema>;
export const prepayLookupResponseSchema = z.object({ value: z.object({ result: z.array(prepayRowSchema) }) });
export type PrepayLookupResponse = z.infer<typeof prepayLookupResponseSchema>;

/**
 * GET /api/prepay/searchPrepayList.json?myPage=Y&carNo&startDate&endDate: the member's pre-payment
 * history (approved PRESETTLEMENT payments of the member's own car).
 */
export const prepayHistoryQuerySchema = historyQuerySchema;
export const prepayHistoryRowSchema = z.object({
  carNo: z.string(),
  parkingName: z.string(),
  inDttm: z.string(),
  /** the time the payment covered */
  outDttm: z.string().nullable(),
  useAmt: z.number().int(),
  paymentId: z.string(),
  approvedAt: z.string(),
});
export type PrepayHistoryRow = z.infer<typeof prepayHistoryRowSchema>;
export const prepayHistoryResponseSchema = z.object({
  value: z.object({ result: z.array(prepayHistoryRowSchema) }),
});

/** GET /api/prepay/view.json?inOutId&sectnId&carNo&inDttm&discountCd&extraCd&myPage=N */
export const prepayViewQuerySchema = z
  .object({
    inOutId: z.coerce.number({ error: paymentsKo.v.target }).int().positive().max(Number.MAX_SAFE_INTEGER),
    sectnId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    carNo: z.string().trim().max(20).optional(),
    inDttm: z.string().max(40).optional(),
    discountCd: z.string().max(20).optional(),
    extraCd: z.string().max(20).optional(),
    myPage: z.string().max(1).optional(),
    /** a reduction claim of this car (decision 147): the view is priced with it */
    reductionClaim: z.string().trim().max(64).optional(),
  })
  .loose();

/** spec 1 §3 "Pre-payment view response", plus the breakdown lines and the pre-paid state. */
export const prepayViewResponseSchema = z.object({
  resultMap: z.object({
    result: z.object({
      inOutId: z.number().int(),
      sectnId: z.number().int(),
      carNo: z.string(),
      parkingName: z.string(),
      inDttm: z.string(),
      /** the time the fee is computed up to (now) */
      outDttm: z.string(),
      stayMinutes: z.number().int(),
      useAmt: z.number().int(),
      discountAmt: z.number().int(),
      /** extra fee beyond what was pre-paid already (0 on a first payment) */
      extraAmt: z.number().int(),
      /** already paid for this stay */
      paidAmt: z.number().int(),
      /** what is payable now */
      payAmt: z.number().int(),
      discountCd: z.string(),
      discountNm: z.string(),
      lines: z.array(feeLineSchema),
      /** true when the stay is pre-paid and nothing more is due now */
      prepaid: z.boolean(),
      /** the claimed reduction's breakdown when a claim lowered payAmt (decision 147) */
      reduction: reductionBreakdownSchema.optional(),
    }),
    easypayParams: z.object({ amount: z.number().int(), goodsName: z.string() }),
    totUnpaidAmt: z.number().int(),
    totAddAmt: z.number().int(),
    totSumAmt: z.number().int(),
  }),
});
export type PrepayViewResponse = z.infer<typeof prepayViewResponseSchema>;
