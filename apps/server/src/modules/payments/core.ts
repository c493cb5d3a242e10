import type { PayCategory } from '@parking/shared/payments/schemas';
import type { PaymentConfig } from '../../config/index';
import type { AppDb } from '../../db/client';
import type { PaymentAdapter, ProviderPayment } from '../../integrations/payments/adapter';
import type { PaymentRow } from './payments.repository';
import type { PaymentTargets } from './target-registry';
import type { PaymentRecordForFulfil } from './targets';

/*
 * The payments core, by lifecycle (decision 196): start.ts (READY), approval.ts (the provider's callback:
 * APPROVING → APPROVED | FAILED), refund.ts (cancels: an approval not kept, a staff refund), receipt.ts
 * (receipts, outcomes, histories), log.ts (the audit rows), payments.reconcile.ts (payments stuck in
 * APPROVING); every status write goes through the table of status-transitions.ts. This file holds what they share.
 */

/** Minimal logger (pino-compatible). */
export interface PaymentsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What the app's composition builds once and hands to every user of the core (payments routes, payments-admin
 * routes, the reconcile job): the configured provider's adapter and the categories' handlers.
 */
export interface PaymentsWiring {
  adapter: PaymentAdapter;
  /** the categories' handlers (composition/payment-targets.ts) */
  targets: PaymentTargets;
}

/** What the payments core needs: the database, the configured provider, its settings and a logger. */
export interface PaymentsDeps extends PaymentsWiring {
  db: AppDb;
  config: PaymentConfig;
  log: PaymentsLogger;
}

/** paymentId: 16 random bytes, base64url (22 characters). */
export const PAYMENT_ID_RE = /^[A-Za-z0-9_-]{22}$/;

/** True for a unique violation (of `constraint`, when given) anywhere in the error's causes. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') {
      if (!constraint) return true;
      // PGlite and pg both name the violated index; the message carries it too.
      return e.constraint === constraint || String((e as Error).message ?? '').includes(constraint);
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** `r=true|false&paymentId=…` (+ extra) of a return page's address. */
export function resultQuery(
  ok: boolean,
  paymentId: string | null,
  extra: Record<string, string> = {},
): string {
  const q = new URLSearchParams({ r: String(ok) });
  if (paymentId) q.set('paymentId', paymentId);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/** What the provider is told of a payment (the fields it signs, approves and cancels). */
export const providerPayment = (p: PaymentRow): ProviderPayment => ({
  paymentId: p.paymentId,
  moid: p.moid,
  mid: p.mid,
  amount: p.amount,
});

/** What a category's handler is told of a payment (fulfil, refund). */
export const recordOf = (row: PaymentRow): PaymentRecordForFulfil => ({
  paymentId: row.paymentId,
  category: row.category as PayCategory,
  amount: row.amount,
  plate: row.plate,
  memberEsntlId: row.memberEsntlId,
  targets: row.targets,
});
