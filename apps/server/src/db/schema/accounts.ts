import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { discountCodes, parkingLots } from './lots';
import { authorGroups, departments, teams } from './system';

/** Why a session ended (see sessions.endReason). */
export type SessionEndReason = 'logout' | 'rotated' | 'expired' | 'revoked';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every account: general members (USR), business members (BSN) and staff (EMP).
 * memberId is the stable unique id; empNo the login id.
 */
export const members = pgTable(
  'members',
  {
    memberId: text('emp_esntl_id').primaryKey(),
    empNo: text('emp_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    empNm: text('emp_nm').notNull(),
    empDiv: text('emp_div').notNull(), // USR | BSN | EMP
    authorCode: text('author_code')
      .notNull()
      .references(() => authorGroups.authorCode),
    empSttus: text('emp_sttus').notNull().default('P'), // A applied, P approved, D deleted
    empMobile: text('emp_mobile').notNull().default(''),
    empTelNo: text('emp_tel_no').notNull().default(''),
    empEmail: text('emp_email').notNull().default(''),
    plate: text('car_no').notNull().default(''),
    carOwnerNm: text('car_owner_nm').notNull().default(''),
    carKind: text('car_kind').notNull().default(''),
    discountCd: text('discount_cd').notNull().default('DC001'),
    zipcode: text('zipcode').notNull().default(''),
    address: text('address').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    marketYn: text('market_yn').notNull().default('N'),
    companyNm: text('company_nm'),
    companyNo: text('company_no'),
    openDt: text('open_dt'),
    deptId: text('dept_id').references(() => departments.deptId),
    teamId: text('team_id').references(() => teams.teamId),
    loginFailCount: integer('login_fail_count').notNull().default(0),
    lockedAt: tsz('locked_at'),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_emp_no_uq').on(t.empNo),
    index('members_emp_div_idx').on(t.empDiv),
    index('members_emp_mobile_idx').on(t.empMobile),
    index('members_car_no_idx').on(t.plate),
  ],
);

/**
 * Wrong passwords of one account from one client address (IPv6: its /64), decision 181: `failCount` in a row
 * (reset by the right password from that address), `lockedAt` when the address reached LOGIN_MAX_FAILURES (it
 * may not try that account until LOGIN_LOCK_MINUTES later). Rows with a failure within the lock period, from
 * LOGIN_ACCOUNT_LOCK_ADDRESSES addresses, lock the whole account (members.lockedAt).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failCount: integer('fail_count').notNull(),
    lockedAt: tsz('locked_at'),
    lastFailedAt: tsz('last_failed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.address] })],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** public handle of the session (returned at login as sessionId) */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    /** set at logout or when found expired; kept a while so the next request can be told sessionExpired */
    endedAt: tsz('ended_at'),
    /**
     * why it ended: logout / rotated (the member chose to leave: later requests with the cookie are simply
     * anonymous) or expired / revoked (the next API request is told sessionExpired)
     */
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/**
 * A business member's application for the web prepaid service at a lot (insertParking),
 * and the mapping used once approved (area: web-prepaid).
 */
export const businessLots = pgTable(
  'business_lots',
  {
    mappingId: bigserial('mapping_id', { mode: 'number' }).primaryKey(),
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_lots_member_lot_uq').on(t.memberId, t.lotId)],
);

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
    /** sms | alimtalk: the simulated provider stores both kinds (decision 213) */
    channel: text('channel').notNull().default('sms'),
    sentAt: tsz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_sent_at_idx').on(t.sentAt), index('sms_outbox_rcv_idx').on(t.rcvAddr)],
);

/**
 * Messages sent to one phone on one Korean calendar day, every kind (codes, notices, approvals): the
 * per-phone daily cap of the SMS adapter wrapper (SMS_DAILY_MESSAGES_PER_PHONE, decision 179). A slot is
 * taken by one conditional upsert before the adapter is called, so concurrent senders never pass the cap.
 */
export const smsDailyCounts = pgTable(
  'sms_daily_counts',
  {
    /** recipient, digits only */
    phone: text('phone').notNull(),
    /** 'YYYY-MM-DD', Korea time */
    day: text('day').notNull(),
    cnt: integer('cnt').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.phone, t.day] })],
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
    plate: text('car_no').notNull(),
    discountCd: text('discount_cd')
      .notNull()
      .references(() => discountCodes.code),
    startDt: date('start_dt', { mode: 'string' }).notNull(),
    endDt: date('end_dt', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
  },
  (t) => [index('discount_vehicles_car_no_idx').on(t.plate)],
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
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    plate: text('car_no').notNull(),
    method: text('method').notNull(),
    /** who confirmed it (staff memberId, payment id), for the record */
    verifiedBy: text('verified_by').notNull().default(''),
    verifiedAt: tsz('verified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.plate] }), index('car_ownerships_car_no_idx').on(t.plate)],
);
