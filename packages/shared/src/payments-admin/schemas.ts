import { z } from 'zod';
import { normalizeCarNo } from '../accounts/rules';
import { defineAdminResource, exportReasonSchema, listAnswer } from '../common/admin-resource';
import { intParam } from '../content/common';
import { ko } from '../messages/ko';
import { PAY_CATEGORIES, PAYMENT_STATUSES } from '../payments/schemas';

const m = ko.paymentsAdmin;
const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const DAY_RE = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** 'YYYY-MM-DD' (2000–2099). */
export const daySchema = z
  .string({ error: m.v.date })
  .trim()
  .regex(DAY_RE, m.v.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), m.v.date);

const optionalAmount = z.preprocess(
  blank,
  z.coerce
    .number({ error: m.v.amount })
    .int(m.v.amount)
    .min(0, m.v.amount)
    .max(100_000_000, m.v.amount)
    .optional(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blank(v)),
    z.string().max(max, ko.validation.tooLong(max)).optional(),
  );

/** The longest period a search or settlement spans. */
export const MAX_RANGE_DAYS = 366;

const inRange = (o: { startDt: string; endDt: string }) => o.startDt <= o.endDt;
const notTooLong = (o: { startDt: string; endDt: string }) =>
  Date.parse(o.endDt) - Date.parse(o.startDt) <= MAX_RANGE_DAYS * 86_400_000;

/** The filters of the payments list (issue 21): the date is the payment date (approval, else the start). */
const filterShape = {
  startDt: daySchema,
  endDt: daySchema,
  category: z.preprocess(blank, z.enum(PAY_CATEGORIES, { error: ko.validation.invalid }).optional()),
  status: z.preprocess(blank, z.enum(PAYMENT_STATUSES, { error: ko.validation.invalid }).optional()),
  /** a lot (sectnId), or 0 for payments without one (on-street items) */
  sectnId: z.preprocess(
    blank,
    z.coerce.number({ error: ko.validation.invalid }).int().min(0).max(999_999_999).optional(),
  ),
  carNo: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeCarNo(v) || undefined : blank(v)),
    z.string().max(20, ko.validation.tooLong(20)).optional(),
  ),
  authCode: optionalText(30),
  minAmt: optionalAmount,
  maxAmt: optionalAmount,
};

function checked<T extends z.ZodType<{ startDt: string; endDt: string; minAmt?: number; maxAmt?: number }>>(
  s: T,
) {
  return s
    .refine(inRange, { path: ['endDt'], message: m.v.dateOrder })
    .refine(notTooLong, { path: ['endDt'], message: m.v.range })
    .refine((o) => o.minAmt === undefined || o.maxAmt === undefined || o.minAmt <= o.maxAmt, {
      path: ['maxAmt'],
      message: m.v.amountOrder,
    });
}

export const paymentFilterSchema = checked(z.object(filterShape));
export type PaymentFilter = z.output<typeof paymentFilterSchema>;

export const paymentListQuerySchema = checked(
  z.object({
    ...filterShape,
    firstIndex: intParam(0, 0, 10_000_000),
    recordCountPerPage: intParam(10, 1, 100),
  }),
);
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentExcelQuerySchema = checked(
  z.object({
    ...filterShape,
    reason: exportReasonSchema,
  }),
);

