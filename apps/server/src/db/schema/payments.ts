import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One card payment attempt (area: payments, DESIGN §5 "Payments"). The amount and the targets are computed
 * by the server when the payment starts; the approval callback moves READY → APPROVING with one conditional
 * update, then APPROVED (targets fulfilled in the same transaction), FAILED or CANCELLED.
 */
export const payments = pgTable(
  'payments',
  {
    /** public, unguessable id (it appears in the approval path and gives access to the receipt) */
    paymentId: text('payment_id').primaryKey(),
    /** order id sent to the provider (Moid), unique */
    moid: text('moid').notNull(),
    /** PRESETTLEMENT | DEFAULT | STREET | COMMUTATION_TICKET | TIMEDISCOUNT */
    category: text('category').notNull(),
    /** READY | APPROVING | APPROVED | FAILED | CANCELLED */
    status: text('status').notNull().default('READY'),
    /** simulated | smartro: the adapter that started it (approval and cancel go to the same one) */
    provider: text('provider').notNull(),
    mid: text('mid').notNull(),
    /** amount computed by the server, won */
    amount: integer('amount').notNull(),
    goodsName: text('goods_name').notNull(),
    /** 'YYYYMMDDHHmmss' sent with the form and signed in EncryptData */
    ediDate: text('edi_date').notNull(),
    plate: text('car_no').notNull().default(''),
    /** the logged-in member who started it, if any */
    memberEsntlId: text('member_esntl_id'),
    /** the lot the payment is for (from the category's quote; null for on-street items): settlement groups by it */
    lotId: integer('sectn_id'),
    /** what is being paid for, as the category's handler understands it (ids, expected state) */
    targets: jsonb('targets').notNull(),
    /** receipt items (titles, fee lines, amounts) computed with the amount */
    items: jsonb('items').notNull(),
    /** provider transaction id; unique (a Tid settles one payment) */
    tid: text('tid'),
    authCode: text('auth_code'),
    cardName: text('card_name'),
    resultCode: text('result_code'),
    resultMsg: text('result_msg'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    /** when the approval began (for the reconcile job) */
    approvingAt: tsz('approving_at'),
    approvedAt: tsz('approved_at'),
    cancelledAt: tsz('cancelled_at'),
    /** a staff refund: why and who (issue 21); null for cancels the core made itself */
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    /** a staff refund in progress (claimed before the provider is asked): a second refund is refused meanwhile */
    refundClaimedAt: tsz('refund_claimed_at'),
  },
  (t) => [
    uniqueIndex('payments_moid_uq').on(t.moid),
    uniqueIndex('payments_tid_uq').on(t.tid),
    index('payments_car_no_idx').on(t.plate, t.createdAt),
    index('payments_member_idx').on(t.memberEsntlId, t.createdAt),
    index('payments_approving_idx').on(t.approvingAt).where(sql`status = 'APPROVING'`),
    index('payments_approved_at_idx').on(t.approvedAt),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Payment log: what the browser reported (insertPaymentLog), every callback, provider call and refused
 * attempt (forged Tid, unknown paymentId, wrong path …), with the caller's address.
 */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** may reference no existing payment (a refused attempt with an unknown id) */
    paymentId: text('payment_id'),
    /** CLIENT | CALLBACK | APPROVE | CANCEL | REFUSED | RECONCILE */
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull().default(''),
    data: jsonb('data').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_logs_payment_idx').on(t.paymentId),
    index('payment_logs_created_idx').on(t.createdAt),
  ],
);

/**
 * The built-in simulated card provider's own ledger (it plays the provider's side: authentication on its
 * card page issues Tid + TrAuthKey; the approval call checks them once; cancel reverses an approval).
 */
export const simPgTransactions = pgTable(
  'sim_pg_transactions',
  {
    tid: text('tid').primaryKey(),
    trAuthKey: text('tr_auth_key').notNull(),
    mid: text('mid').notNull(),
    moid: text('moid').notNull(),
    amt: integer('amt').notNull(),
    goodsName: text('goods_name').notNull().default(''),
    cardNo: text('card_no').notNull(),
    /** AUTHENTICATED | DECLINED | APPROVED | CANCELLED */
    status: text('status').notNull(),
    authCode: text('auth_code'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    approvedAt: tsz('approved_at'),
    cancelledAt: tsz('cancelled_at'),
  },
  (t) => [index('sim_pg_transactions_moid_idx').on(t.moid)],
);

/**
 * API keys of systems that call the portal (area: unpaid for now: ONSTREET_IMPORT, the on-street system's
 * feed). Only the SHA-256 of a key is stored.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    keyId: bigserial('key_id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    label: text('label').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    revokedAt: tsz('revoked_at'),
    lastUsedAt: tsz('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash)],
);

export type PaymentRow = typeof payments.$inferSelect;
