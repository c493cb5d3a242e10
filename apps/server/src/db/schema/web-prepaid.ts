import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { inOut, parkingLots } from './lots';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The web prepaid time ledger (area: web-prepaid, DESIGN §5 "Web prepaid time"): one row per purchase (BUY,
 * written in the transaction that approves its card payment) and per application to a parked car (USE).
 * A business member's balance at a lot is Σ BUY minutes − Σ USE minutes of its rows; it is never stored on
 * its own. Free traditional-market minutes ride on USE rows (free_minutes) and never touch the balance.
 * Rows are never updated or deleted; a staff refund of an unused purchase adds a REFUND row (issue 21).
 */
export const webPrepaidLedger = pgTable(
  'web_prepaid_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('emp_esntl_id')
      .notNull()
      .references(() => members.memberId, { onDelete: 'cascade' }),
    lotId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.lotId),
    /** BUY | USE | REFUND (a refunded purchase's minutes taken back, issue 21; payment_id null) */
    kind: text('kind').notNull(),
    /** BUY: minutes bought; USE: minutes taken from the balance (0 when only free time was given) */
    minutes: integer('minutes').notNull(),
    /** USE: free traditional-market minutes given with this application */
    freeMinutes: integer('free_minutes').notNull().default(0),
    /** BUY: the approved card payment (one purchase per payment) and its amount, won */
    paymentId: text('payment_id'),
    amount: integer('amount'),
    /** USE: the parking session and its plate at the time */
    stayId: bigint('in_out_id', { mode: 'number' }).references(() => inOut.stayId),
    plate: text('car_no'),
    /** USE: the client's Idempotency-Key: a replayed request finds this row and spends nothing */
    requestKey: text('request_key'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('web_prepaid_ledger_member_lot_idx').on(t.memberId, t.lotId),
    index('web_prepaid_ledger_member_created_idx').on(t.memberId, t.createdAt),
    index('web_prepaid_ledger_in_out_idx').on(t.stayId),
    uniqueIndex('web_prepaid_ledger_payment_uq').on(t.paymentId),
    uniqueIndex('web_prepaid_ledger_request_uq').on(t.memberId, t.requestKey),
    check('web_prepaid_ledger_kind_ck', sql`${t.kind} in ('BUY', 'USE', 'REFUND')`),
    check('web_prepaid_ledger_minutes_ck', sql`${t.minutes} >= 0 and ${t.freeMinutes} >= 0`),
  ],
);
