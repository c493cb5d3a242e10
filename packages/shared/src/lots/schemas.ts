import { z } from 'zod';
import { CAR_NO_MAX, isValidCarNo, normalizeCarNo } from '../accounts/rules';
import { kstEpoch } from '../common/korea-time';
import { lotsKo } from '../messages/ko/lots';

/** Lot kinds (spec 1 §2.10 filter): 공영, 공원, 부설. */
export const PARKING_DIVS = ['PUBLIC', 'PARK', 'ATTACHED'] as const;
export type ParkingDiv = (typeof PARKING_DIVS)[number];

const yn = z.enum(['Y', 'N']);

/**
 * One lot as `GET /api/parking/map.json` (parkingMapList) and `GET /api/parking/searchParkingList.json`
 * (parkingList) answer it: spec 1 §3 "Parking lot" field names, plus what the guides and the fee engine need.
 */
export const parkingLotRowSchema = z.object({
  PARKING_ID: z.string(),
  SECTN_ID: z.number().int(),
  PARKING_NM: z.string(),
  /** 공영 | 공원 | 부설 */
  PARKING_DIV_NM: z.string(),
  PARKING_DIV: z.enum(PARKING_DIVS),
  /** tariff grade 1..3 */
  GRADE: z.number().int(),
  CELL_CNT: z.number().int(),
  /** available cells right now: cells − vehicles currently in, never negative */
  PARK_COUNT: z.number().int(),
  HNDCAP_CELL_CNT: z.number().int(),
  ELEC_CELL_CNT: z.number().int(),
  CELL_ADDR_LOAD: z.string(),
  CELL_ADDR_JIBUN: z.string(),
  LAT: z.number(),
  LNG: z.number(),
  /** base minutes / amount */
  DFLT_TM: z.number().int(),
  DFLT_AMT: z.number().int(),
  /** unit minutes / amount */
  INTVL_TM: z.number().int(),
  INTVL_AMT: z.number().int(),
  /** daily maximum */
  DAY_PARKING_AMT: z.number().int(),
  /** Y: operates 24 hours; N: day hours OPER_START_TM–OPER_END_TM */
  ANYHOUR_RUN_YN: yn,
  /** monthly pass fees; 0 = not operated */
  PERIOD_DAYTM_AMT: z.number().int(),
  PERIOD_NIGHT_AMT: z.number().int(),
  PERIOD_TICKET_AMT: z.number().int(),
  /** free minutes at entry (a stay within them costs 0) */
  FREE_ENTRY_TM: z.number().int(),
  /** free first period in minutes (shifts the start of charging) */
  FREE_FIRST_TM: z.number().int(),
  /** 'HH:mm' */
  OPER_START_TM: z.string(),
  OPER_END_TM: z.string(),
  /** web prepaid price per 30 minutes */
  WEB_DISCOUNT_DEFAULT_AMT: z.number().int(),
  /** image parts; null when the lot has no image (the client then shows a placeholder) */
  REPO_ID: z.string().nullable(),
  FILE_PATH: z.string().nullable(),
  SAVE_NM: z.string().nullable(),
  FILE_EXT: z.string().nullable(),
  /** ISO time the availability was computed */
  UPDATED_AT: z.string(),
});
export type ParkingLotRow = z.infer<typeof parkingLotRowSchema>;

/** GET /api/parking/map.json */
export const parkingMapResponseSchema = z.object({ parkingMapList: z.array(parkingLotRowSchema) });
export type ParkingMapResponse = z.infer<typeof parkingMapResponseSchema>;

/** GET /api/parking/searchParkingList.json (filtered on the client) */
export const parkingListResponseSchema = z.object({ parkingList: z.array(parkingLotRowSchema) });
export type ParkingListResponse = z.infer<typeof parkingListResponseSchema>;

/** One reduction category; rate/freeMinutes/fixedAmt are what the fee engine applies. */
export const discountItemSchema = z.object({
  code: z.string(),
  codeNm: z.string(),
  /** percent off after the free period (0..100) */
  rate: z.number().int(),
  /** minutes free from the start of charging before the rate applies */
  freeMinutes: z.number().int(),
  /** won off */
  fixedAmt: z.number().int(),
});
export type DiscountItem = z.infer<typeof discountItemSchema>;

