import { randomBytes, randomInt } from 'node:crypto';
import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  approvalCallbackSchema,
  MAX_PAYMENT_AMOUNT,
  type PayCategory,
  type PaymentStartInput,
  type PaymentStartResponse,
  type PaymentStatus,
  RETURN_PAGE_OF,
  RETURN_PAGES,
  type Receipt,
  type ReceiptItem,
  type ReturnPage,
  taxSplit,
} from '@parking/shared/payments/schemas';
import type { PaymentConfig } from '../../config/index';
import type { AppDb } from '../../db/client';
import {
  BUYER_TEL_PLACEHOLDER,
  ediDateOf,
  type PaymentAdapter,
  type ProviderPayment,
  ProviderUnavailable,
} from '../../integrations/payments/adapter';
import { AppError } from '../../lib/app-error';
import { assertOwner } from '../../plugins/guards';
import {
  type ApprovedPaymentFilter,
  claimForApproval,
  claimRefund,
  findBuyer,
  findPayment,
  insertPayment,
  insertPaymentLog,
  lockPayment,
  markRefunded,
  type PaymentLogEntry,
  type PaymentRow,
  releaseClaim,
  releaseRefund,
  selectApprovedPayments,
  settlePayment,
} from './payments.repository';
import type { PaymentTargets } from './target-registry';
import type { PaymentRecordForFulfil, PaymentTargetHandler } from './targets';

/** Minimal logger (pino-compatible). */
export interface PaymentsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the payments core needs: the database, the configured provider, its settings and a logger. */
export interface PaymentsDeps {
  db: AppDb;
  adapter: PaymentAdapter;
  config: PaymentConfig;
  log: PaymentsLogger;
  /** the categories' handlers, from the app's composition */
  targets: PaymentTargets;
}

/** paymentId: 16 random bytes, base64url (22 characters). */
export const PAYMENT_ID_RE = /^[A-Za-z0-9_-]{22}$/;
/** How long a repeated callback waits, beyond the provider timeout, for the first one to finish. */
const OUTCOME_GRACE_MS = 2_000;
const OUTCOME_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isUniqueViolation(err: unknown, constraint?: string): boolean {
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

/** Keeps what the logs need from a browser or provider form: short strings only, never a card number or key. */
function loggable(fields: Record<string, unknown>, maxFields = 60): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields).slice(0, maxFields)) {
    const key = k.slice(0, 60);
    if (/^(TrAuthKey|EncryptData|MerchantKey|CardNo|CardNum)$/i.test(key)) {
      out[key] = typeof v === 'string' ? `${v.slice(0, 6)}…` : null;
    } else if (typeof v === 'string') out[key] = v.slice(0, 500);
    else if (typeof v === 'number' || typeof v === 'boolean' || v === null) out[key] = v;
    else out[key] = JSON.stringify(v ?? null).slice(0, 500);
  }
  return out;
}

async function log(deps: PaymentsDeps, entry: PaymentLogEntry): Promise<void> {
  try {
    await insertPaymentLog(deps.db, entry);
  } catch (err) {
    // A log row must never decide a payment's outcome.
    deps.log.error({ err, kind: entry.kind, paymentId: entry.paymentId }, 'payment log not written');
  }
}

// ---------------------------------------------------------------------------------------------
// Start

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
  await log(deps, {
    paymentId: null,
    kind: 'REFUSED',
    outcome: 'VALIDATION',
    data: { stage: 'start', ...loggable(body) },
    ip,
  });
}

/**
 * Logs a request to a payments route refused at the input boundary (characters PostgreSQL cannot store): the
 * row is written with those characters replaced, so the attempt is on record (issue 12 §12).
 */
