import { MEMBER_CATEGORIES, type MemberCategory, ROLES, type Role } from '@parking/shared/auth/roles';
import type { LoginRequest, LoginVO } from '@parking/shared/auth/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findMemberByEmpNo,
  findMemberById,
  insertLoginHistory,
  type MemberRow,
  recordLoginFailure,
  resetLoginFailures,
} from './auth.repository';
import { dummyPasswordHash, verifyPassword } from './password';

export interface AuthDeps {
  db: AppDb;
  loginMaxFailures: number;
}

/** The member record the SPA keeps (spec 1 §3). */
export function toLoginVO(m: MemberRow): LoginVO {
  return {
    authorCode: (ROLES as readonly string[]).includes(m.authorCode)
      ? (m.authorCode as Role)
      : 'ROLE_ANONYMOUS',
    empNo: m.empNo,
    empNm: m.empNm,
    empMobile: m.empMobile,
    empCarNo: m.carNo,
    zipcode: m.zipcode,
    address: m.address,
    addressDetail: m.addressDetail,
    empDiv: (MEMBER_CATEGORIES as readonly string[]).includes(m.empDiv)
      ? (m.empDiv as MemberCategory)
      : 'USR',
    marketYn: m.marketYn === 'Y' ? 'Y' : 'N',
    empEsntlId: m.empEsntlId,
  };
}

/**
 * Checks the credentials. Unknown id or withdrawn → LOGIN_FAILED (after spending a dummy hash);
 * locked → ACCOUNT_LOCKED even with the right password; a wrong password counts a failure and the
 * last allowed one locks the account. Every attempt is written to login history.
 */
export async function authenticate(
  deps: AuthDeps,
  input: LoginRequest & { ip: string },
): Promise<{ member: MemberRow; loginVO: LoginVO }> {
  const { db } = deps;
  const member = await findMemberByEmpNo(db, input.empNo);
  const history = (m: MemberRow | undefined, succeeded: boolean) =>
    insertLoginHistory(db, {
      empEsntlId: m?.empEsntlId ?? null,
      loginId: input.empNo,
      loginNm: m?.empNm ?? '',
      loginMthd: 'I',
      loginIp: input.ip,
      succeeded,
    });

  if (!member || member.empSttus === 'D') {
    await verifyPassword(input.password, await dummyPasswordHash());
    await history(member, false);
    throw new AppError('LOGIN_FAILED', 401);
  }

  const ok = await verifyPassword(input.password, member.passwordHash);
  if (member.lockedAt) {
    await history(member, false);
    throw new AppError('ACCOUNT_LOCKED', 403);
  }
  if (!ok) {
    const failure = await recordLoginFailure(db, member.empEsntlId, deps.loginMaxFailures);
    await history(member, false);
    if (!failure || failure.locked) throw new AppError('ACCOUNT_LOCKED', 403);
    throw new AppError('LOGIN_FAILED', 401, undefined, {
      message: ko.auth.loginFailedCount(failure.loginFailCount, deps.loginMaxFailures),
    });
  }

  if (member.loginFailCount > 0) await resetLoginFailures(db, member.empEsntlId);
  await history(member, true);
  return { member, loginVO: toLoginVO(member) };
}

/** Writes the logout row of login history (method O). */
export async function recordLogout(db: AppDb, empEsntlId: string, ip: string): Promise<void> {
  const member = await findMemberById(db, empEsntlId);
  await insertLoginHistory(db, {
    empEsntlId,
    loginId: member?.empNo ?? '',
    loginNm: member?.empNm ?? '',
    loginMthd: 'O',
    loginIp: ip,
    succeeded: true,
  });
}

/** The loginVO of the caller's member record, or null when anonymous or gone. */
export async function currentLoginVO(db: AppDb, empEsntlId: string | null): Promise<LoginVO | null> {
  if (!empEsntlId) return null;
  const member = await findMemberById(db, empEsntlId);
  return member && member.empSttus !== 'D' ? toLoginVO(member) : null;
}
