import { z } from 'zod';
import { isValidCarNo, normalizeCarNo } from '../accounts/rules';
import { todayKst } from '../common/korea-time';
import { paymentsKo } from '../messages/ko/payments';
import { reductionBreakdownSchema, UNPAID_SURCHARGE_PERCENT } from '../payments/schemas';

/**
 * Unpaid lookup car number (spec 2 §5): an optional 2-Korean-character prefix, 1 to 3 digits, one Korean
 * character, then 4 digits; spaces allowed (removed before the check). Input at most 10 characters.
 */
export const UNPAID_CAR_NO_RE = /^([가-힣]{2})?[0-9]{1,3}[가-힣][0-9]{4}$/;
export const UNPAID_CAR_NO_MAX = 10;

export function isValidUnpaidCarNo(value: string): boolean {
  return value.length <= UNPAID_CAR_NO_MAX && UNPAID_CAR_NO_RE.test(normalizeCarNo(value));
}

/** The amounts of one unpaid item on `today` ('YYYY-MM-DD', Korea): the surcharge applies after the due date. */
export function unpaidAmounts(
  principal: number,
  dueDate: string,
  today: string,
): { unpaidAmt: number; addAmt: number; sumAmt: number } {
  const addAmt = today > dueDate ? Math.floor((principal * UNPAID_SURCHARGE_PERCENT) / 100) : 0;
  return { unpaidAmt: principal, addAmt, sumAmt: principal + addAmt };
}

/** GET /api/unpaid/searchUnpaidList.json and searchUnpaidListKnl.json (public lookup). */
export const unpaidLookupQuerySchema = z.object({
  carNo: z
    .string({ error: paymentsKo.v.carNoFormat })
    .max(UNPAID_CAR_NO_MAX, paymentsKo.v.carNoFormat)
    .refine(isValidUnpaidCarNo, paymentsKo.v.carNoFormat)
    .transform(normalizeCarNo),
});

/** What an unpaid item and an unpaid history row both show. */
const unpaidRowFields = {
  id: z.number().int(),
  carNo: z.string(),
  parkingName: z.string(),
  /** 'YYYY-MM-DD HH:mm' Korea time */
  inDttm: z.string().nullable(),
  /** null is shown as a dash */
  outDttm: z.string().nullable(),
  unpaidAmt: z.number().int(),
  addAmt: z.number().int(),
};

/** spec 2 §3 "Unpaid item" */
export const unpaidItemSchema = z.object({
  ...unpaidRowFields,
  sumAmt: z.number().int(),
  /** 'YYYY-MM-DD' */
  dueDate: z.string(),
  /** OFFSTREET | ONSTREET */
  kind: z.enum(['OFFSTREET', 'ONSTREET']),
});
export type UnpaidItem = z.infer<typeof unpaidItemSchema>;

export const unpaidListResponseSchema = z.object({
  value: z.object({
    cnt: z.number().int(),
    result: z.array(unpaidItemSchema),
    /** total surcharge of the listed items */
    totAddAmt: z.number().int(),
    /** total principal of the listed items */
    totUseAmt: z.number().int(),
  }),
});
export type UnpaidListResponse = z.infer<typeof unpaidListResponseSchema>;

/**
 * GET /api/unpaid/price.json (decision 147): what the chosen items of one car cost now, priced as the payment
 * start will price them, with a reduction claim of that car when given.
 */
export const unpaidPriceQuerySchema = z.object({
  carNo: z.string().trim().max(UNPAID_CAR_NO_MAX),
  /** comma-joined item ids */
  ids: z.string().trim().max(2000),
  kind: z.enum(['OFFSTREET', 'ONSTREET']),
  reductionClaim: z.string().trim().max(64).optional(),
});
export const unpaidPriceResponseSchema = z.object({
  value: z.object({
    cnt: z.number().int(),
    totUseAmt: z.number().int(),
    totAddAmt: z.number().int(),
    totSumAmt: z.number().int(),
    reduction: reductionBreakdownSchema.optional(),
  }),
});
export type UnpaidPriceResponse = z.infer<typeof unpaidPriceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// My-page histories (spec 2 §5 "My-page", §9: date ranges default to today, 00:00:00–23:59:59)

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2099-12-31'
  );
}

const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isRealDate(v), paymentsKo.v.dateFormat);

/** carNo (optional; the member's own car), startDate, endDate ('YYYY-MM-DD', default today). */
export const historyQuerySchema = z
  .object({
    myPage: z.string().max(1).optional(),
    carNo: z
      .string()
      .trim()
      .max(UNPAID_CAR_NO_MAX, paymentsKo.v.historyCarNo)
      .optional()
      .refine((v) => !v || isValidCarNo(v), paymentsKo.v.historyCarNo)
      .transform((v) => (v ? normalizeCarNo(v) : undefined)),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .transform((v) => ({
    carNo: v.carNo,
    startDate: v.startDate || todayKst(),
    endDate: v.endDate || v.startDate || todayKst(),
  }))
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: paymentsKo.v.dateOrder });
    else if (Date.parse(v.endDate) - Date.parse(v.startDate) > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: paymentsKo.v.dateSpan });
  });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** spec 2 §3 "Unpaid history row" */
export const unpaidHistoryRowSchema = z.object({
  ...unpaidRowFields,
  receiptSummary: z.object({ receiptAmt: z.number().int() }),
  lastReceiptDttm: z.string().nullable(),
  /** the receipt of the payment that settled it, if paid */
  paymentId: z.string().nullable(),
});
export const unpaidHistoryResponseSchema = z.object({
  value: z.object({ result: z.array(unpaidHistoryRowSchema) }),
});

// ---------------------------------------------------------------------------------------------
// On-street import: POST /api/unpaid/import (JSON lines or CSV), authenticated by an import API key

export const UNPAID_IMPORT_KEY_HEADER = 'x-api-key';
export const UNPAID_IMPORT_MAX_LINES = 10_000;

const isoTime = z
  .string()
  .trim()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
      !Number.isNaN(Date.parse(s)),
    paymentsKo.v.isoTime,
  );

/** One record of the on-street system; `externalId` makes a re-import idempotent. */
export const unpaidImportRecordSchema = z.object({
  externalId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, paymentsKo.v.externalId),
  carNo: z
    .string()
    .max(UNPAID_CAR_NO_MAX, paymentsKo.v.carNoFormat)
    .refine(isValidUnpaidCarNo, paymentsKo.v.carNoFormat)
    .transform(normalizeCarNo),
  parkingName: z.string().trim().min(1, paymentsKo.v.parkingName).max(100, paymentsKo.v.parkingName),
  inDttm: isoTime,
  outDttm: isoTime.optional(),
  principal: z.coerce
    .number()
    .int(paymentsKo.v.principal)
    .min(1, paymentsKo.v.principal)
    .max(100_000_000, paymentsKo.v.principal),
  /** ISO time of issue; default now */
  issuedAt: isoTime.optional(),
  /** 'YYYY-MM-DD'; default 30 days after issue */
  dueDate: z.string().trim().refine(isRealDate, paymentsKo.v.dateFormat).optional(),
});
export type UnpaidImportRecord = z.output<typeof unpaidImportRecordSchema>;

export const unpaidImportResponseSchema = z.object({
  result: z.literal('success'),
  /** new items */
  inserted: z.number().int(),
  /** records already imported (same externalId), left as they were */
  unchanged: z.number().int(),
});
