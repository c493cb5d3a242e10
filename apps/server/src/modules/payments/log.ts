import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PAYMENT_ID_RE, type PaymentsLogger } from './core';
import { insertPaymentLog, type PaymentLogEntry } from './payments.repository';

// The payment log: every attempt, callback, provider answer, cancel and refusal, as audit rows (kinds in
// payments.repository.ts). A row that cannot be written never decides a payment's outcome.

/** What writing a log row needs. */
type LogDeps = { db: AppDb; log: PaymentsLogger };

/** Keeps what the logs need from a browser or provider form: short strings only, never a card number or key. */
export function loggable(fields: Record<string, unknown>, maxFields = 60): Record<string, unknown> {
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

/** Writes a payment log row; a failure is reported to the server log and never decides a payment's outcome. */
export async function writeLog(deps: LogDeps, entry: PaymentLogEntry): Promise<void> {
  try {
    await insertPaymentLog(deps.db, entry);
  } catch (err) {
    // A log row must never decide a payment's outcome.
    deps.log.error({ err, kind: entry.kind, paymentId: entry.paymentId }, 'payment log not written');
  }
}

/**
 * Logs a request to a payments route refused at the input boundary (characters PostgreSQL cannot store): the
 * row is written with those characters replaced, so the attempt is on record (issue 12 §12).
 */
export async function recordRefusedInput(
  deps: LogDeps,
  input: {
    route: string;
    method: string;
    paymentId: string | null;
    fields: Record<string, unknown>;
    ip: string;
  },
): Promise<void> {
  await writeLog(deps, {
    paymentId: input.paymentId !== null && PAYMENT_ID_RE.test(input.paymentId) ? input.paymentId : null,
    kind: 'REFUSED',
    outcome: 'INVALID_CHARACTERS',
    data: { stage: 'input', route: input.route, method: input.method, fields: loggable(input.fields) },
    ip: input.ip,
  });
}

/** Largest browser log entry stored (its JSON). */
export const CLIENT_LOG_MAX_CHARS = 16_000;

/** Stores the browser's copy of the payment form (POST /api/smartro/insertPaymentLog.json) as kind CLIENT. */
export async function recordClientLog(
  deps: LogDeps,
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
