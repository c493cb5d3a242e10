import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { discountVehicles, members } from './accounts';
import { discountCodes } from './lots';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Reduction pre-registrations by citizens (decision 123). ACTIVE ones point at the discount_vehicles row they
 * created (which irs.json, pre-payment and exits read); PENDING ones wait for staff to review their proof
 * document; REJECTED ones were refused by staff.
 */
export const reductionRegistrations = pgTable(
  'reduction_registrations',
  {
    regId: bigserial('reg_id', { mode: 'number' }).primaryKey(),
    /** without spaces */
    plate: text('car_no').notNull(),
    carOwnerNm: text('car_owner_nm').notNull(),
    discountCd: text('discount_cd')
      .notNull()
      .references(() => discountCodes.code),
    /** the applicant's verified mobile (digits) */
    mobile: text('mobile').notNull(),
    /** the member who applied while logged in (my-page), null for visitors */
    memberId: text('emp_esntl_id').references(() => members.memberId, { onDelete: 'set null' }),
    /** ACTIVE | PENDING | REJECTED */
    status: text('status').notNull(),
    /** REGISTRY (confirmed by the eligibility service) | DOCUMENT (proof reviewed by staff) */
    source: text('source').notNull(),
    startDt: date('start_dt', { mode: 'string' }).notNull(),
    endDt: date('end_dt', { mode: 'string' }).notNull(),
    seqId: bigint('seq_id', { mode: 'number' }).references(() => discountVehicles.seqId, {
      onDelete: 'set null',
    }),
    /** the proof document (attachments, ownerKind 'reduction-proof') */
    atchFileId: text('atch_file_id'),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    decidedAt: tsz('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('reduction_registrations_car_idx').on(t.plate),
    index('reduction_registrations_member_idx').on(t.memberId),
    index('reduction_registrations_status_idx').on(t.status),
    // One application under review per car and category, even under concurrent submissions.
    uniqueIndex('reduction_registrations_pending_uq')
      .on(t.plate, t.discountCd)
      .where(sql`status = 'PENDING'`),
  ],
);

/**
 * The `registry` eligibility adapter's own table (decision 123): car numbers with their registered owner and,
 * where known, a reduction category the owner is entitled to until `validUntil`. It stands in for the
 * national car register and eligibility service; the demo seed fills it.
 */
export const reductionEligibility = pgTable(
  'reduction_eligibility',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    plate: text('car_no').notNull(),
    ownerNm: text('owner_nm').notNull(),
    /** null: the car and owner are known, without an entitlement */
    discountCd: text('discount_cd').references(() => discountCodes.code),
    validUntil: date('valid_until', { mode: 'string' }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('reduction_eligibility_car_idx').on(t.plate)],
);

/**
 * Reduction claims verified on a payment screen (decision 147): irs.json with claim=Y checked the car and its
 * owner against the eligibility register and wrote this row; the payment start and the priced views accept
 * the token only for the same car and until `expiresAt`. The codes are those the owner is entitled to.
 */
export const reductionClaims = pgTable(
  'reduction_claims',
  {
    token: text('token').primaryKey(),
    plate: text('car_no').notNull(),
    /** entitled discount codes, best first */
    discountCds: text('discount_cds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reduction_claims_expires_idx').on(t.expiresAt)],
);
