import { MEMBER_CATEGORIES, type MemberCategory, ROLES, type Role } from '@parking/shared/auth/roles';
import type { LoginRequest, LoginVO } from '@parking/shared/auth/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import {
  claimLoginAttempt,
  findMemberByEmpNo,
  findMemberById,
  insertLoginHistory,
  type MemberRow,
  resetLoginFailures,
} from './auth.repository';
import { dummyPasswordHash, verifyPassword } from './password';

/** Login lock policy (decision 076). */
export interface LoginPolicy {
  /** wrong passwords in a row that lock an account */
  maxFailures: number;
  /** a lock releases by itself this many minutes after it was set */
  lockMinutes: number;
  /** wrong passwords one client address may send per lock period, whatever the ids */
  maxFailuresPerAddress: number;
}

export interface AuthDeps {
  db: AppDb;
  rateLimit: RateLimiter;
  policy: LoginPolicy;
  now?: () => Date;
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

function lockedError(policy: LoginPolicy): AppError {
  return new AppError('ACCOUNT_LOCKED', 403, undefined, {
    message: ko.accounts.lock.locked(policy.maxFailures, policy.lockMinutes),
  });
}

function wrongPassword(count: number, policy: LoginPolicy): AppError {
  return new AppError('LOGIN_FAILED', 401, undefined, {
    message: ko.auth.loginFailedCount(count, policy.maxFailures),
  });
}

/**
 * Checks the credentials (decisions 075, 076).
 * - Per address: an address that sent `maxFailuresPerAddress` wrong passwords in the lock period is refused
 *   (429) before anything is checked.
 * - Per account: each check is claimed first by one conditional UPDATE that counts it as a failure and locks
 *   the account at the `maxFailures`-th, so no more than `maxFailures` guesses are ever evaluated before the
 *   lock, however many arrive together. The right password clears count and lock; the lock also releases by
 *   itself after `lockMinutes` (or through the SMS password recovery, or an administrator).
 * - An unknown id answers exactly like a real one (same count messages, "locked" at the same attempt,
 *   counted per id in the rate-limit table), after spending the same hashing time.
 * Every attempt is written to login history.
 */
export async function authenticate(
  deps: AuthDeps,
  input: LoginRequest & { ip: string },
): Promise<{ member: MemberRow; loginVO: LoginVO }> {
  const { db, policy } = deps;
  const now = deps.now?.() ?? new Date();
  const lockSeconds = policy.lockMinutes * 60;
  const addressKey = `login-fail-ip:${input.ip}`;
  await deps.rateLimit.check(addressKey, policy.maxFailuresPerAddress, lockSeconds);

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
    const n = await deps.rateLimit.count(`login-unknown:${input.empNo.toLowerCase()}`, lockSeconds);
    await deps.rateLimit.count(addressKey, lockSeconds);
    await history(member, false);
    throw n >= policy.maxFailures ? lockedError(policy) : wrongPassword(n, policy);
  }

  const claim = await claimLoginAttempt(
    db,
    member.empEsntlId,
    policy.maxFailures,
    policy.lockMinutes * 60_000,
    now,
  );
  if (!claim) {
    // Locked: refused without looking at the password, so a lock cannot be probed for the right one.
    await history(member, false);
    throw lockedError(policy);
  }
  if (!(await verifyPassword(input.password, member.passwordHash))) {
    await deps.rateLimit.count(addressKey, lockSeconds);
    await history(member, false);
    throw claim.locked ? lockedError(policy) : wrongPassword(claim.loginFailCount, policy);
  }

  await resetLoginFailures(db, member.empEsntlId);
  await history(member, true);
  return { member, loginVO: toLoginVO(member) };
}

/**
 * Releases an account's login lock and clears its failure count (decision 076). For the staff screen of the
 * member detail (pw-lock-init, inside its transaction) and the `admin:create --reset` command; false when no such
 * member exists.
 */
export async function unlockMember(db: DbOrTx, empEsntlId: string): Promise<boolean> {
  const member = await findMemberById(db, empEsntlId);
  if (!member) return false;
  await resetLoginFailures(db, empEsntlId);
  return true;
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
