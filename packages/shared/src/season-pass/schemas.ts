import { z } from 'zod';
import { isValidCarNo, MOBILE_LOOSE_RE, normalizeCarNo, ZIPCODE_RE } from '../accounts/rules';
import { parseKstDateTime } from '../lots/schemas';
import { seasonPassKo } from '../messages/ko/season-pass';
import { historyQuerySchema } from '../unpaid/schemas';
import { PERIOD_PAGE_SIZE, PROC_STS_CODES, USE_DIV_CODES } from './rules';

const v = seasonPassKo.v;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (s: string) => {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Every multipart / form field arrives as a string; a repeated one as an array (the first counts). */
const text = (max: number, message: string = v.required) =>
  z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z.string({ error: message }).trim().min(1, message).max(max, message),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : (x ?? '')),
    z.string().trim().max(max, seasonPassKo.v.requiredAll),
  );
const idField = (message: string) =>
  z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
const yesField = z.preprocess(
  (x) => (Array.isArray(x) ? x[0] : x),
  z.string({ error: v.consent }).refine((s) => ['Y', 'y', 'true', 'on', '1'].includes(s.trim()), v.consent),
);

// ---------------------------------------------------------------------------------------------
// GET /api/period/getParkingAndDiscountList.json

/** spec 2 §3 "Parking lot for season pass", plus its fees and allowed divisions. */
export const passLotRowSchema = z.object({
  SECTN_ID: z.number().int(),
  PARKING_NM: z.string(),
  PARKING_DIV_NM: z.string(),
  /** RAFFLE | FCOME */
  PERIOD_ALLOT_TYPE: z.string(),
  /** allowed divisions, comma-joined (only divisions with a fee) */
  PERIOD_USE_DIV_CD: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' Korea time, or null when no window is set */
  START_DTTM: z.string().nullable(),
  END_DTTM: z.string().nullable(),
  /** cells sold as passes; 0 = hidden on the form */
  PERIOD_CELL_CNT: z.number().int(),
  /** monthly fees of UTM-001 / UTM-002 / UTM-003 (0 = not sold) */
  PERIOD_TICKET_AMT: z.number().int(),
  PERIOD_DAYTM_AMT: z.number().int(),
  PERIOD_NIGHT_AMT: z.number().int(),
  /** cells still free in the current window (FCOME), null for RAFFLE before the draw */
  REMAIN_CNT: z.number().int().nullable(),
});
export type PassLotRow = z.infer<typeof passLotRowSchema>;

export const discountOptionSchema = z.object({
  code: z.string(),
  codeNm: z.string(),
  /** GENERAL | RATE50 | RATE30: the reduction group a pass gets */
  discountCg: z.string(),
  /** percent off a season pass (capped at 50) */
  rate: z.number().int(),
});
export const discountCgOptionSchema = z.object({ code: z.string(), codeNm: z.string() });

export const parkingAndDiscountResponseSchema = z.object({
  parkingList: z.array(passLotRowSchema),
  discountList: z.array(discountOptionSchema),
  discountCgList: z.array(discountCgOptionSchema),
  /** first-of-month start dates one may choose today */
  startChoices: z.array(z.string()),
});
export type ParkingAndDiscountResponse = z.infer<typeof parkingAndDiscountResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/period/checkTime.json

export const checkTimeRequestSchema = z.object({
  sectnId: idField(v.lot),
  /** the browser's clock (informative: the server's clock decides) */
  nowDate: z.preprocess((x) => (Array.isArray(x) ? x[0] : x), z.string().max(40).optional()),
});
export const checkTimeResponseSchema = z.object({
  value: z.object({
    PARKING_NM: z.string(),
    START_DTTM: z.string().nullable(),
    END_DTTM: z.string().nullable(),
    /** OPEN | CLOSED | NOT_OPEN */
    result: z.enum(['OPEN', 'CLOSED', 'NOT_OPEN']),
    /** the Korean message to show when not OPEN ('' when open) */
    message: z.string(),
  }),
});
export type CheckTimeResponse = z.infer<typeof checkTimeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/period/insertAction.json (multipart) and the /periodresult quote

const dateField = z.preprocess(
  (x) => (Array.isArray(x) ? x[0] : x),
  z
    .string({ error: v.period })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isRealDate, v.period),
);

