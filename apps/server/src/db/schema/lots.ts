import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { parkingLots } from '../schema';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * In/out records (area: parking-sessions): one row per vehicle visit, from lot equipment or the demo seed
 * (DESIGN §5). A row with out_dttm null is a car currently in the lot.
 */
export const inOut = pgTable(
  'in_out',
  {
    inOutId: bigserial('in_out_id', { mode: 'number' }).primaryKey(),
    sectnId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.sectnId),
    carNo: text('car_no').notNull(),
    /** last four digits of the plate: the pre-payment lookup key */
    carNoLast4: text('car_no_last4').notNull(),
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
    index('in_out_car_no_last4_idx').on(t.carNoLast4),
    index('in_out_car_no_idx').on(t.carNo),
    index('in_out_in_dttm_idx').on(t.inDttm),
    // Live availability counts only open sessions: a small partial index, whatever the history size.
    index('in_out_open_sectn_idx').on(t.sectnId).where(sql`out_dttm is null`),
    // Pre-payment lookup by the last 4 digits: only cars parked now, newest first, whatever the history size.
    index('in_out_open_last4_idx').on(t.carNoLast4, t.inDttm).where(sql`out_dttm is null`),
    // One open session per car and lot, even under concurrent entries.
    uniqueIndex('in_out_open_car_uq').on(t.sectnId, t.carNo).where(sql`out_dttm is null`),
  ],
);

/** Equipment API keys, one or more per lot; only the SHA-256 of the key is stored. */
export const equipmentKeys = pgTable(
  'equipment_keys',
  {
    keyId: bigserial('key_id', { mode: 'number' }).primaryKey(),
    sectnId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.sectnId),
    /** hex SHA-256 of the whole key */
    keyHash: text('key_hash').notNull(),
    /** first characters of the key, to recognise it in listings */
    keyPrefix: text('key_prefix').notNull(),
    label: text('label').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    revokedAt: tsz('revoked_at'),
    lastUsedAt: tsz('last_used_at'),
  },
  (t) => [
    uniqueIndex('equipment_keys_hash_uq').on(t.keyHash),
    index('equipment_keys_sectn_idx').on(t.sectnId),
  ],
);

/** Equipment events already processed: (sectnId, eventId) is unique, a replay returns the stored answer. */
export const equipmentEvents = pgTable(
  'equipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sectnId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.sectnId),
    eventId: text('event_id').notNull(),
    /** ENTRY | EXIT */
    kind: text('kind').notNull(),
    carNo: text('car_no').notNull(),
    keyId: bigint('key_id', { mode: 'number' }).references(() => equipmentKeys.keyId),
    /** the answer given the first time */
    response: jsonb('response').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equipment_events_lot_event_uq').on(t.sectnId, t.eventId)],
);

/** Free vehicles (spec 3 §3 "Free vehicle"): exempt on one lot, all lots or annex lots, on their weekdays and dates. */
export const freeVehicles = pgTable(
  'free_vehicles',
  {
    freeCarId: bigserial('free_car_id', { mode: 'number' }).primaryKey(),
    carOwnerNm: text('car_owner_nm').notNull(),
    carNo: text('car_no').notNull(),
    /** PRD-001 one lot, PRD-002 all lots, PRD-003 annex lots */
    parkingRegDiv: text('parking_reg_div').notNull(),
    /** the lot of a PRD-001 rule; null otherwise */
    sectnId: integer('sectn_id').references(() => parkingLots.sectnId),
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
  (t) => [index('free_vehicles_car_no_idx').on(t.carNo)],
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
    inOutId: bigint('in_out_id', { mode: 'number' }).references(() => inOut.inOutId),
    carNo: text('car_no').notNull(),
    sectnId: integer('sectn_id').references(() => parkingLots.sectnId),
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
    index('unpaid_items_car_status_idx').on(t.carNo, t.status),
    uniqueIndex('unpaid_items_in_out_uq').on(t.inOutId),
    uniqueIndex('unpaid_items_external_uq').on(t.externalId),
    index('unpaid_items_payment_idx').on(t.paymentId),
  ],
);
