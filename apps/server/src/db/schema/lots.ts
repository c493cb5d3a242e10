import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Public off-street parking lots (area: lots) with their tariff and season-pass settings.
 * Field names follow spec 1 §3 "Parking lot" in snake_case.
 */
export const parkingLots = pgTable('parking_lots', {
  lotId: integer('sectn_id').primaryKey(),
  parkingId: text('parking_id').notNull(),
  parkingNm: text('parking_nm').notNull(),
  /** PUBLIC 공영, PARK 공원, ATTACHED 부설 */
  parkingDiv: text('parking_div').notNull(),
  parkingDivNm: text('parking_div_nm').notNull(),
  /** tariff grade 1..3 (daily maximum 7,000 / 5,000 / 4,000) */
  grade: integer('grade').notNull(),
  cellCnt: integer('cell_cnt').notNull(),
  hndcapCellCnt: integer('hndcap_cell_cnt').notNull().default(0),
  elecCellCnt: integer('elec_cell_cnt').notNull().default(0),
  cellAddrLoad: text('cell_addr_load').notNull().default(''),
  cellAddrJibun: text('cell_addr_jibun').notNull().default(''),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  dfltTm: integer('dflt_tm').notNull(),
  dfltAmt: integer('dflt_amt').notNull(),
  intvlTm: integer('intvl_tm').notNull(),
  intvlAmt: integer('intvl_amt').notNull(),
  dayParkingAmt: integer('day_parking_amt').notNull(),
  freeEntryTm: integer('free_entry_tm').notNull().default(10),
  freeFirstTm: integer('free_first_tm').notNull().default(0),
  /** Y operates 24 hours; N operates day hours only */
  anyhourRunYn: text('anyhour_run_yn').notNull().default('Y'),
  operStartTm: text('oper_start_tm').notNull().default('08:00'),
  operEndTm: text('oper_end_tm').notNull().default('20:00'),
  periodDaytmAmt: integer('period_daytm_amt').notNull().default(0),
  periodNightAmt: integer('period_night_amt').notNull().default(0),
  periodTicketAmt: integer('period_ticket_amt').notNull().default(0),
  webDiscountDefaultAmt: integer('web_discount_default_amt').notNull().default(600),
  /** season pass: RAFFLE | FCOME */
  periodAllotType: text('period_allot_type').notNull().default('FCOME'),
  /** allowed use divisions, comma-joined UTM-001..003 */
  periodUseDivCd: text('period_use_div_cd').notNull().default(''),
  periodCellCnt: integer('period_cell_cnt').notNull().default(0),
  periodStartDttm: tsz('period_start_dttm'),
  periodEndDttm: tsz('period_end_dttm'),
  repoId: text('repo_id'),
  filePath: text('file_path'),
  saveNm: text('save_nm'),
  fileExt: text('file_ext'),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
});

/** Discount (reduction) categories. DC001 is general (no reduction). */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  codeNm: text('code_nm').notNull(),
  /** reduction rate in percent applied after the free period (0..100) */
  rate: integer('rate').notNull().default(0),
  /** free minutes from the start of charging before the rate applies */
  freeMinutes: integer('free_minutes').notNull().default(0),
  /** fixed amount off (won), e.g. 2,000 for a voting receipt */
  fixedAmt: integer('fixed_amt').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn').notNull().default('Y'),
});

/**
 * In/out records (area: parking-sessions): one row per vehicle visit, from lot equipment or the demo seed
 * (DESIGN §5). A row with out_dttm null is a car currently in the lot.
 */
export const inOut = pgTable(
  'in_out',
  {
    stayId: bigserial('in_out_id', { mode: 'number' }).primaryKey(),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    plate: text('car_no').notNull(),
    /** last four digits of the plate: the pre-payment lookup key */
    plateLast4: text('car_no_last4').notNull(),
    inDttm: tsz('in_dttm').notNull(),
    outDttm: tsz('out_dttm'),
    /** NORMAL | PERIOD (season pass) | FREE (free vehicle) | … */
    inTy: text('in_ty').notNull().default('NORMAL'),
    /** reduction category applied (discount_codes.code) */
    discountCd: text('discount_cd').notNull().default('DC001'),
    /** extra reduction category, if any */
    extraCd: text('extra_cd'),
    /** web-prepaid minutes applied to this stay (removed from the chargeable time) */
    prepaidMinutes: integer('prepaid_minutes').notNull().default(0),
    /** amount paid so far (pre-payment), won */
    paidAmt: integer('paid_amt').notNull().default(0),
    /**
     * The time the last pre-payment covers (the fee was computed up to it). An exit within the grace period
     * after it owes nothing more; a later exit owes the fee of the whole stay minus paidAmt.
     */
    paidThrough: tsz('paid_through'),
    /** fee of the stay computed at exit, won */
    payAmt: integer('pay_amt'),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
  },
  (t) => [
    index('in_out_car_no_last4_idx').on(t.plateLast4),
    index('in_out_car_no_idx').on(t.plate),
    index('in_out_in_dttm_idx').on(t.inDttm),
    // Live availability counts only open sessions: a small partial index, whatever the history size.
    index('in_out_open_sectn_idx').on(t.lotId).where(sql`out_dttm is null`),
    // Pre-payment lookup by the last 4 digits: only cars parked now, newest first, whatever the history size.
    index('in_out_open_last4_idx').on(t.plateLast4, t.inDttm).where(sql`out_dttm is null`),
    // One open session per car and lot, even under concurrent entries.
    uniqueIndex('in_out_open_car_uq').on(t.lotId, t.plate).where(sql`out_dttm is null`),
  ],
);