/** The application fields (spec 2 §7 insertAction.json), plus the two consents the form requires. */
export const applicationFieldsSchema = z.object({
  sectnId: idField(v.lot),
  waitingNm: text(50),
  carOwnerNm: text(50),
  carNo: z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z.string({ error: v.plate }).refine(isValidCarNo, v.plate).transform(normalizeCarNo),
  ),
  telNo: z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z
      .string({ error: v.phone })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .refine((s) => MOBILE_LOOSE_RE.test(s), v.phone),
  ),
  zipcode: z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z
      .string({ error: v.zipcode })
      .trim()
      .refine((s) => ZIPCODE_RE.test(s), v.zipcode),
  ),
  addr: text(200),
  addrDetail: optionalText(200),
  useDivCd: z.preprocess((x) => (Array.isArray(x) ? x[0] : x), z.enum(USE_DIV_CODES, { error: v.useDiv })),
  startDttm: dateField,
  endDttm: dateField,
  discountCd: z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x) || 'DC001',
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,10}$/, v.discount),
  ),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;

export const insertActionRequestSchema = applicationFieldsSchema.extend({
  /** personal information collection and use (required) */
  agree1: yesField,
  /** personal information provision (required) */
  agree2: yesField,
});
export type InsertActionInput = z.output<typeof insertActionRequestSchema>;

export const insertActionResponseSchema = z.object({
  value: z.object({
    result: z.literal('success'),
    message: z.string(),
    periodId: z.number().int(),
    procStsCd: z.enum(PROC_STS_CODES),
    /** waiting number when waitlisted, else null */
    queueNo: z.number().int().nullable(),
    /** what happened, in Korean (assigned / waitlisted / collected for the draw) */
    detail: z.string(),
  }),
});
export type InsertActionResponse = z.infer<typeof insertActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The member's proven cars (decision 179)

/** POST /api/period/carProof.json (multipart, with the registration certificate as `file`). */
export const carProofRequestSchema = z.object({
  carNo: applicationFieldsSchema.shape.carNo,
  carOwnerNm: text(50),
});
export type CarProofRequestInput = z.output<typeof carProofRequestSchema>;

export const carProofRequestResponseSchema = z.object({
  value: z.object({ result: z.literal('success'), message: z.string() }),
});

/** GET /api/period/myCars.json */
export const myCarsResponseSchema = z.object({
  value: z.object({
    /** cars the member may apply with, and the owner name the application will carry */
    cars: z.array(z.object({ carNo: z.string(), carOwnerNm: z.string() })),
    /** the member's recent proof requests */
    requests: z.array(
      z.object({
        carNo: z.string(),
        status: z.enum(['PENDING', 'CONFIRMED', 'REJECTED']),
        reqDttm: z.string(),
        reason: z.string().nullable(),
      }),
    ),
    /** the verified mobile notices go to, masked ('' when the member has none) */
    mobileMasked: z.string(),
  }),
});
export type MyCarsResponse = z.infer<typeof myCarsResponseSchema>;

/** Staff: GET /api/admin/period/carProofs.json */
export const carProofListResponseSchema = z.object({
  value: z.object({
    result: z.array(
      z.object({
        proofId: z.number().int(),
        empNo: z.string(),
        empNm: z.string(),
        carNo: z.string(),
        carOwnerNm: z.string(),
        reqDttm: z.string(),
      }),
    ),
  }),
});
export type CarProofListResponse = z.infer<typeof carProofListResponseSchema>;

/** Staff: POST /api/admin/period/carProofDecide.json */
export const carProofDecideRequestSchema = z.object({
  proofId: z.coerce.number({ error: v.required }).int().positive(),
  decision: z.enum(['CONFIRM', 'REJECT']),
  reason: z.string().trim().max(200, v.reason).optional(),
});
export const carProofFileQuerySchema = z.object({
  proofId: z.coerce.number({ error: v.required }).int().positive(),
});

