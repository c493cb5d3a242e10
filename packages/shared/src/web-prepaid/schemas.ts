import { z } from 'zod';
import { todayKst } from '../common/korea-time';
import { feeLineSchema } from '../lots/schemas';
import { paymentsKo } from '../messages/ko/payments';
import { webPrepaidKo } from '../messages/ko/web-prepaid';

const v = webPrepaidKo.v;

// ---------------------------------------------------------------------------------------------
// Business constants (spec 2 §5, §9; decision 100)

/** Web prepaid time is bought and applied in 30-minute units. */
export const WEB_PREPAID_UNIT_MINUTES = 30;
/** Most minutes one top-up may buy (100 hours). */
export const MAX_BUY_MINUTES = 6_000;
/** Most minutes one application may take from the balance: the input has at most 3 digits. */
export const MAX_USE_MINUTES = 990;
/** Traditional-market free extra time: at most this many minutes per parking session. */
export const MARKET_FREE_MAX_MINUTES = 120;
/** The traditional-market lots (section ids) that may give free extra time (spec 2 §5). */
export const MARKET_LOT_IDS: readonly number[] = [4, 217];
/** Header carrying the idempotency key of an application (GET /api/time/receipt.json). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

export type MinutesCheck = { ok: true; minutes: number } | { ok: false; message: string };

/**
 * Top-up minutes as typed (spec 2 §5 "Web prepaid top-up"): blank → '공백은 입력이 불가능합니다.', anything but
 * a positive multiple of 30 → '30분단위로만 가능합니다.', above MAX_BUY_MINUTES → the maximum.
 */
export function checkBuyMinutes(raw: string): MinutesCheck {
  const s = raw.trim();
  if (s === '') return { ok: false, message: v.blank };
  if (!/^[0-9]{1,6}$/.test(s)) return { ok: false, message: v.unit };
  const minutes = Number(s);
  if (minutes <= 0 || minutes % WEB_PREPAID_UNIT_MINUTES !== 0) return { ok: false, message: v.unit };
  if (minutes > MAX_BUY_MINUTES) return { ok: false, message: v.buyMax(MAX_BUY_MINUTES) };
  return { ok: true, minutes };
}

/**
 * Minutes of one application (useTime or freeTime): at most 3 digits, a multiple of 30 (0 allowed here; the
 * pair must not be all zero). Anything else → '할인시간을 확인해주세요.'
 */
export function checkUseMinutes(raw: string, allowBlank = false): MinutesCheck {
  const s = raw.trim();
  if (s === '' && allowBlank) return { ok: true, minutes: 0 };
  if (!/^[0-9]{1,3}$/.test(s)) return { ok: false, message: v.useTime };
  const minutes = Number(s);
  if (minutes % WEB_PREPAID_UNIT_MINUTES !== 0 || minutes > MAX_USE_MINUTES)
    return { ok: false, message: v.useTime };
  return { ok: true, minutes };
}

/** Largest multiple of 30 not above n (never negative). */
export function floorToUnit(n: number): number {
  return n > 0 ? Math.floor(n / WEB_PREPAID_UNIT_MINUTES) * WEB_PREPAID_UNIT_MINUTES : 0;
}

/** Smallest multiple of 30 not below n (never negative). */
export function ceilToUnit(n: number): number {
  return n > 0 ? Math.ceil(n / WEB_PREPAID_UNIT_MINUTES) * WEB_PREPAID_UNIT_MINUTES : 0;
}

/** Price of a top-up: one unit price (WEB_DISCOUNT_DEFAULT_AMT of the lot) per 30 minutes. */
export function buyPrice(minutes: number, unitAmt: number): number {
  return (minutes / WEB_PREPAID_UNIT_MINUTES) * unitAmt;
}

/** A plate for histories: the two digits before the last two are hidden ('12가3456' → '12가**56'). */
export function maskCarNo(carNo: string): string {
  const m = /^(.*)([0-9]{2})([0-9]{2})$/.exec(carNo);
  return m ? `${m[1]}**${m[3]}` : carNo;
}

// ---------------------------------------------------------------------------------------------
// Query fields: every parameter arrives as a string

const id = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[0-9]{1,15}$/, message)
    .transform(Number)
    .refine((n) => n > 0 && n <= Number.MAX_SAFE_INTEGER, message);