export const paymentRowSchema = z.object({
  paymentId: z.string(),
  category: z.enum(PAY_CATEGORIES),
  status: z.enum(PAYMENT_STATUSES),
  sectnId: z.number().nullable(),
  parkingNm: z.string(),
  carNo: z.string(),
  goodsName: z.string(),
  amount: z.number(),
  cancelledAmt: z.number(),
  authCode: z.string().nullable(),
  tid: z.string().nullable(),
  moid: z.string(),
  cardName: z.string().nullable(),
  /** approval time (or the start when never approved), Korea time 'YYYY-MM-DD HH:mm:ss' */
  paidAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export const paymentListAnswer = listAnswer({ rows: 'list', total: 'totalCount' }, paymentRowSchema);
export type PaymentListResponse = z.input<typeof paymentListAnswer.schema>;

/** Sums of the whole filtered set (not only the page). */
export const paymentTotalsSchema = z.object({
  /** rows of the filtered set (any state) */
  count: z.number(),
  /** of those, payments that were approved (APPROVED or later CANCELLED) and their amount */
  approvedCount: z.number(),
  amount: z.number(),
  cancelCount: z.number(),
  cancelAmt: z.number(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
export const paymentTotalsAnswer = z.object({ totals: paymentTotalsSchema });

export const paymentIdInput = z.object({
  paymentId: z
    .string({ error: m.v.paymentId })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.v.paymentId),
});

export const paymentLogEntrySchema = z.object({
  at: z.string(),
  kind: z.string(),
  outcome: z.string(),
  ip: z.string(),
  detail: z.string(),
});

/** What a payment paid for, read from its category's data. */
export const paymentTargetSchema = z.object({
  label: z.string(),
  value: z.string(),
});

export const paymentDetailSchema = paymentRowSchema.extend({
  provider: z.string(),
  memberEsntlId: z.string().nullable(),
  memberName: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  resultCode: z.string().nullable(),
  resultMsg: z.string().nullable(),
  supplyAmt: z.number(),
  vat: z.number(),
  targets: z.array(paymentTargetSchema),
  timeline: z.array(paymentLogEntrySchema),
  refundable: z.boolean(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentViewAnswer = z.object({ result: paymentDetailSchema });

/** Refund: a full cancel (decision 163: no partial cancel; `amount`, when sent, must be the whole amount). */
export const refundInputSchema = z.object({
  paymentId: paymentIdInput.shape.paymentId,
  reason: z.string({ error: m.v.reason }).trim().min(1, m.v.reason).max(200, m.v.reasonMax),
  /** the amount staff expect to refund (checked against the server's own computation) */
  amount: z.preprocess(
    blank,
    z.coerce.number({ error: m.v.refundAmount }).int(m.v.refundAmount).positive(m.v.refundAmount).optional(),
  ),
});
export type RefundInput = z.output<typeof refundInputSchema>;
export const refundAnswer = z.object({
  code: z.literal('00'),
  message: z.string(),
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  refundedAmt: z.number(),
});

// ── settlement ────────────────────────────────────────────────────────────────

export const settlementQuerySchema = checked(
  z.object({
    startDt: daySchema,
    endDt: daySchema,
    category: filterShape.category,
    sectnId: filterShape.sectnId,
  }),
);
export type SettlementQuery = z.output<typeof settlementQuerySchema>;

export const settlementRowSchema = z.object({
  day: z.string(),
  category: z.enum(PAY_CATEGORIES),
  sectnId: z.number().nullable(),
  parkingNm: z.string(),
  count: z.number(),
  amount: z.number(),
  supplyAmt: z.number(),
  vat: z.number(),
  cancelCount: z.number(),
  cancelAmt: z.number(),
  netAmt: z.number(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;
export const settlementDaySchema = z.object({ day: z.string(), netAmt: z.number() });
export const settlementAnswer = z.object({
  rows: z.array(settlementRowSchema),
  /** the last 30 days up to endDt, one entry per day (chart) */
  days: z.array(settlementDaySchema),
});
export type SettlementAnswer = z.infer<typeof settlementAnswer>;

// ── reconciliation ────────────────────────────────────────────────────────────

/** The columns of the provider's settlement file, in order. */
export const SETTLEMENT_FILE_COLUMNS = ['Tid', 'Moid', 'Amt', 'ApprDt', 'ApprTm', 'CancelYn'] as const;
export const MISMATCH_KINDS = ['MISSING_THERE', 'MISSING_HERE', 'AMOUNT_DIFFERS', 'STATE_DIFFERS'] as const;

export const reconcileInputSchema = z.object({ date: daySchema });
export const mismatchSchema = z.object({
  kind: z.enum(MISMATCH_KINDS),
  tid: z.string(),
  moid: z.string(),
  paymentId: z.string().nullable(),
  hereAmt: z.number().nullable(),
  thereAmt: z.number().nullable(),
  hereStatus: z.string().nullable(),
  thereCancelled: z.boolean().nullable(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;
export const reconcileAnswer = z.object({
  date: z.string(),
  encoding: z.enum(['UTF-8', 'CP949']),
  lines: z.number(),
  matched: z.number(),
  mismatches: z.array(mismatchSchema),
});
export type ReconcileAnswer = z.infer<typeof reconcileAnswer>;

export const simExportInputSchema = z.object({
  date: daySchema,
  /** plant one of each mismatch kind (demo) */
  plant: z.preprocess((v) => v === true || v === 'true' || v === 'Y', z.boolean()),
  encoding: z.preprocess(blank, z.enum(['UTF-8', 'CP949']).default('CP949')),
});
export const simExportAnswer = z.object({ fileName: z.string(), contentBase64: z.string() });

/** The payments back office (issue 21), ROLE_ADMIN only. */
export const paymentsAdminResource = defineAdminResource({
  tag: 'payments-admin',
  base: '/api/admin/payments/',
  endpoints: {
    list: {
      path: 'list.json',
      summary:
        'Payments by date (payment date, Korea time), category, state, lot, car number, approval number, amount',
      input: paymentListQuerySchema,
      answer: paymentListAnswer,
    },
    totals: {
      path: 'totals.json',
      methods: ['GET'],
      summary: 'Count and sums of the whole filtered set (approved amount, cancellations)',
      input: paymentFilterSchema,
      answer: paymentTotalsAnswer,
    },
    excel: {
      path: 'excel.json',
      summary:
        'The whole filtered list for an Excel file; the reason is required and recorded (decision 112)',
      input: paymentExcelQuerySchema,
      answer: paymentListAnswer,
    },
    view: {
      path: 'view.json',
      summary:
        'A payment with what it paid for, its log timeline and whether it can be refunded (access recorded)',
      input: paymentIdInput,
      answer: paymentViewAnswer,
    },
    refund: {
      path: 'refund.json',
      summary:
        'Cancels an APPROVED payment at the provider in full and reverses its effect in the same transaction',
      input: refundInputSchema,
      answer: refundAnswer,
    },
    settlement: {
      path: 'settlement.json',
      methods: ['GET'],
      summary: 'Daily settlement per day × category × lot, and the last 30 days for the chart',
      input: settlementQuerySchema,
      answer: settlementAnswer,
    },
    reconcile: {
      path: 'reconcile.json',
      summary: "Compares the provider's settlement CSV (UTF-8 or CP949) of one day with the payments",
      input: reconcileInputSchema,
      answer: reconcileAnswer,
      attachments: 1,
      attachmentTooLarge: 'RECONCILE_TOO_LARGE',
    },
    simExport: {
      path: 'sim-settlement.json',
      methods: ['GET'],
      summary:
        "The simulated provider's settlement CSV of a day (base64), optionally with planted mismatches",
      input: simExportInputSchema,
      answer: simExportAnswer,
    },
  },
});
