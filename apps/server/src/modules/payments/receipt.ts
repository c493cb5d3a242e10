import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import {
  type PayCategory,
  type PaymentStatus,
  type Receipt,
  type ReceiptItem,
  taxSplit,
} from '@parking/shared/payments/schemas';
import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertOwner } from '../../plugins/guards';
import { PAYMENT_ID_RE, type PaymentsDeps } from './core';
import {
  type ApprovedPaymentFilter,
  findPayment,
  type PaymentRow,
  selectApprovedPayments,
} from './payments.repository';

// Reads: the receipt of a paid or cancelled payment, a payment's outcome for its return page, histories.

const RECEIPT_STATUSES = new Set(['APPROVED', 'CANCELLED']);

/**
 * The receipt of an APPROVED or CANCELLED payment. A payment started by a logged-in member is readable only by
 * that member or ROLE_ADMIN (decision 047); an anonymous one needs its paymentId and its car number (decision
 * 083: a paymentId seen in someone's history is not enough), else the same 404 as an unknown id.
 */
export async function getReceipt(
  deps: Pick<PaymentsDeps, 'db' | 'config'>,
  paymentId: string,
  principal: Principal | null,
  plate?: string,
): Promise<{ result: Domain<Receipt> }> {
  const row = PAYMENT_ID_RE.test(paymentId) ? await findPayment(deps.db, paymentId) : null;
  if (!row || !RECEIPT_STATUSES.has(row.status)) throw new AppError('RECEIPT_NOT_FOUND', 404);
  if (row.memberEsntlId) assertOwner(principal, row.memberEsntlId);
  else if (principal?.authorCode !== 'ROLE_ADMIN' && normalizeCarNo(plate ?? '') !== row.plate)
    throw new AppError('RECEIPT_NOT_FOUND', 404);
  const tax = taxSplit(row.amount);
  return {
    result: {
      paymentId: row.paymentId,
      moid: row.moid,
      category: row.category as PayCategory,
      status: row.status as PaymentStatus,
      plate: row.plate,
      goodsName: row.goodsName,
      amount: row.amount,
      supplyAmt: tax.supplyAmt,
      vat: tax.vat,
      taxFree: tax.taxFree,
      payMethod: 'CARD',
      cardName: row.cardName,
      authCode: row.authCode,
      tid: row.tid,
      approvedAt: row.approvedAt ? formatKst(row.approvedAt) : null,
      cancelledAt: row.status === 'CANCELLED' && row.cancelledAt ? formatKst(row.cancelledAt) : null,
      createdAt: formatKst(row.createdAt),
      items: toDomain((Array.isArray(row.items) ? row.items : []) as Domain<ReceiptItem>[]),
      merchantName: deps.config.merchantName,
    },
  };
}

/**
 * The outcome of a payment for its return page (decision 141): status, and the provider's reason when it was
 * declined. Internal result messages (reconcile, mismatch) are never shown: only a provider decline's text.
 * Unknown id → 404 PAYMENT_NOT_FOUND.
 */
export async function getPaymentOutcome(
  deps: Pick<PaymentsDeps, 'db'>,
  paymentId: string,
): Promise<{ result: { status: PaymentStatus; reason: string | null } }> {
  const row = PAYMENT_ID_RE.test(paymentId) ? await findPayment(deps.db, paymentId) : null;
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
  const status = row.status as PaymentStatus;
  const declined = status === 'FAILED' && !!row.resultMsg && row.resultCode !== 'PROVIDER_UNAVAILABLE';
  return { result: { status, reason: declined ? row.resultMsg : null } };
}

/** APPROVED payments for histories (pre-payment, unpaid), newest first. */
export async function listApprovedPayments(db: AppDb, filter: ApprovedPaymentFilter): Promise<PaymentRow[]> {
  return selectApprovedPayments(db, filter);
}