/** ids the browser sends back but the session decides (spec 2 §7 sends them); a different member → 403 */
const identity = { portalId: z.string().max(100).optional(), empEsntlId: z.string().max(100).optional() };

/** GET /api/time/point?portalId&empEsntlId[&sectnId]: balance and mapped lots of the logged-in store. */
export const pointQuerySchema = z.object({ ...identity, sectnId: id(v.lotId).optional() });

export const mappingSchema = z.object({
  SECTN_ID: z.number().int(),
  PARKING_NM: z.string(),
  /** price of 30 minutes at this lot, won */
  WEB_DISCOUNT_DEFAULT_AMT: z.number().int(),
  remainingTime: z.number().int(),
  totalUseTime: z.number().int(),
  /** a traditional-market lot where free extra time may be given (with marketYn Y) */
  marketLot: z.boolean(),
});
export type Mapping = z.infer<typeof mappingSchema>;

export const pointResponseSchema = z.object({
  result: z.object({
    data: z.object({
      /** balance of the chosen lot (the first mapped one by default), minutes */
      remainingTime: z.number().int(),
      /** minutes applied from the balance so far */
      totalUseTime: z.number().int(),
      totalBuyTime: z.number().int(),
      /** free extra minutes given so far (never taken from the balance) */
      freeTime: z.number().int(),
      sectnId: z.number().int().nullable(),
      marketYn: z.enum(['Y', 'N']),
    }),
    mappingList: z.array(mappingSchema),
  }),
});
export type PointResponse = z.infer<typeof pointResponseSchema>;