/** GET /api/prepay/getDiscountList.json */
export const discountListResponseSchema = z.object({ discountList: z.array(discountItemSchema) });
export type DiscountListResponse = z.infer<typeof discountListResponseSchema>;

/** Default reduction category: general (spec 1 §9). */
export const DEFAULT_DISCOUNT_CD = 'DC001';

// ---------------------------------------------------------------------------------------------
// Fee estimator
// ---------------------------------------------------------------------------------------------

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
/** Years the estimator accepts. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2099;
/** Longest stay the estimator computes, in minutes (366 days). */
export const MAX_STAY_MINUTES = 366 * 24 * 60;

/** True when `s` is a real calendar date-time 'YYYY-MM-DD HH:mm' (wall clock, Korea time). */
export function isValidDateTime(s: string): boolean {
  const m = DATE_TIME_RE.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || d < 1) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days;
}

/** Year of a 'YYYY-MM-DD HH:mm' string (NaN when malformed). */
function yearOf(s: string): number {
  return Number(s.slice(0, 4));
}

/**
 * 'YYYY-MM-DD HH:mm' in Korea time (UTC+9, no daylight saving) → epoch milliseconds; null when invalid.
 */
export function parseKstDateTime(s: string): number | null {
  if (!isValidDateTime(s)) return null;
  return kstEpoch(s.slice(0, 10), s.slice(11));
}

const dateTimeField = z
  .string({ error: lotsKo.v.insufficient })
  .trim()
  .min(1, lotsKo.v.insufficient)
  .refine(isValidDateTime, lotsKo.v.dateTimeFormat)
  .refine((s) => {
    const y = yearOf(s);
    return y >= MIN_YEAR && y <= MAX_YEAR;
  }, lotsKo.v.dateTimeRange);

/**
 * POST /api/fee/easyCalculate.json body (form or JSON). Missing lot or times → '입력값이 부족합니다.'
 */
export const easyCalculateRequestSchema = z
  .object({
    sectnId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: lotsKo.v.insufficient })
        .int(lotsKo.v.lotId)
        .positive(lotsKo.v.lotId)
        .max(2_147_483_647, lotsKo.v.lotId),
    ),
    inDttm: dateTimeField,
    outDttm: dateTimeField,
    discountCd: z
      .string()
      .trim()
      .max(20, lotsKo.v.discountCd)
      .regex(/^[A-Za-z0-9_-]*$/, lotsKo.v.discountCd)
      .optional()
      .transform((v) => (v ? v : DEFAULT_DISCOUNT_CD)),
    /**
     * Optional car and owner (decision 124): the reductions registered for that pair (discount vehicles,
     * pre-registrations) and its free-vehicle rules apply when they cost less than `discountCd`.
     */
    carNo: z.preprocess(
      (v) => (typeof v === 'string' ? normalizeCarNo(v) || undefined : v),
      z.string().max(CAR_NO_MAX, lotsKo.v.plate).refine(isValidCarNo, lotsKo.v.plate).optional(),
    ),
    carOwnerNm: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string().max(50, lotsKo.v.carOwnerNm).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.carNo !== undefined && v.carOwnerNm === undefined)
      ctx.addIssue({ code: 'custom', path: ['carOwnerNm'], message: lotsKo.v.carOwnerNm });
    const a = parseKstDateTime(v.inDttm);
    const b = parseKstDateTime(v.outDttm);
    if (a === null || b === null) return;
    if (b < a) ctx.addIssue({ code: 'custom', path: ['outDttm'], message: lotsKo.v.outBeforeIn });
    else if ((b - a) / 60000 > MAX_STAY_MINUTES)
      ctx.addIssue({ code: 'custom', path: ['outDttm'], message: lotsKo.v.stayTooLong });
  });
export type EasyCalculateRequest = z.input<typeof easyCalculateRequestSchema>;
export type EasyCalculateInput = z.output<typeof easyCalculateRequestSchema>;

/** One line of a fee breakdown (label in Korean; negative amounts are reductions). */
export const feeLineSchema = z.object({
  label: z.string(),
  minutes: z.number().int().optional(),
  amount: z.number().int(),
});

