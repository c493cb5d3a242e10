import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  approvalCallbackSchema,
  type PayCategory,
  type PaymentStatus,
  RETURN_PAGE_OF,
  RETURN_PAGES,
  type ReturnPage,
} from '@parking/shared/payments/schemas';
import { type PaymentAdapter, ProviderUnavailable } from '../../integrations/payments/adapter';
import { AppError } from '../../lib/app-error';
import {
  isUniqueViolation,
  PAYMENT_ID_RE,
  type PaymentsDeps,
  providerPayment,
  recordOf,
  resultQuery,
} from './core';
import { loggable, writeLog } from './log';
import {
  claimForApproval,
  findPayment,
  type PaymentRow,
  releaseClaim,
  settlePayment,
} from './payments.repository';
import { cancelApproved } from './refund';

// Approval (the provider's callback): READY → APPROVING → APPROVED | FAILED (or CANCELLED through refund.ts).

/** How long a repeated callback waits, beyond the provider timeout, for the first one to finish. */
const OUTCOME_GRACE_MS = 2_000;
const OUTCOME_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function answer(
  page: ReturnPage | 'main',
  outcome: CallbackAnswer['outcome'],
  paymentId: string | null,
  extra: Record<string, string> = {},
): CallbackAnswer {
  return { location: `/${page}?${resultQuery(outcome === 'APPROVED', paymentId, extra)}`, outcome };
}

const isReturnPage = (page: string): page is ReturnPage => (RETURN_PAGES as readonly string[]).includes(page);

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
    await writeLog(deps, {
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

  await writeLog(deps, {
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
    await writeLog(deps, {
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
  await writeLog(deps, {
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
    await writeLog(deps, {
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
    await writeLog(deps, {
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
      await handler.fulfil(tx, recordOf(payment), now);
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
    await writeLog(deps, {
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
