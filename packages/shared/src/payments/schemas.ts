import { z } from 'zod';
import { feeLineSchema } from '../lots/schemas';
import { paymentsKo } from '../messages/ko/payments';

/** Payment categories (spec 1 §7, spec 2 §7 "Card payment"). */
export const PAY_CATEGORIES = [
  'PRESETTLEMENT',
  'DEFAULT',
  'STREET',
  'COMMUTATION_TICKET',
  'TIMEDISCOUNT',
] as const;
export type PayCategory = (typeof PAY_CATEGORIES)[number];

/** Pages a payment returns to; the approval path is /api/smartropay/callApproval/{page}/{paymentId}. */
export const RETURN_PAGES = ['paymentview', 'unpaidview', 'periodview', 'webdiscountcharge'] as const;
export type ReturnPage = (typeof RETURN_PAGES)[number];

/** The one return page of each category: a callback on another category's path is refused. */
export const RETURN_PAGE_OF: Record<PayCategory, ReturnPage> = {
  PRESETTLEMENT: 'paymentview',
  DEFAULT: 'unpaidview',
  STREET: 'unpaidview',
  COMMUTATION_TICKET: 'periodview',
  TIMEDISCOUNT: 'webdiscountcharge',
};

/** READY → APPROVING → APPROVED | FAILED | CANCELLED (DESIGN §5 "Payments"). */
export const PAYMENT_STATUSES = ['READY', 'APPROVING', 'APPROVED', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Business constants (spec 1 §9, spec 2 §9). One place: guides, server and screens read them here.

/** Minutes a pre-paid car may take to leave before the extra time is charged (spec 1 §9: 10 or 15). */
export const PREPAY_GRACE_MINUTES = 15;
/** Surcharge after the due date, in percent of the principal (1,000 → 2,000 surcharge, 3,000 total). */
export const UNPAID_SURCHARGE_PERCENT = 200;
/** Days from issue to the due date of an unpaid item. */
export const UNPAID_DUE_DAYS = 30;
/** Card payment popup size (spec 2 §9). */
export const PAYMENT_POPUP = { width: 650, height: 416 } as const;
/** Largest single payment the portal accepts, in won. */
export const MAX_PAYMENT_AMOUNT = 100_000_000;

/**
 * Tax split of a card amount (spec 2 §4): supply = floor(amount / 1.1), VAT = the remainder, tax-free 0.
 * Integer arithmetic: floor(amount × 10 / 11) equals floor(amount / 1.1) without floating error.
 */
export function taxSplit(amount: number): { supplyAmt: number; vat: number; taxFree: 0 } {
  const supplyAmt = Math.floor((amount * 10) / 11);
  return { supplyAmt, vat: amount - supplyAmt, taxFree: 0 };
}

// ---------------------------------------------------------------------------------------------
// POST /api/smartropay/payment (multipart or form or JSON; every field arrives as a string)

const intString = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.coerce.number({ error: message }).int(message).positive(message).max(MAX_PAYMENT_AMOUNT, message),
  );

/** One on-street item chosen for payment (`streetItems`, a JSON array). */
export const streetItemSchema = z.object({ id: z.coerce.number().int().positive() }).loose();

/**
 * What a verified reduction claim changed (decision 147), shown as one breakdown line: the amount without it
 * (원래 요금), the reduction (감면 — its name and rate or fixed amount) and what is paid (결제 금액).
 */
export const reductionBreakdownSchema = z.object({
  discountCd: z.string(),
  discountNm: z.string(),
  /** percent off (0 when only a fixed amount) */
  rate: z.number().int(),
  /** fixed amount off (won) */
  fixedAmt: z.number().int(),
  originalAmt: z.number().int(),
  reductionAmt: z.number().int(),
  payAmt: z.number().int(),
});
export type ReductionBreakdown = z.infer<typeof reductionBreakdownSchema>;

export const paymentStartRequestSchema = z.object({
  /** what the browser shows; the server computes the amount and refuses a different one */
  amount: intString(paymentsKo.v.amount),
  /** PRESETTLEMENT: the in/out id; DEFAULT: comma-joined unpaid item ids; STREET: may be empty */
  inOutId: z.string().trim().max(2000, paymentsKo.v.target).optional().default(''),
  payCategory: z.enum(PAY_CATEGORIES, { error: paymentsKo.v.payCategory }),
  isStatus: z.string().optional(),
  /** member id when logged in, the car number otherwise (informational: the session decides) */
  memberInfoId: z.string().trim().max(100).optional().default(''),
  carNumber: z.string().trim().max(20).optional().default(''),
  /** STREET: JSON array of the chosen on-street items ({ id, … }) */
  streetItems: z.string().max(200_000, paymentsKo.v.streetItems).optional(),
  /** COMMUTATION_TICKET: the season-pass id */
  period: z.string().trim().max(100).optional(),
  /** PRESETTLEMENT, DEFAULT, STREET: a reduction claim verified by irs.json?claim=Y for this car (decision 147) */
  reductionClaim: z.string().trim().max(64).optional(),
});
export type PaymentStartRequest = z.input<typeof paymentStartRequestSchema>;
export type PaymentStartInput = z.output<typeof paymentStartRequestSchema>;