export async function recordRefusedInput(
  deps: PaymentsDeps,
  input: {
    route: string;
    method: string;
    paymentId: string | null;
    fields: Record<string, unknown>;
    ip: string;
  },
): Promise<void> {
  await log(deps, {
    paymentId: input.paymentId !== null && PAYMENT_ID_RE.test(input.paymentId) ? input.paymentId : null,
    kind: 'REFUSED',
    outcome: 'INVALID_CHARACTERS',
    data: { stage: 'input', route: input.route, method: input.method, fields: loggable(input.fields) },
    ip: input.ip,
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
    await log(deps, {
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
  const buyer = ctx.principal ? await findBuyer(deps.db, ctx.principal.empEsntlId) : null;

  let row: PaymentRow | undefined;
  for (let attempt = 0; !row; attempt += 1) {
    try {
      row = await insertPayment(deps.db, {
        paymentId: randomBytes(16).toString('base64url'),
        moid: `PP${ediDate}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        category: input.payCategory,
        status: 'READY',
        provider: deps.adapter.name,
        mid: deps.adapter.mid,
        amount: quote.amount,
        goodsName: quote.goodsName,
        ediDate,
        carNo: quote.carNo,
        memberEsntlId: ctx.principal?.empEsntlId ?? null,
        sectnId: quote.sectnId ?? null,
        targets: quote.targets ?? {},
        items: quote.items,
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
    buyerName: buyer?.name || quote.carNo || paymentsKo.core.buyerUnknown,
    buyerTel: buyer?.mobile || BUYER_TEL_PLACEHOLDER,
    mallUserId: ctx.principal?.empEsntlId ?? (input.memberInfoId || quote.carNo),
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

// ---------------------------------------------------------------------------------------------
// Approval callback

export interface CallbackRequest {
  page: string;
  paymentId: string;
  /** the provider's form (POST body or GET query) */
  fields: Record<string, unknown>;
  ip: string;
  method: string;
}

/** Where the popup goes next: `/{page}?r=true|false&paymentId=…` (303). */
export interface CallbackAnswer {
  location: string;
  outcome: 'APPROVED' | 'REFUSED' | PaymentStatus;
}

function resultQuery(ok: boolean, paymentId: string | null, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ r: String(ok) });
  if (paymentId) q.set('paymentId', paymentId);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

function answer(
  page: ReturnPage | 'main',
  outcome: CallbackAnswer['outcome'],
  paymentId: string | null,
  extra: Record<string, string> = {},
): CallbackAnswer {
  return { location: `/${page}?${resultQuery(outcome === 'APPROVED', paymentId, extra)}`, outcome };
}

const isReturnPage = (page: string): page is ReturnPage => (RETURN_PAGES as readonly string[]).includes(page);

const providerPayment = (p: PaymentRow): ProviderPayment => ({
  paymentId: p.paymentId,
  moid: p.moid,
  mid: p.mid,
  amount: p.amount,
});

/**
 * The provider's post of Tid + TrAuthKey (DESIGN §5 "Payments"): READY → APPROVING by one conditional
 * update; the winner approves at the provider, checks Mid/Moid/Amt and fulfils the targets in the same
 * transaction as APPROVED. A repeated callback waits for and answers the first outcome. Every step is logged.
 */
export async function handleApprovalCallback(
  deps: PaymentsDeps,
  req: CallbackRequest,
): Promise<CallbackAnswer> {
  const now = new Date();
  const page = isReturnPage(req.page) ? req.page : null;
  const fields = loggable(req.fields);
  const refuse = async (
    reason: string,
    paymentId: string | null,
    shownId: string | null = paymentId,
  ): Promise<CallbackAnswer> => {
    await log(deps, {
      paymentId,
      kind: 'REFUSED',
      outcome: reason,
      data: { stage: 'callback', method: req.method, page: req.page.slice(0, 40), fields },
      ip: req.ip,
    });
    return answer(page ?? 'main', 'REFUSED', shownId);
  };

  if (!PAYMENT_ID_RE.test(req.paymentId)) return refuse('UNKNOWN_PAYMENT', null);
  const payment = await findPayment(deps.db, req.paymentId);
  if (!payment) return refuse('UNKNOWN_PAYMENT', req.paymentId, null);
  if (page !== RETURN_PAGE_OF[payment.category as PayCategory])
    return refuse('WRONG_PATH', payment.paymentId);

  await log(deps, {
    paymentId: payment.paymentId,
    kind: 'CALLBACK',
    outcome: payment.status,
    data: { method: req.method, fields },
    ip: req.ip,
  });

  const parsed = approvalCallbackSchema.safeParse(req.fields);
  if (!parsed.success) return refuse('BAD_CALLBACK', payment.paymentId);
  const { Tid: tid, TrAuthKey: trAuthKey } = parsed.data;

  // A claim released meanwhile (the provider did not know the Tid another callback posted) is tried again.
  for (let attempt = 0; ; attempt += 1) {
    let claimed: PaymentRow | null;
    try {
      claimed = await claimForApproval(deps.db, payment.paymentId, tid, now);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // This Tid already settled another payment: a replay. Not the provider's word on this payment, which
      // stays READY for its own callback (issue 12 §9).
      return refuse('TID_REUSED', payment.paymentId);
    }
    if (claimed) return approveClaimed(deps, page, claimed, trAuthKey, req.ip);
    if (payment.tid !== null && payment.tid !== tid && attempt === 0)
      await refuse('TID_MISMATCH', payment.paymentId);
    const outcome = await firstOutcome(deps, page, payment.paymentId);
    if (outcome.outcome !== 'READY' || attempt >= 2) return outcome;
  }
}

/** A repeated callback: waits until the payment leaves APPROVING, then answers its outcome. */
async function firstOutcome(
  deps: PaymentsDeps,
  page: ReturnPage,
  paymentId: string,
): Promise<CallbackAnswer> {
  const deadline = Date.now() + deps.config.smartro.timeoutMs + OUTCOME_GRACE_MS;
  for (;;) {
    const row = await findPayment(deps.db, paymentId);
    const status = (row?.status ?? 'FAILED') as PaymentStatus;
    // READY again: the claim of another callback was released (unknown Tid); the caller may claim it now.
    if (status !== 'APPROVING') return answer(page, status, paymentId);
    if (Date.now() >= deadline) return answer(page, status, paymentId, { processing: 'true' });
    await sleep(OUTCOME_POLL_MS);
  }
}

async function approveClaimed(
  deps: PaymentsDeps,
  page: ReturnPage,
  payment: PaymentRow,
  trAuthKey: string,
  ip: string,
): Promise<CallbackAnswer> {
  const tid = payment.tid!;
  const id = payment.paymentId;
  let result: Awaited<ReturnType<PaymentAdapter['approve']>>;
  try {
    result = await deps.adapter.approve({ tid, trAuthKey, payment: providerPayment(payment) });
  } catch (err) {
    // Unknown outcome: the payment stays APPROVING and the reconcile job settles it.
    await settlePayment(
      deps.db,
      id,
      'APPROVING',
      {
        status: 'APPROVING',
        resultCode: 'PROVIDER_UNAVAILABLE',
        resultMsg: paymentsKo.core.providerUnavailable,
      },
      new Date(),
    );
    await log(deps, {
      paymentId: id,
      kind: 'APPROVE',
      outcome: 'UNAVAILABLE',
      data: { tid, error: err instanceof ProviderUnavailable ? err.message : String(err) },
      ip,
    });
    if (!(err instanceof ProviderUnavailable)) deps.log.error({ err, paymentId: id }, 'approval call failed');
    return answer(page, 'APPROVING', id, { processing: 'true' });
  }

  // A decline decides this payment only when the provider says which payment it declined (Mid and Moid are
  // this payment's). A Tid the provider does not know (made up, or another payment's) leaves it READY.
  const confirmedDecline = !result.approved && result.mid === payment.mid && result.moid === payment.moid;
  await log(deps, {
    paymentId: id,
    kind: 'APPROVE',
    outcome: result.approved ? 'APPROVED' : confirmedDecline ? 'DECLINED' : 'UNKNOWN_TID',
    data: {
      tid,
      resultCode: result.resultCode,
      resultMsg: result.resultMsg,
      mid: result.mid,
      moid: result.moid,
      amt: result.amt,
      ...(result.raw ? { raw: loggable(result.raw) } : {}),
    },
    ip,
  });

  if (!result.approved && !confirmedDecline) {
    await releaseClaim(deps.db, id, tid, new Date());
    await log(deps, {
      paymentId: id,
      kind: 'REFUSED',
      outcome: 'UNKNOWN_TID',
      data: { stage: 'callback', tid, resultCode: result.resultCode, resultMsg: result.resultMsg },
      ip,
    });
    return answer(page, 'REFUSED', id);
  }

  if (!result.approved) {
    await settlePayment(
      deps.db,
      id,
      'APPROVING',
      { status: 'FAILED', resultCode: result.resultCode, resultMsg: result.resultMsg },
      new Date(),
    );
    return answer(page, 'FAILED', id);
  }

  if (result.mid !== payment.mid || result.moid !== payment.moid || result.amt !== payment.amount) {
    await log(deps, {
      paymentId: id,
      kind: 'REFUSED',
      outcome: 'MISMATCH',
      data: {
        stored: { mid: payment.mid, moid: payment.moid, amt: payment.amount },
        provider: { mid: result.mid, moid: result.moid, amt: result.amt },
      },
      ip,
    });
    // Reverse what the provider actually approved (its amount), under our merchant id.
    const approvedAmt = Number.isSafeInteger(result.amt) && result.amt > 0 ? result.amt : payment.amount;
    const status = await cancelApproved(deps, payment, 'MISMATCH', paymentsKo.core.mismatch, ip, approvedAmt);
    return answer(page, status, id);
  }

  const now = new Date();
  try {
    await deps.db.transaction(async (tx) => {
      const handler = deps.targets.of(payment.category as PayCategory);
      if (!handler) throw new AppError('PAYMENT_CATEGORY_UNAVAILABLE', 400);
      const record: PaymentRecordForFulfil = {
        paymentId: id,
        category: payment.category as PayCategory,
        amount: payment.amount,
        carNo: payment.carNo,
        memberEsntlId: payment.memberEsntlId,
        targets: payment.targets,
      };
      await handler.fulfil(tx, record, now);
      const approved = await settlePayment(
        tx,
        id,
        'APPROVING',
        {
          status: 'APPROVED',
          authCode: result.authCode ?? null,
          cardName: result.cardName ?? null,
          resultCode: result.resultCode,
          resultMsg: result.resultMsg,
        },
        now,
      );
      // Settled meanwhile (the reconcile job): roll the fulfilment back.
      if (!approved) throw new Error('payment left APPROVING during fulfilment');
    });
  } catch (err) {
    const why = err instanceof AppError ? err.message : 'internal';
    if (!(err instanceof AppError)) deps.log.error({ err, paymentId: id }, 'fulfilment failed');
    await log(deps, {
      paymentId: id,
      kind: 'REFUSED',
      outcome: 'FULFIL_FAILED',
      data: { code: err instanceof AppError ? err.code : 'INTERNAL', message: why },
      ip,
    });
    const status = await cancelApproved(
      deps,
      payment,
      'FULFIL_FAILED',
      paymentsKo.core.fulfilFailed(why),
      ip,
    );
    return answer(page, status, id);
  }
  return answer(page, 'APPROVED', id);
}

/**
 * Reverses an approval the portal will not keep. CANCELLED when the provider confirms; when the provider
 * cannot be reached the payment stays APPROVING so the reconcile job retries the cancel.
 */
async function cancelApproved(
  deps: PaymentsDeps,
  payment: PaymentRow,
  code: string,
  message: string,
  ip: string,
  amount: number = payment.amount,
): Promise<PaymentStatus> {
  const now = new Date();
  try {
    const c = await deps.adapter.cancel({
      tid: payment.tid!,
      payment: { ...providerPayment(payment), amount },
      reason: paymentsKo.core.cancelReason,
    });
    await log(deps, {
      paymentId: payment.paymentId,
      kind: 'CANCEL',
      outcome: c.cancelled ? 'CANCELLED' : 'CANCEL_REFUSED',
      data: { reason: code, resultCode: c.resultCode, resultMsg: c.resultMsg },
      ip,
    });
    const status = c.cancelled ? 'CANCELLED' : 'FAILED';
    await settlePayment(
      deps.db,
      payment.paymentId,
      'APPROVING',
      {
        status,
        resultCode: code,
        resultMsg: c.cancelled ? message : `${message} (${c.resultCode} ${c.resultMsg})`,
      },
      now,
    );
    return status;
  } catch (err) {
    await settlePayment(
      deps.db,
      payment.paymentId,
      'APPROVING',
      { status: 'APPROVING', resultCode: code, resultMsg: message },
      now,
    );
    await log(deps, {
      paymentId: payment.paymentId,
      kind: 'CANCEL',
      outcome: 'UNAVAILABLE',
      data: { reason: code, error: err instanceof Error ? err.message : String(err) },
      ip,
    });
    return 'APPROVING';
  }
}

// ---------------------------------------------------------------------------------------------
// Browser log, receipts, histories

/** Largest browser log entry stored (its JSON). */
export const CLIENT_LOG_MAX_CHARS = 16_000;

/** Stores the browser's copy of the payment form (POST /api/smartro/insertPaymentLog.json) as kind CLIENT. */
export async function recordClientLog(
  deps: Pick<PaymentsDeps, 'db' | 'log'>,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ result: 'success' }> {
  const keys = Object.keys(body);
  if (keys.length > 100 || JSON.stringify(body).length > CLIENT_LOG_MAX_CHARS)
    throw new AppError('BAD_REQUEST', 400);
  const id = typeof body.paymentId === 'string' && PAYMENT_ID_RE.test(body.paymentId) ? body.paymentId : null;
  await insertPaymentLog(deps.db, {
    paymentId: id,
    kind: 'CLIENT',
    outcome: '',
    data: loggable(body, 100),
    ip,
  });
  return { result: 'success' };
}

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
  carNo?: string,
): Promise<{ result: Receipt }> {
  const row = PAYMENT_ID_RE.test(paymentId) ? await findPayment(deps.db, paymentId) : null;
  if (!row || !RECEIPT_STATUSES.has(row.status)) throw new AppError('RECEIPT_NOT_FOUND', 404);
  if (row.memberEsntlId) assertOwner(principal, row.memberEsntlId);
  else if (principal?.authorCode !== 'ROLE_ADMIN' && normalizeCarNo(carNo ?? '') !== row.carNo)
    throw new AppError('RECEIPT_NOT_FOUND', 404);
  const tax = taxSplit(row.amount);
  return {
    result: {
      paymentId: row.paymentId,
      moid: row.moid,
      category: row.category as PayCategory,
      status: row.status as PaymentStatus,
      carNo: row.carNo,
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
      items: (Array.isArray(row.items) ? row.items : []) as ReceiptItem[],
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

// ---------------------------------------------------------------------------------------------
// Staff refunds (issue 21, decisions 160–163)

export interface RefundRequest {
  paymentId: string;
  reason: string;
  /** the amount staff expect to refund: must be the whole amount (no partial cancel, decision 163) */
  amount?: number | undefined;
  staffId: string;
  ip: string;
}

/** A claim older than this is taken to belong to a refund that died half-way and may be taken again. */
const REFUND_CLAIM_STALE_MS = 10 * 60_000;

const recordOf = (row: PaymentRow): PaymentRecordForFulfil => ({
  paymentId: row.paymentId,
  category: row.category as PayCategory,
  amount: row.amount,
  carNo: row.carNo,
  memberEsntlId: row.memberEsntlId,
  targets: row.targets,
});

/** Sentinel: rolls back the trial run of a handler's refund. */
class TrialDone extends Error {}

/** Runs the handler's refund in a transaction that is always rolled back: its refusals, nothing changed. */
async function trialRefund(
  deps: PaymentsDeps,
  handler: PaymentTargetHandler & { refund: NonNullable<PaymentTargetHandler['refund']> },
  row: PaymentRow,
  reason: string,
  now: Date,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await handler.refund(tx, recordOf(row), { now, reason });
      throw new TrialDone();
    });
  } catch (err) {
    if (!(err instanceof TrialDone)) throw err;
  }
}

/**
 * Cancels an APPROVED payment in full at its provider and reverses what it paid for (decision 161):
 * 1. refusals first — not APPROVED, a partial amount, a category without a refund, or the handler's own refusal
 *    (tried in a transaction that is rolled back) — nothing changed, a REFUSED log row;
 * 2. one conditional update claims the payment: of two refunds at once, one wins, the other is refused;
 * 3. the provider's cancel (outside any transaction); refused or unreachable → the claim is released;
 * 4. one transaction: the handler reverses the effect and the payment becomes CANCELLED, with a CANCEL log row.
 */
export async function refundPayment(
  deps: PaymentsDeps,
  req: RefundRequest,
  now: Date = new Date(),
): Promise<{ status: PaymentStatus; refundedAmt: number; payer: string | null }> {
  const refuse = async (err: AppError, extra: Record<string, unknown> = {}): Promise<never> => {
    await log(deps, {
      paymentId: PAYMENT_ID_RE.test(req.paymentId) ? req.paymentId : null,
      kind: 'REFUSED',
      outcome: err.code,
      data: { stage: 'refund', staff: req.staffId, reason: req.reason.slice(0, 200), ...extra },
      ip: req.ip,
    });
    throw err;
  };
  const row = PAYMENT_ID_RE.test(req.paymentId) ? await findPayment(deps.db, req.paymentId) : null;
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
  if (row.status === 'CANCELLED') return refuse(new AppError('REFUND_ALREADY_CANCELLED', 409));
  if (row.status !== 'APPROVED') return refuse(new AppError('REFUND_NOT_APPROVED', 409));
  if (req.amount !== undefined && req.amount > row.amount)
    return refuse(new AppError('REFUND_AMOUNT_TOO_LARGE', 400, { amount: [] }), { amount: req.amount });
  if (req.amount !== undefined && req.amount < row.amount)
    return refuse(new AppError('REFUND_PARTIAL_UNSUPPORTED', 400, { amount: [] }), { amount: req.amount });
  const handler = deps.targets.of(row.category as PayCategory);
  if (!handler?.refund) return refuse(new AppError('REFUND_NOT_SUPPORTED', 400));
  const refundable = handler as PaymentTargetHandler & {
    refund: NonNullable<PaymentTargetHandler['refund']>;
  };

  try {
    await trialRefund(deps, refundable, row, req.reason, now);
  } catch (err) {
    if (err instanceof AppError) return refuse(err);
    throw err;
  }

  const claim = await claimRefund(
    deps.db,
    row.paymentId,
    now,
    new Date(now.getTime() - REFUND_CLAIM_STALE_MS),
  );
  if (!claim) {
    const fresh = await findPayment(deps.db, row.paymentId);
    return refuse(
      new AppError(
        fresh?.status === 'CANCELLED'
          ? 'REFUND_ALREADY_CANCELLED'
          : fresh?.status === 'APPROVED'
            ? 'REFUND_IN_PROGRESS'
            : 'REFUND_NOT_APPROVED',
        409,
      ),
      { claimed: true },
    );
  }

  let cancel: Awaited<ReturnType<PaymentAdapter['cancel']>>;
  try {
    cancel = await deps.adapter.cancel({
      tid: claim.tid!,
      payment: providerPayment(claim),
      reason: req.reason.slice(0, 100),
    });
  } catch (err) {
    await releaseRefund(deps.db, claim.paymentId, now);
    await log(deps, {
      paymentId: claim.paymentId,
      kind: 'CANCEL',
      outcome: 'UNAVAILABLE',
      data: {
        by: 'ADMIN',
        staff: req.staffId,
        reason: req.reason,
        error: err instanceof Error ? err.message : String(err),
      },
      ip: req.ip,
    });
    throw new AppError('REFUND_PROVIDER_UNAVAILABLE', 502);
  }
  await log(deps, {
    paymentId: claim.paymentId,
    kind: 'CANCEL',
    outcome: cancel.cancelled ? 'CANCELLED' : 'CANCEL_REFUSED',
    data: {
      by: 'ADMIN',
      staff: req.staffId,
      reason: req.reason,
      resultCode: cancel.resultCode,
      resultMsg: cancel.resultMsg,
    },
    ip: req.ip,
  });
  if (!cancel.cancelled) {
    await releaseRefund(deps.db, claim.paymentId, now);
    throw new AppError('REFUND_PROVIDER_REFUSED', 409, undefined, {
      extra: { resultCode: cancel.resultCode, resultMsg: cancel.resultMsg },
    });
  }

  const set = {
    reason: req.reason,
    by: req.staffId,
    resultCode: cancel.resultCode,
    resultMsg: cancel.resultMsg,
  };
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, claim.paymentId);
      if (locked?.status !== 'APPROVED') throw new Error('payment left APPROVED during its refund');
      await refundable.refund(tx, recordOf(locked), { now, reason: req.reason });
      if (!(await markRefunded(tx, claim.paymentId, now, set, now))) throw new Error('refund claim lost');
    });
  } catch (err) {
    // The provider has returned the money: the payment must say so even if its effect could not be reversed
    // (what it paid for changed in the seconds since the trial). Logged for staff to put right by hand.
    deps.log.error(
      { err, paymentId: claim.paymentId },
      'refund: effect not reversed after the provider cancel',
    );
    await log(deps, {
      paymentId: claim.paymentId,
      kind: 'REFUSED',
      outcome: 'REFUND_REVERSE_FAILED',
      data: { by: 'ADMIN', staff: req.staffId, error: err instanceof Error ? err.message : String(err) },
      ip: req.ip,
    });
    await markRefunded(
      deps.db,
      claim.paymentId,
      now,
      { ...set, resultMsg: `${set.resultMsg} (REVERSE_FAILED)` },
      now,
    );
  }
  // whose payment it was (member, else car number): the staff's personal-information access record names them
  return { status: 'CANCELLED', refundedAmt: claim.amount, payer: row.memberEsntlId ?? (row.carNo || null) };
}
