import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { discountCodes, members } from '../schema';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every SMS the `outbox` adapter "sent" (integrations/sms). Tests and, in demo mode, visitors read codes here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** recipient, digits only */
    rcvAddr: text('rcv_addr').notNull(),
    text: text('text').notNull(),
    sentAt: tsz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_sent_at_idx').on(t.sentAt), index('sms_outbox_rcv_idx').on(t.rcvAddr)],
);

/**
 * Anonymous verification tickets: the state of one browser (cookie PPVERIFY, only its SHA-256 stored) in the
 * sign-up / recovery flows, which the member session cannot hold because the visitor is not logged in.
 */
export const verifyTickets = pgTable(
  'verify_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    /** member whose id + mobile matched checkId in this browser (find password) */
    checkedEmpEsntlId: text('checked_emp_esntl_id'),
    checkedMobile: text('checked_mobile'),
    checkedAt: tsz('checked_at'),
    /** business member created by this browser (insertParking may attach its lot once) */
    createdEmpEsntlId: text('created_emp_esntl_id'),
    createdMemberAt: tsz('created_member_at'),
    lotAppliedAt: tsz('lot_applied_at'),
  },
  (t) => [index('verify_tickets_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * One SMS code sent for a phone and a purpose (SIGNUP | FIND_PW), bound to a ticket. The code is stored only
 * as HMAC-SHA256(APP_SECRET, purpose:phone:code); single use, valid until expiresAt, void after 5 wrong tries.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash')
      .notNull()
      .references(() => verifyTickets.tokenHash, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(), // SIGNUP | FIND_PW
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    extendCount: integer('extend_count').notNull().default(0),
    tries: integer('tries').notNull().default(0),
    /** set when 5 wrong tries voided it or a newer code replaced it */
    voidedAt: tsz('voided_at'),
    verifiedAt: tsz('verified_at'),
    /** set when the verification was used (sign-up or password change) */
    consumedAt: tsz('consumed_at'),
  },
  (t) => [
    index('phone_verifications_ticket_idx').on(t.ticketHash),
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    index('phone_verifications_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Vehicles registered for a reduction (감면 차량): a car number (no spaces) and owner entitled to a discount
 * code between startDt and endDt (inclusive, Korean dates). Read by reduction/irs.json; managed later by the
 * admin-vehicles area.
 */
export const discountVehicles = pgTable(
  'discount_vehicles',
  {
    seqId: bigserial('seq_id', { mode: 'number' }).primaryKey(),
    carOwnerNm: text('car_owner_nm').notNull(),
    carNo: text('car_no').notNull(),
    discountCd: text('discount_cd')
      .notNull()
      .references(() => discountCodes.code),
    startDt: date('start_dt', { mode: 'string' }).notNull(),
    endDt: date('end_dt', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
  },
  (t) => [index('discount_vehicles_car_no_idx').on(t.carNo)],
);

/**
 * Cars whose ownership a member has proven (issue 12 §3, decision 083). Only for these do the my-page
 * histories show the car's whole record (anonymous payments, unpaid items paid by others); otherwise a member
 * sees the payments they made while logged in. Keyed by member and car number (no spaces): changing the car
 * on the profile does not carry a proof over. method: ADMIN (confirmed by staff) | SEASON_PASS (a paid season
 * pass for the car).
 */
export const carOwnerships = pgTable(
  'car_ownerships',
  {
    empEsntlId: text('emp_esntl_id')
      .notNull()
      .references(() => members.empEsntlId, { onDelete: 'cascade' }),
    carNo: text('car_no').notNull(),
    method: text('method').notNull(),
    /** who confirmed it (staff empEsntlId, payment id), for the record */
    verifiedBy: text('verified_by').notNull().default(''),
    verifiedAt: tsz('verified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empEsntlId, t.carNo] }), index('car_ownerships_car_no_idx').on(t.carNo)],
);