/**
 * The start request's `inOutId` is not one thing (decision 100): a stay (PRESETTLEMENT), the comma-joined unpaid
 * item ids (DEFAULT), the lot (TIMEDISCOUNT), or a season-pass application beside `period` (COMMUTATION_TICKET).
 * Behind the route it is the payment's *target* (decision 227): a category's handler reads it with `startTarget`
 * and names a refused target with `START_TARGET_FIELD`; only a stay is a `stayId`.
 */
export const START_TARGET_FIELD = 'inOutId';

/** What the payment is for, as the start request sends it (its meaning is the category's, see above). */
export function startTarget(input: Pick<PaymentStartInput, 'inOutId'>): string {
  return input.inOutId;
}

export const paymentStartResponseSchema = z.object({
  result: z.object({
    ediDate: z.string(),
    encryptData: z.string(),
    mid: z.string(),
    amount: z.number().int(),
    paymentId: z.string(),
    /** where the browser posts the provider form (the simulated provider's page or the real host) */
    actionUrl: z.string(),
    /** every field of the provider form, ready to post (Mid, Moid, Amt, EdiDate, EncryptData, ReturnUrl, …) */
    form: z.record(z.string(), z.string()),
    /** UTF-8 or EUC-KR: the charset the provider expects for the form */
    charset: z.string(),
    /**
     * simulated: post `form` to `actionUrl` in the popup. smartro: `actionUrl` is Smartro's SDK script; load it,
     * `smartropay.init({ mode })`, then `smartropay.payment({ FormId })` with `form` as that form's fields.
     */
    provider: z.enum(['simulated', 'smartro']).optional(),
    /** smartro only: STG (test) or REAL */
    mode: z.enum(['STG', 'REAL']).optional(),
  }),
});
export type PaymentStartResponse = z.infer<typeof paymentStartResponseSchema>;

/** The provider's post to the approval path (extra fields of the real provider are ignored). */
export const approvalCallbackSchema = z
  .object({
    Tid: z.string().trim().min(1, paymentsKo.v.tid).max(100, paymentsKo.v.tid),
    TrAuthKey: z.string().trim().min(1, paymentsKo.v.tid).max(500, paymentsKo.v.tid),
  })
  .loose();
export type ApprovalCallback = z.infer<typeof approvalCallbackSchema>;

/** POST /api/smartro/insertPaymentLog.json: the browser's copy of the payment form, logged as given. */
export const paymentLogRequestSchema = z.record(z.string(), z.unknown());
export const paymentLogResponseSchema = z.object({ result: z.literal('success') });

// ---------------------------------------------------------------------------------------------
// Receipts: GET /api/payments/receipt.json?paymentId=

export const receiptItemSchema = z.object({
  /** e.g. '공영주차장 A 주차요금 (12가3456)' */
  title: z.string(),
  carNo: z.string(),
  parkingName: z.string(),
  inDttm: z.string().nullable(),
  outDttm: z.string().nullable(),
  lines: z.array(feeLineSchema),
  amount: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptSchema = z.object({
  paymentId: z.string(),
  moid: z.string(),
  category: z.enum(PAY_CATEGORIES),
  status: z.enum(PAYMENT_STATUSES),
  carNo: z.string(),
  goodsName: z.string(),
  amount: z.number().int(),
  supplyAmt: z.number().int(),
  vat: z.number().int(),
  taxFree: z.number().int(),
  payMethod: z.literal('CARD'),
  cardName: z.string().nullable(),
  authCode: z.string().nullable(),
  tid: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** when the payment was cancelled (refund), Korea time; absent or null while it stands */
  cancelledAt: z.string().nullable().optional(),
  createdAt: z.string(),
  items: z.array(receiptItemSchema),
  merchantName: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ result: receiptSchema });

/**
 * GET /api/payments/outcome.json?paymentId= (decision 141): what the return page tells the payer. The paymentId
 * (22 random characters) is the key; the answer carries no personal data: the status and, for a declined
 * payment, the card provider's reason.
 */
export const paymentOutcomeSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** the provider's reason of a FAILED payment (e.g. '한도초과'); null otherwise */
  reason: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;
export const paymentOutcomeResponseSchema = z.object({ result: paymentOutcomeSchema });
