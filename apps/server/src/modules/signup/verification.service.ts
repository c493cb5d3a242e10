import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PIN_MAX_TRIES,
  PIN_RESEND_SECONDS,
  PIN_VALID_SECONDS,
  type VerifyPurpose,
} from '@parking/shared/accounts/rules';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueNotification, type Notifier } from '../notifications';
import {
  activeMemberByMobile,
  addWrongTry,
  countCodesSince,
  deleteCode,
  findTicket,
  insertCode,
  latestCodeForPhone,
  latestCodeOfTicket,
  lockKey,
  markVerified,
  purgeTickets,
  voidPendingCodes,
} from './signup.repository';

/** What the code services need. */
export interface VerifyDeps {
  db: AppDb;
  /** sends the code at once (the notification service, decision 212) */
  notifier: Pick<Notifier, 'deliver'>;
  /** APP_SECRET: keys the HMAC of the codes */
  secret: string;
  dailyLimitPerPhone: number;
  dailyLimitPerIp: number;
  now?: () => Date;
}

/** How long after checkId a FIND_PW code may be sent, and a verified FIND_PW code may change the password. */
export const FIND_PW_WINDOW_MS = 10 * 60 * 1000;
/** How long a verified SIGNUP code may be used by mberSbscrb. */
export const SIGNUP_WINDOW_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TICKET_KEEP_MS = 25 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

let lastPurge = 0;

/** HMAC-SHA256(secret, purpose:phone:code) in hex: the only form in which a code is stored. */
export function codeHash(secret: string, purpose: VerifyPurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function tooMany(code: 'PIN_RESEND_TOO_SOON' | 'SMS_DAILY_LIMIT', retryAfterSeconds: number): AppError {
  return new AppError(code, 429, undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/**
 * send.json: sends a new 6-digit code to `phone` for `purpose`, bound to this browser's ticket.
 * SIGNUP refuses a registered number (PHONE_TAKEN). FIND_PW sends only to the id + phone that matched
 * checkId in this browser within 10 minutes; otherwise it silently sends nothing (same answer), so ids and
 * phones cannot be probed. Resend cooldown per phone, daily caps per phone and per IP (429).
 */
export async function sendCode(
  deps: VerifyDeps,
  input: { ticketHash: string; phone: string; purpose?: VerifyPurpose; ip: string },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const { db } = deps;
  if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = now.getTime();
    await purgeTickets(db, new Date(now.getTime() - TICKET_KEEP_MS));
  }

  const ticket =
    input.purpose === 'SIGNUP' || input.purpose === 'REDUCTION'
      ? undefined
      : await findTicket(db, input.ticketHash);
  const matchedCheckId =
    ticket?.checkedMobile === input.phone &&
    ticket.checkedAt !== null &&
    now.getTime() - ticket.checkedAt.getTime() <= FIND_PW_WINDOW_MS;
  // The spec sends only rcvAddr: the purpose follows from this browser's preceding checkId (decision 110).
  const purpose: VerifyPurpose = input.purpose ?? (matchedCheckId ? 'FIND_PW' : 'SIGNUP');
  if (purpose === 'SIGNUP') {
    if (await activeMemberByMobile(db, input.phone)) {
      throw new AppError('PHONE_TAKEN', 409, { rcvAddr: [ko.accounts.mobileTaken] });
    }
  } else if (purpose === 'FIND_PW' && !matchedCheckId) return;
  // REDUCTION: any phone (members and visitors alike pre-register reductions, decision 123).

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { id, message } = await db.transaction(async (tx) => {
    await lockKey(tx, `sms:${input.phone}`);
    const last = await latestCodeForPhone(tx, input.phone);
    if (last) {
      const wait = PIN_RESEND_SECONDS * 1000 - (now.getTime() - last.createdAt.getTime());
      if (wait > 0) throw tooMany('PIN_RESEND_TOO_SOON', wait / 1000);
    }
    const since = new Date(now.getTime() - DAY_MS);
    if ((await countCodesSince(tx, { phone: input.phone }, since)) >= deps.dailyLimitPerPhone)
      throw tooMany('SMS_DAILY_LIMIT', 3600);
    if ((await countCodesSince(tx, { ip: input.ip }, since)) >= deps.dailyLimitPerIp)
      throw tooMany('SMS_DAILY_LIMIT', 3600);
    await voidPendingCodes(tx, input.ticketHash, now);
    const codeId = await insertCode(tx, {
      ticketHash: input.ticketHash,
      phone: input.phone,
      purpose,
      codeHash: codeHash(deps.secret, purpose, input.phone, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PIN_VALID_SECONDS * 1000),
    });
    const queued = await enqueueNotification(tx, {
      kind: 'verification_code',
      phone: input.phone,
      vars: { code },
      eventKey: `code:${codeId}`,
    });
    return { id: codeId, message: queued.id };
  });

  // Sent now, not from the queue: the person is waiting for it.
  const outcome = message === undefined ? 'failed' : await deps.notifier.deliver(message);
  if (outcome !== 'sent') {
    // Not sent: forget the code so the person can ask again at once (the outbox and the log say why).
    await deleteCode(db, id);
    if (outcome === 'capped') throw tooMany('SMS_DAILY_LIMIT', 3600);
    throw new AppError('SMS_SEND_FAILED', 503);
  }
}

/**
 * pinNoChk.json: checks the code typed in this browser against the newest code sent for this browser.
 * Single use; expired after 180 s; the 5th wrong entry voids it.
 */
export async function checkCode(
  deps: Pick<VerifyDeps, 'db' | 'secret' | 'now'>,
  input: { ticketHash: string | null; pinNo: string },
): Promise<{ purpose: VerifyPurpose }> {
  const now = deps.now?.() ?? new Date();
  const row = input.ticketHash ? await latestCodeOfTicket(deps.db, input.ticketHash) : undefined;
  if (!row || row.verifiedAt !== null) throw new AppError('PIN_NOT_REQUESTED', 400);
  if (row.voidedAt !== null) {
    throw new AppError(row.tries >= PIN_MAX_TRIES ? 'PIN_TOO_MANY_TRIES' : 'PIN_NOT_REQUESTED', 400);
  }
  if (row.expiresAt.getTime() < now.getTime()) throw new AppError('PIN_EXPIRED', 400);
  const purpose = row.purpose as VerifyPurpose;

  if (sameHash(row.codeHash, codeHash(deps.secret, purpose, row.phone, input.pinNo))) {
    if (!(await markVerified(deps.db, row.id, now))) throw new AppError('PIN_NOT_REQUESTED', 400);
    return { purpose };
  }
  const wrong = await addWrongTry(deps.db, row.id, PIN_MAX_TRIES, now);
  if (!wrong || wrong.voided) throw new AppError('PIN_TOO_MANY_TRIES', 400);
  const remainingTries = PIN_MAX_TRIES - wrong.tries;
  throw new AppError(purpose === 'FIND_PW' ? 'PIN_MISMATCH_FIND_PW' : 'PIN_MISMATCH', 400, undefined, {
    extra: { remainingTries },
  });
}
