import { maskId } from '@parking/shared/accounts/rules';
import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth';
import {
  activePublicMemberByEmpNo,
  consumeVerification,
  findTicket,
  memberByNameAndMobile,
  resetPassword,
  setTicketCheck,
} from './signup.repository';
import { FIND_PW_WINDOW_MS } from './verification.service';

/** findId.json: the id of the member with this name and mobile, partly masked (decision 012), or null. */
export async function findId(db: AppDb, input: { empNm: string; empMobile: string }): Promise<string | null> {
  const member = await memberByNameAndMobile(db, input.empNm, input.empMobile);
  return member ? maskId(member.empNo) : null;
}

/**
 * checkId.json: true when id and mobile belong to one member. The match is remembered for this browser's
 * ticket (send.json FIND_PW then sends, changePw then accepts that member only); a miss forgets it.
 */
export async function checkId(
  db: AppDb,
  input: { ticketHash: string; empNo: string; empMobile: string },
  now: Date = new Date(),
): Promise<boolean> {
  const member = await activePublicMemberByEmpNo(db, input.empNo);
  const ok = member !== undefined && member.empMobile === input.empMobile;
  await setTicketCheck(
    db,
    input.ticketHash,
    ok ? { memberId: member.memberId, mobile: member.empMobile, at: now } : null,
  );
  return ok;
}

/**
 * changePw.json: only for the id whose id + phone matched checkId and whose FIND_PW code was verified in
 * this browser within 10 minutes; the verification is used up (once). Clears the lock and ends every session.
 */
export async function changePassword(
  db: AppDb,
  input: { ticketHash: string | null; id: string; pw: string },
  now: Date = new Date(),
): Promise<void> {
  const refuse = () => new AppError('PW_CHANGE_REFUSED', 403);
  if (!input.ticketHash) throw refuse();
  const ticketHash = input.ticketHash;
  const [ticket, member] = await Promise.all([
    findTicket(db, ticketHash),
    activePublicMemberByEmpNo(db, input.id),
  ]);
  if (!ticket || !member || ticket.checkedEmpEsntlId !== member.memberId) throw refuse();
  if (ticket.checkedMobile !== member.empMobile) throw refuse();
  const passwordHash = await hashPassword(input.pw);
  await db.transaction(async (tx) => {
    const ok = await consumeVerification(tx, {
      ticketHash,
      phone: member.empMobile,
      purpose: 'FIND_PW',
      since: new Date(now.getTime() - FIND_PW_WINDOW_MS),
      now,
    });
    if (!ok) throw refuse();
    await resetPassword(tx, member.memberId, passwordHash, now);
  });
}
