import { randomBytes, randomInt } from 'node:crypto';
import type { Principal } from '@parking/shared/auth/roles';
import { toWire } from '@parking/shared/common/wire-names';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  MAX_PAYMENT_AMOUNT,
  type PaymentStartInput,
  type PaymentStartResponse,
  RETURN_PAGE_OF,
} from '@parking/shared/payments/schemas';
import { BUYER_TEL_PLACEHOLDER, ediDateOf } from '../../integrations/payments/adapter';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, type PaymentsDeps, resultQuery } from './core';
import { loggable, writeLog } from './log';
import { findBuyer, insertPayment, type PaymentRow } from './payments.repository';

// Start (READY): the category's handler quotes, the payment is stored READY, the signed provider form answered.

export interface StartContext {
  principal: Principal | null;
  now: Date;
  ip: string;
  /** origin the browser reached the portal at (when PUBLIC_BASE_URL is not set) */
  requestOrigin: string;
  mallIp: string;
}

/** Logs a start request refused for its input (zero or negative amount, unknown category, …). */
export async function recordStartRefusal(
  deps: PaymentsDeps,
  body: Record<string, unknown>,
  ip: string,
): Promise<void> {
  await writeLog(deps, {
    paymentId: null,
    kind: 'REFUSED',
    outcome: 'VALIDATION',
    data: { stage: 'start', ...loggable(body) },
    ip,
  });
}

/**
 * Starts a card payment: the category's handler quotes the amount from the server's data; a browser amount
 * that differs is refused (PAYMENT_AMOUNT_MISMATCH), nothing payable is refused (PAYMENT_NOTHING_TO_PAY).
 * Stores a READY payment and answers the signed provider form.
 */
export async function startPayment(
  deps: PaymentsDeps,
  input: PaymentStartInput,
  ctx: StartContext,
): Promise<PaymentStartResponse> {
  const refuse = async (err: AppError, extra: Record<string, unknown> = {}): Promise<never> => {
    await writeLog(deps, {
      paymentId: null,
      kind: 'REFUSED',
      outcome: err.code,
      data: {
        stage: 'start',
        ...loggable({ ...input, streetItems: input.streetItems?.slice(0, 200) }),
        ...extra,
      },
      ip: ctx.ip,
    });
    throw err;
  };

  const handler = deps.targets.of(input.payCategory);
  if (!handler) return refuse(new AppError('PAYMENT_CATEGORY_UNAVAILABLE', 400));

  let quote: Awaited<ReturnType<typeof handler.quote>>;
  try {
    quote = await handler.quote(deps.db, input, { principal: ctx.principal, now: ctx.now });
  } catch (err) {
    if (err instanceof AppError) return refuse(err);
    throw err;
  }
  if (!Number.isSafeInteger(quote.amount) || quote.amount > MAX_PAYMENT_AMOUNT)
    throw new Error(`payment target ${input.payCategory} quoted an invalid amount: ${quote.amount}`);
  if (quote.amount <= 0) return refuse(new AppError('PAYMENT_NOTHING_TO_PAY', 400), { quoted: quote.amount });
  if (quote.amount !== input.amount)
    return refuse(new AppError('PAYMENT_AMOUNT_MISMATCH', 400), { quoted: quote.amount });

  const ediDate = ediDateOf(ctx.now);
  const page = RETURN_PAGE_OF[input.payCategory];
  const base = deps.config.publicBaseUrl ?? ctx.requestOrigin;
  const buyer = ctx.principal ? await findBuyer(deps.db, ctx.principal.memberId) : null;

  let row: PaymentRow | undefined;
  for (let attempt = 0; !row; attempt += 1) {
    try {
      row = await insertPayment(deps.db, {
        paymentId: randomBytes(16).toString('base64url'),
        moid: `PP${ediDate}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        category: input.payCategory,
        provider: deps.adapter.name,
        mid: deps.adapter.mid,
        amount: quote.amount,
        goodsName: quote.goodsName,
        ediDate,
        plate: quote.plate,
        memberEsntlId: ctx.principal?.memberId ?? null,
        lotId: quote.lotId ?? null,
        targets: quote.targets ?? {},
        items: toWire(quote.items),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
    } catch (err) {
      // Two payments started in the same second may draw the same order number: draw again.
      if (attempt < 3 && isUniqueViolation(err, 'payments_moid_uq')) continue;
      throw err;
    }
  }

  const start = deps.adapter.start({
    paymentId: row.paymentId,
    moid: row.moid,
    mid: row.mid,
    amount: row.amount,
    goodsName: row.goodsName,
    ediDate,
    baseUrl: base,
    returnUrl: `${base}/api/smartropay/callApproval/${page}/${row.paymentId}`,
    stopUrl: `${base}/${page}?${resultQuery(false, row.paymentId, { stopped: 'true' })}`,
    buyerName: buyer?.name || quote.plate || paymentsKo.core.buyerUnknown,
    buyerTel: buyer?.mobile || BUYER_TEL_PLACEHOLDER,
    mallUserId: ctx.principal?.memberId ?? (input.memberInfoId || quote.plate),
    userIp: ctx.ip,
    mallIp: ctx.mallIp,
  });
  return {
    result: {
      ediDate: start.ediDate,
      encryptData: start.encryptData,
      mid: start.mid,
      amount: row.amount,
      paymentId: row.paymentId,
      actionUrl: start.actionUrl,
      form: start.form,
      charset: start.charset,
      provider: start.provider,
      ...(start.mode ? { mode: start.mode } : {}),
    },
  };
}