/** POST /api/period/quote.json: what /periodresult shows before saving (the server's amount). */
export const quoteResponseSchema = z.object({
  value: z.object({
    parkingNm: z.string(),
    periodAllotType: z.string(),
    periodAllotTypeKor: z.string(),
    useDivCd: z.string(),
    useDivCdNm: z.string(),
    useStartDt: z.string(),
    useEndDt: z.string(),
    months: z.number().int(),
    monthlyAmt: z.number().int(),
    baseAmt: z.number().int(),
    discountCd: z.string(),
    discountNm: z.string(),
    discountRate: z.number().int(),
    discountAmt: z.number().int(),
    useAmt: z.number().int(),
    /** the applicant's reduction is verified (registered for the car and owner) or rests on the proof file */
    discountVerified: z.boolean(),
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/period/searchPeriodList.json (lookup by the last 4 digits, or with myPage=Y the history)

export const LAST4_RE = /^[0-9]{4}$/;

export const periodLookupQuerySchema = z.object({
  carNo: z.string({ error: v.last4 }).trim().regex(LAST4_RE, v.last4),
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageUnit: z.coerce.number().int().min(1).max(100).optional().default(PERIOD_PAGE_SIZE),
});

export const periodListRowSchema = z.object({
  periodId: z.number().int(),
  carNo: z.string(),
  parkingDivCdNm: z.string(),
  parkingNm: z.string(),
  useStartDt: z.string().nullable(),
  useEndDt: z.string().nullable(),
  useDivCd: z.string(),
  useDivCdNm: z.string(),
  periodAllotType: z.string(),
  /** 'YYYY-MM-DD' */
  reqDt: z.string(),
  procStsCd: z.enum(PROC_STS_CODES),
  /** current position in the waiting list (MUT-001 waiting), else null */
  queueNo: z.number().int().nullable(),
  useAmt: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' payment deadline of an unpaid assignment */
  payDeadline: z.string().nullable(),
});
export type PeriodListRow = z.infer<typeof periodListRowSchema>;

export const periodListResponseSchema = z.object({
  value: z.object({
    result: z.array(periodListRowSchema),
    totalCount: z.number().int(),
    pageIndex: z.number().int(),
    pageUnit: z.number().int(),
  }),
});
export type PeriodListResponse = z.infer<typeof periodListResponseSchema>;

export const periodHistoryQuerySchema = historyQuerySchema;

/** spec 2 §3 "Season ticket history row" */
export const periodHistoryRowSchema = z.object({
  periodId: z.number().int(),
  carNo: z.string(),
  parkingDivCdNm: z.string(),
  parkingNm: z.string(),
  useDivCdNm: z.string(),
  useStartDt: z.string().nullable(),
  useEndDt: z.string().nullable(),
  useAmt: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  paidDttm: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type PeriodHistoryRow = z.infer<typeof periodHistoryRowSchema>;
export const periodHistoryResponseSchema = z.object({
  value: z.object({ result: z.array(periodHistoryRowSchema) }),
});

// ---------------------------------------------------------------------------------------------
// GET /api/period/view.json

export const periodViewQuerySchema = z.object({
  periodId: idField(seasonPassKo.msg.invalidAccess),
  isMobile: z.string().max(10).optional(),
});

/** spec 2 §3 "Season-pass detail" */
export const periodDetailSchema = z.object({
  periodId: z.number().int(),
  waitingNm: z.string(),
  addr: z.string(),
  mobile: z.string(),
  parkingDivCdNm: z.string(),
  parkingNm: z.string(),
  sectnId: z.number().int(),
  useDivCd: z.string(),
  useDivCdNm: z.string(),
  carNo: z.string(),
  carOwnerNm: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  useStartDt: z.string().nullable(),
  useEndDt: z.string().nullable(),
  months: z.number().int(),
  baseAmt: z.number().int(),
  discountAmt: z.number().int(),
  useAmt: z.number().int(),
  procStsCd: z.enum(PROC_STS_CODES),
  procStsNm: z.string(),
  extraCd: z.string().nullable(),
  /**
   * The spec's reading (decision 095): 'Y' = still payable or not awaiting payment, 'N' = an unpaid
   * assignment whose payment deadline has passed (the screen then says '정기권 납부 기한이 마감되었습니다.').
   */
  expiredYn: z.enum(['Y', 'N']),
  payDeadline: z.string().nullable(),
  queueNo: z.number().int().nullable(),
  reqDt: z.string(),
  paidDttm: z.string().nullable(),
  /** the receipt of the payment, when paid */
  paymentId: z.string().nullable(),
});
export type PeriodDetail = z.infer<typeof periodDetailSchema>;

export const periodViewResponseSchema = z.object({
  resultMap: z.object({
    result: periodDetailSchema,
    /** what the pay button sends (amount computed by the server; value3 = the period id) */
    easypayParams: z
      .object({
        amount: z.number().int(),
        goodsName: z.string(),
        value3: z.string(),
        payCategory: z.literal('COMMUTATION_TICKET'),
        carNumber: z.string(),
      })
      .nullable(),
  }),
});
export type PeriodViewResponse = z.infer<typeof periodViewResponseSchema>;

export const periodCancelRequestSchema = z.object({
  periodId: idField(seasonPassKo.msg.invalidAccess),
});
export const periodCancelResponseSchema = z.object({
  value: z.object({ result: z.literal('success'), message: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Public draw records: GET /api/period/draws.json, GET /api/period/draw.json?roundId=

export const drawRoundSchema = z.object({
  roundId: z.number().int(),
  sectnId: z.number().int(),
  parkingNm: z.string(),
  periodAllotType: z.string(),
  startDttm: z.string(),
  endDttm: z.string(),
  cellCnt: z.number().int(),
  applicantCnt: z.number().int(),
  /** SHA-256 of the seed, published before the window closes */
  seedHash: z.string().nullable(),
  /** revealed once drawn */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type DrawRound = z.infer<typeof drawRoundSchema>;

export const drawListResponseSchema = z.object({ value: z.object({ result: z.array(drawRoundSchema) }) });

export const drawEntrySchema = z.object({
  rank: z.number().int(),
  periodId: z.number().int(),
  carNoMasked: z.string(),
  key: z.string(),
  assigned: z.boolean(),
  queueNo: z.number().int().nullable(),
});
export const drawRecordResponseSchema = z.object({
  value: z.object({ round: drawRoundSchema, result: z.array(drawEntrySchema) }),
});
export type DrawRecordResponse = z.infer<typeof drawRecordResponseSchema>;

export const drawRecordQuerySchema = z.object({ roundId: idField(seasonPassKo.msg.invalidAccess) });

// ---------------------------------------------------------------------------------------------
// Admin /periodparking (spec 3 §7 "Season-pass lots")

/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (Korea time) → epoch ms, or null. */
export function parseWindowTime(s: string): number | null {
  const t = s.trim();
  const m = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})(:\d{2})?$/.exec(t);
  if (!m) return null;
  const base = parseKstDateTime(m[1]!);
  if (base === null) return null;
  const sec = m[2] ? Number(m[2].slice(1)) : 0;
  return sec > 59 ? null : base + sec * 1000;
}

export const adminLotRowSchema = z.object({
  SECTN_ID: z.number().int(),
  PARKING_NM: z.string(),
  START_DTTM: z.string().nullable(),
  END_DTTM: z.string().nullable(),
  PERIOD_ALLOT_TYPE: z.string(),
  PERIOD_CELL_CNT: z.number().int(),
  PERIOD_USE_DIV_CD: z.string(),
  /** live applications of the current window */
  APPLICANT_CNT: z.number().int(),
  /** the current window's round (draw record, applications), null when none */
  ROUND_ID: z.number().int().nullable(),
  DRAWN_YN: z.enum(['Y', 'N']),
});
export type AdminLotRow = z.infer<typeof adminLotRowSchema>;

export const adminLotListQuerySchema = z.object({ searchKeyword: z.string().trim().max(100).optional() });
export const adminLotListResponseSchema = z.object({ value: z.array(adminLotRowSchema) });

const listField = (message: string) =>
  z.preprocess(
    (x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]),
    z.array(z.string().max(40, message)),
  );

export const updatePeriodParkingRequestSchema = z.object({
  sectnId: listField(v.lot),
  startDttm: listField(v.dateTime),
  endDttm: listField(v.dateTime),
  periodAllotType: listField(v.allotType),
});
export type UpdatePeriodParkingInput = z.output<typeof updatePeriodParkingRequestSchema>;

export const updatePeriodParkingResponseSchema = z.object({
  value: z.object({ result: z.literal('success'), message: z.string(), count: z.number().int() }),
});

export const refreshResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  count: z.number().int(),
});

export const adminApplicationsQuerySchema = z.object({
  sectnId: idField(v.lot),
  roundId: z.coerce.number().int().positive().optional(),
});

export const adminApplicationRowSchema = z.object({
  periodId: z.number().int(),
  roundId: z.number().int(),
  waitingNm: z.string(),
  mobile: z.string(),
  carNo: z.string(),
  carOwnerNm: z.string(),
  useDivCdNm: z.string(),
  useStartDt: z.string(),
  useEndDt: z.string(),
  discountNm: z.string(),
  useAmt: z.number().int(),
  procStsCd: z.enum(PROC_STS_CODES),
  procStsNm: z.string(),
  queueNo: z.number().int().nullable(),
  payDeadline: z.string().nullable(),
  paidDttm: z.string().nullable(),
  reqDttm: z.string(),
  cancelReason: z.string().nullable(),
  hasProof: z.boolean(),
});
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export const adminApplicationsResponseSchema = z.object({
  value: z.object({ round: drawRoundSchema.nullable(), result: z.array(adminApplicationRowSchema) }),
});

export const adminCancelRequestSchema = z.object({
  periodId: idField(seasonPassKo.msg.invalidAccess),
  reason: z.preprocess(
    (x) => (Array.isArray(x) ? x[0] : x),
    z.string({ error: v.reason }).trim().min(1, v.reason).max(200, v.reason),
  ),
});

export const adminDrawRequestSchema = z.object({ sectnId: idField(v.lot) });
export const adminDrawResponseSchema = z.object({
  value: z.object({ result: z.literal('success'), message: z.string(), roundId: z.number().int() }),
});