/** Equipment API keys, one or more per lot; only the SHA-256 of the key is stored. */
export const equipmentKeys = pgTable(
  'equipment_keys',
  {
    keyId: bigserial('key_id', { mode: 'number' }).primaryKey(),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    /** hex SHA-256 of the whole key */
    keyHash: text('key_hash').notNull(),
    /** first characters of the key, to recognise it in listings */
    keyPrefix: text('key_prefix').notNull(),
    label: text('label').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    revokedAt: tsz('revoked_at'),
    lastUsedAt: tsz('last_used_at'),
  },
  (t) => [uniqueIndex('equipment_keys_hash_uq').on(t.keyHash), index('equipment_keys_sectn_idx').on(t.lotId)],
);

/** Equipment events already processed: (lotId, eventId) is unique, a replay returns the stored answer. */
export const equipmentEvents = pgTable(
  'equipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    eventId: text('event_id').notNull(),
    /** ENTRY | EXIT */
    kind: text('kind').notNull(),
    plate: text('car_no').notNull(),
    keyId: bigint('key_id', { mode: 'number' }).references(() => equipmentKeys.keyId),
    /** the answer given the first time */
    response: jsonb('response').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equipment_events_lot_event_uq').on(t.lotId, t.eventId)],
);

/** Free vehicles (spec 3 §3 "Free vehicle"): exempt on one lot, all lots or annex lots, on their weekdays and dates. */
export const freeVehicles = pgTable(
  'free_vehicles',
  {
    freeCarId: bigserial('free_car_id', { mode: 'number' }).primaryKey(),
    carOwnerNm: text('car_owner_nm').notNull(),
    plate: text('car_no').notNull(),
    /** PRD-001 one lot, PRD-002 all lots, PRD-003 annex lots */
    parkingRegDiv: text('parking_reg_div').notNull(),
    /** the lot of a PRD-001 rule; null otherwise */
    lotId: integer('sectn_id').references(() => parkingLots.lotId),
    freeTyCd: text('free_ty_cd').notNull().default(''),
    freeTyNm: text('free_ty_nm').notNull().default(''),
    orgNm: text('org_nm').notNull().default(''),
    /** weekday digits 1 Sunday … 7 Saturday */
    applyDay: text('apply_day').notNull().default('1234567'),
    startDt: date('start_dt', { mode: 'string' }),
    endDt: date('end_dt', { mode: 'string' }),
    freeNote: text('free_note').notNull().default(''),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
  },
  (t) => [index('free_vehicles_car_no_idx').on(t.plate)],
);

/**
 * Unpaid items (area: unpaid): an exit without full payment (OFFSTREET, with its in/out record) or an item of
 * the on-street system's feed (ONSTREET, with the feed's externalId). Due 30 days after issue; after the due
 * date a surcharge of 200 % applies. Paying marks it PAID with the payment that settled it.
 */
export const unpaidItems = pgTable(
  'unpaid_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stayId: bigint('in_out_id', { mode: 'number' }).references(() => inOut.stayId),
    plate: text('car_no').notNull(),
    lotId: integer('sectn_id').references(() => parkingLots.lotId),
    /** OFFSTREET | ONSTREET */
    kind: text('kind').notNull(),
    /** lot or on-street zone name as shown to the payer (the lot name for OFFSTREET items) */
    parkingName: text('parking_name').notNull().default(''),
    inDttm: tsz('in_dttm'),
    outDttm: tsz('out_dttm'),
    /** principal in won */
    principal: integer('principal').notNull(),
    issuedAt: tsz('issued_at').notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** UNPAID | PAID */
    status: text('status').notNull().default('UNPAID'),
    /** the on-street system's id of the record (ONSTREET): a re-import never duplicates it */
    externalId: text('external_id'),
    /** what was paid (principal + surcharge at the time), the payment and when */
    paidAmt: integer('paid_amt'),
    paidAt: tsz('paid_at'),
    paymentId: text('payment_id'),
  },
  (t) => [
    index('unpaid_items_car_status_idx').on(t.plate, t.status),
    uniqueIndex('unpaid_items_in_out_uq').on(t.stayId),
    uniqueIndex('unpaid_items_external_uq').on(t.externalId),
    index('unpaid_items_payment_idx').on(t.paymentId),
  ],
);