/** Answer of the fee estimator: amounts in won and the breakdown lines (their amounts sum to payAmt). */
export const easyCalculateResponseSchema = z.object({
  result: z.object({
    sectnId: z.number().int(),
    parkingNm: z.string(),
    inDttm: z.string(),
    outDttm: z.string(),
    discountCd: z.string(),
    /** minutes between entry and exit */
    stayMinutes: z.number().int(),
    /** fee before reductions */
    useAmt: z.number().int(),
    /** reductions (useAmt − payAmt) */
    discountAmt: z.number().int(),
    /** fee to pay */
    payAmt: z.number().int(),
    lines: z.array(feeLineSchema),
  }),
});
export type EasyCalculateResponse = z.infer<typeof easyCalculateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Open data
// ---------------------------------------------------------------------------------------------

/** One lot of `GET /api/open/lots` (no login, CORS open, cacheable). */
export const openLotSchema = z.object({
  sectnId: z.number().int(),
  parkingId: z.string(),
  name: z.string(),
  kind: z.enum(PARKING_DIVS),
  kindName: z.string(),
  roadAddress: z.string(),
  lotAddress: z.string(),
  lat: z.number(),
  lng: z.number(),
  cells: z.number().int(),
  disabledCells: z.number().int(),
  evCells: z.number().int(),
  available: z.number().int(),
  open24h: z.boolean(),
  operatingHours: z.object({ start: z.string(), end: z.string() }),
  tariff: z.object({
    baseMinutes: z.number().int(),
    baseAmount: z.number().int(),
    unitMinutes: z.number().int(),
    unitAmount: z.number().int(),
    dailyMaximum: z.number().int(),
    freeEntryMinutes: z.number().int(),
    freeFirstMinutes: z.number().int(),
    /** Korean one-line summary */
    summary: z.string(),
  }),
  updatedAt: z.string(),
});
export type OpenLot = z.infer<typeof openLotSchema>;

export const openLotsResponseSchema = z.object({
  generatedAt: z.string(),
  count: z.number().int(),
  lots: z.array(openLotSchema),
});
export type OpenLotsResponse = z.infer<typeof openLotsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Equipment API (lot gates), authenticated by the `X-Api-Key` header of one lot
// ---------------------------------------------------------------------------------------------

/** Header carrying a lot's equipment API key. */
export const EQUIPMENT_KEY_HEADER = 'x-api-key';

/** POST /api/equipment/entries and /api/equipment/exits body. */
export const equipmentEventSchema = z.object({
  sectnId: z.coerce
    .number({ error: lotsKo.v.lotId })
    .int(lotsKo.v.lotId)
    .positive(lotsKo.v.lotId)
    .max(2_147_483_647, lotsKo.v.lotId),
  carNo: z
    .string({ error: lotsKo.v.plate })
    .transform(normalizeCarNo)
    .pipe(
      z
        .string()
        .min(4, lotsKo.v.plate)
        .max(12, lotsKo.v.plate)
        .regex(/^[0-9가-힣]*\d{4}$/, lotsKo.v.plate),
    ),
  eventId: z
    .string({ error: lotsKo.v.eventId })
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, lotsKo.v.eventId),
  /** when the gate saw the car (ISO 8601 with offset); default: now */
  time: z
    .string()
    .trim()
    .refine((s) => {
      const t = Date.parse(s);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(s) || Number.isNaN(t)) return false;
      const y = new Date(t).getUTCFullYear();
      return y >= MIN_YEAR && y <= MAX_YEAR;
    }, lotsKo.v.time)
    .optional(),
});
export type EquipmentEvent = z.input<typeof equipmentEventSchema>;

/** Answer of an entry or exit (a replay of the same eventId returns the first answer). */
export const equipmentEventResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  kind: z.enum(['ENTRY', 'EXIT']),
  inOutId: z.number().int(),
  sectnId: z.number().int(),
  carNo: z.string(),
  inDttm: z.string(),
  outDttm: z.string().nullable(),
  /** exit only: fee of the stay, amount already paid, and the unpaid item created for the rest */
  payAmt: z.number().int().optional(),
  paidAmt: z.number().int().optional(),
  unpaidId: z.number().int().nullable().optional(),
  /** true when this answer is a replay of an earlier event */
  replayed: z.boolean(),
});
export type EquipmentEventResponse = z.infer<typeof equipmentEventResponseSchema>;
