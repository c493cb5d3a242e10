import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { parkingLots } from './lots';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One application window of a lot (area: season-pass, DESIGN §5 "Season passes"): the allotment of its
 * cells. FCOME windows count assigned cells with a conditional update (`assigned_cnt < cell_cnt`), RAFFLE
 * windows commit to a seed (seed_hash published) and are drawn once after the close (drawn_at claimed by a
 * conditional update). The lot's current window is its newest round.
 */
export const seasonPassRounds = pgTable(
  'season_pass_rounds',
  {
    roundId: bigserial('round_id', { mode: 'number' }).primaryKey(),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    /** RAFFLE | FCOME */
    allotType: text('allot_type').notNull(),
    startDttm: tsz('start_dttm').notNull(),
    endDttm: tsz('end_dttm').notNull(),
    /** cells sold in this window (the lot's PERIOD_CELL_CNT when the window was set) */
    cellCnt: integer('cell_cnt').notNull(),
    /** cells held by assigned or paid passes of this window */
    assignedCnt: integer('assigned_cnt').notNull().default(0),
    /** the last waiting number handed out */
    lastQueueNo: integer('last_queue_no').notNull().default(0),
    /**
     * RAFFLE: the seed (64 hex), written only when the draw runs (decision 180); rounds made before that
     * decision kept it here from the start
     */
    seed: text('seed'),
    /** RAFFLE: SHA-256(seed), published while the window is open */
    seedHash: text('seed_hash'),
    /**
     * RAFFLE: public random nonce; the seed is HMAC-SHA256(APP_SECRET, 'season-pass-draw:' + nonce), so
     * nobody reading the database before the draw can know it (decision 180)
     */
    seedNonce: text('seed_nonce'),
    /** RAFFLE: when the draw ran (claimed once) */
    drawnAt: tsz('drawn_at'),
    /** RAFFLE: applications that took part in the draw */
    applicantCnt: integer('applicant_cnt'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('season_pass_rounds_lot_idx').on(t.lotId, t.roundId),
    index('season_pass_rounds_undrawn_idx')
      .on(t.endDttm)
      .where(sql`allot_type = 'RAFFLE' and drawn_at is null`),
  ],
);

/**
 * A season-pass application (spec 2 §3 "Season-pass application", §4 procStsCd). One live application per
 * car and window (unique below); the amount is the server's, computed when applying.
 */
export const seasonPassApplications = pgTable(
  'season_pass_applications',
  {
    periodId: bigserial('period_id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => seasonPassRounds.roundId),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    /** the member who applied (owner) */
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId),
    waitingNm: text('waiting_nm').notNull(),
    zipcode: text('zipcode').notNull(),
    addr: text('addr').notNull(),
    addrDetail: text('addr_detail').notNull().default(''),
    /** mobile, digits only */
    telNo: text('tel_no').notNull(),
    carOwnerNm: text('car_owner_nm').notNull(),
    plate: text('car_no').notNull(),
    plateLast4: text('car_no_last4').notNull(),
    /** UTM-001 | UTM-002 | UTM-003 */
    useDivCd: text('use_div_cd').notNull(),
    useStartDt: date('use_start_dt', { mode: 'string' }).notNull(),
    useEndDt: date('use_end_dt', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    discountCd: text('discount_cd').notNull().default('DC001'),
    discountNm: text('discount_nm').notNull().default(''),
    /** registered for the car and owner (irs), rather than resting on the proof file */
    discountVerified: text('discount_verified').notNull().default('N'),
    discountRate: integer('discount_rate').notNull().default(0),
    monthlyAmt: integer('monthly_amt').notNull(),
    baseAmt: integer('base_amt').notNull(),
    discountAmt: integer('discount_amt').notNull().default(0),
    /** amount to pay, won */
    useAmt: integer('use_amt').notNull(),
    /** RAFFLE | FCOME, as the window was when applying */
    periodAllotType: text('period_allot_type').notNull(),
    /** MUT-001 … MUT-006 */
    procStsCd: text('proc_sts_cd').notNull(),
    /** waiting number in the round (fixed once given; the current position is computed) */
    queueNo: integer('queue_no'),
    /** RAFFLE: rank in the draw */
    drawRank: integer('draw_rank'),
    assignedAt: tsz('assigned_at'),
    payDeadline: tsz('pay_deadline'),
    remindedAt: tsz('reminded_at'),
    paidAt: tsz('paid_at'),
    paymentId: text('payment_id'),
    cancelledAt: tsz('cancelled_at'),
    /** MEMBER | ADMIN | DEADLINE */
    cancelBy: text('cancel_by'),
    cancelReason: text('cancel_reason'),
    extraCd: text('extra_cd'),
    /** proof file (attachments.atch_file_id, owner kind 'season-pass') */
    proofFileId: text('proof_file_id'),
    reqDttm: tsz('req_dttm').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('season_pass_app_live_car_uq').on(t.roundId, t.plate).where(sql`proc_sts_cd <> 'MUT-003'`),
    index('season_pass_app_last4_idx').on(t.plateLast4, t.periodId),
    index('season_pass_app_member_idx').on(t.memberId, t.periodId),
    index('season_pass_app_round_idx').on(t.roundId, t.procStsCd, t.queueNo),
    index('season_pass_app_car_lot_idx').on(t.lotId, t.plate),
    index('season_pass_app_deadline_idx')
      .on(t.payDeadline)
      .where(sql`proc_sts_cd in ('MUT-004', 'MUT-005', 'MUT-006')`),
  ],
);

/**
 * A car a member asks staff to confirm as theirs with a document (vehicle registration certificate) so that
 * they may apply for season passes with it (decision 179). One pending request per member and car; staff
 * confirming it records the proof in car_ownerships (method ADMIN).
 */
export const seasonPassCarProofs = pgTable(
  'season_pass_car_proofs',
  {
    proofId: bigserial('proof_id', { mode: 'number' }).primaryKey(),
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    /** without spaces */
    plate: text('car_no').notNull(),
    carOwnerNm: text('car_owner_nm').notNull(),
    /** the document (attachments) */
    fileId: text('file_id').notNull(),
    /** PENDING | CONFIRMED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    reqDttm: tsz('req_dttm').notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: tsz('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('season_pass_car_proofs_pending_uq').on(t.memberId, t.plate).where(sql`status = 'PENDING'`),
    index('season_pass_car_proofs_status_idx').on(t.status, t.proofId),
  ],
);

export type SeasonPassRoundRow = typeof seasonPassRounds.$inferSelect;
export type SeasonPassApplicationRow = typeof seasonPassApplications.$inferSelect;
export type SeasonPassCarProofRow = typeof seasonPassCarProofs.$inferSelect;