/** GET /api/time/quote.json?sectnId&buyTime: the price of a top-up, computed on the server ("apply"). */
export const quoteQuerySchema = z.object({
  sectnId: id(v.lotId),
  buyTime: z
    .string({ error: v.blank })
    .max(20, v.unit)
    .transform((s, ctx) => {
      const r = checkBuyMinutes(s);
      if (r.ok) return r.minutes;
      ctx.addIssue({ code: 'custom', message: r.message });
      return z.NEVER;
    }),
});
export const quoteResponseSchema = z.object({
  result: z.object({
    sectnId: z.number().int(),
    parkingNm: z.string(),
    buyTime: z.number().int(),
    unitMinutes: z.number().int(),
    unitAmt: z.number().int(),
    amount: z.number().int(),
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** GET /api/time/list.json?carNo=1234[&sectnId]: cars parked now at the store's lots. */
export const timeListQuerySchema = z.object({
  carNo: z
    .string({ error: v.last4 })
    .trim()
    .regex(/^[0-9]{4}$/, v.last4),
  sectnId: id(v.lotId).optional(),
});

/** spec 2 §3 "Car session for time discount" (plus the lot id). */
export const timeSessionSchema = z.object({
  carNo: z.string(),
  parkingNm: z.string(),
  /** 'YYYY-MM-DD HH:mm' Korea time */
  inDttm: z.string(),
  /** web prepaid minutes already applied to this stay (from any store's balance) */
  useTm: z.number().int(),
  /** free extra minutes already given to this stay */
  freeTm: z.number().int(),
  inOutId: z.number().int(),
  sectnId: z.number().int(),
});
export type TimeSession = z.infer<typeof timeSessionSchema>;
export const timeListResponseSchema = z.object({ result: z.object({ list: z.array(timeSessionSchema) }) });

/** GET /api/time/init.json?carNo&portalId&empEsntlId&inOutId: one stay, its fee now and what may be applied. */
export const timeInitQuerySchema = z.object({
  ...identity,
  carNo: z.string().trim().max(20).optional(),
  inOutId: id(v.stayId),
});
export const timeInitResponseSchema = z.object({
  result: z.object({
    result: timeSessionSchema.extend({
      stayMinutes: z.number().int(),
      /** fee of the stay up to now (pre-payments not deducted) */
      useAmt: z.number().int(),
      /** what the stay owes now (after reductions, applied minutes and earlier pre-payments) */
      payAmt: z.number().int(),
      lines: z.array(feeLineSchema),
    }),
    data: z.object({
      remainingTime: z.number().int(),
      /** most minutes this store may take from its balance for this stay now */
      maxUseTime: z.number().int(),
      /** free extra time: offered at all (market lot and marketYn Y), and how much is left for this stay */
      freeAvailable: z.boolean(),
      maxFreeTime: z.number().int(),
      /** chargeable minutes of the stay rounded up to 30: more would not lower the fee */
      neededTime: z.number().int(),
      sectnId: z.number().int(),
    }),
  }),
});
export type TimeInitResponse = z.infer<typeof timeInitResponseSchema>;

/**
 * GET /api/time/receipt.json?carNo&freeTime&useTime&inOutId: applies minutes to a stay. Needs the header
 * Idempotency-Key (16–64 of A-Z a-z 0-9 _ -): a replay answers the first result and spends nothing.
 */
export const timeReceiptQuerySchema = z
  .object({
    carNo: z.string({ error: v.stayId }).trim().min(1, v.stayId).max(20, v.stayId),
    inOutId: id(v.stayId),
    useTime: z
      .string({ error: v.useTime })
      .max(10, v.useTime)
      .transform((s, ctx) => {
        const r = checkUseMinutes(s);
        if (r.ok) return r.minutes;
        ctx.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      }),
    freeTime: z
      .string()
      .max(10, v.useTime)
      .optional()
      .transform((s, ctx) => {
        const r = checkUseMinutes(s ?? '', true);
        if (r.ok) return r.minutes;
        ctx.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      }),
  })
  .superRefine((q, ctx) => {
    if (q.useTime + q.freeTime <= 0) ctx.addIssue({ code: 'custom', path: ['useTime'], message: v.useTime });
  });
export type TimeReceiptQuery = z.output<typeof timeReceiptQuerySchema>;

export const timeReceiptResponseSchema = z.object({
  result: z.object({
    result: z.literal('success'),
    message: z.string(),
    inOutId: z.number().int(),
    useTime: z.number().int(),
    freeTime: z.number().int(),
    /** the store's balance at the lot after this application */
    remainingTime: z.number().int(),
    /** totals applied to the stay after this application */
    useTm: z.number().int(),
    freeTm: z.number().int(),
    /** true when this answers a repeated request (nothing was spent again) */
    replayed: z.boolean(),
  }),
});
export type TimeReceiptResponse = z.infer<typeof timeReceiptResponseSchema>;

// ---------------------------------------------------------------------------------------------
// My-page histories: GET /api/time/buy/list.json and /api/time/use/list.json?startDt&endDt

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  if (!DATE_RE.test(s) || s < '2000-01-01' || s > '2099-12-31') return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const dateField = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((s) => !s || isRealDate(s), message);

/** startDt and endDt 'YYYY-MM-DD' (default today, Korea), at most one year apart. */
export const timeHistoryQuerySchema = z
  .object({ startDt: dateField(paymentsKo.v.dateFormat), endDt: dateField(paymentsKo.v.dateFormat) })
  .loose()
  .transform((q) => ({
    startDt: q.startDt || todayKst(),
    endDt: q.endDt || q.startDt || todayKst(),
  }))
  .superRefine((q, ctx) => {
    if (q.endDt < q.startDt)
      ctx.addIssue({ code: 'custom', path: ['endDt'], message: paymentsKo.v.dateOrder });
    else if (Date.parse(q.endDt) - Date.parse(q.startDt) > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endDt'], message: paymentsKo.v.dateSpan });
  });
export type TimeHistoryQuery = z.output<typeof timeHistoryQuerySchema>;

export const buyRowSchema = z.object({
  /** 'YYYY-MM-DD HH:mm' */
  buyDttm: z.string(),
  buyTime: z.number().int(),
  cardApprovalAmt: z.number().int(),
  /** CARD (KAKAO and PAYCO shown as card, KakaoPay and PaycoPay) */
  payMethod: z.string(),
  parkingNm: z.string(),
  paymentId: z.string(),
});
export type BuyRow = z.infer<typeof buyRowSchema>;
export const buyListResponseSchema = z.object({
  result: z.object({
    list: z.array(buyRowSchema),
    totalBuyTime: z.number().int(),
    totalAmt: z.number().int(),
  }),
});

export const useRowSchema = z.object({
  /** 'YYYY-MM-DD HH:mm' */
  useDttm: z.string(),
  useTime: z.number().int(),
  freeTime: z.number().int(),
  /** masked ('12가**56') */
  carNo: z.string(),
  parkingNm: z.string(),
  id: z.number().int(),
});
export type UseRow = z.infer<typeof useRowSchema>;
export const useListResponseSchema = z.object({
  result: z.object({
    list: z.array(useRowSchema),
    totalUseTime: z.number().int(),
    totalFreeTime: z.number().int(),
  }),
});
