import { isIPv4, isIPv6 } from 'node:net';
import { MEMBER_CATEGORIES, type MemberCategory, ROLES, type Role } from '@parking/shared/auth/roles';
import type { LoginRequest, LoginVO } from '@parking/shared/auth/schemas';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import {
  claimLoginAttempt,
  clearLoginLocks,
  findMemberByEmpNo,
  findMemberById,
  insertLoginHistory,
  type MemberRow,
  resetLoginFailures,
} from './auth.repository';
import { dummyPasswordHash, type PasswordChecks, passwordChecksBusy, verifyPassword } from './password';

/** Login lock policy (decisions 076, 181). */
export interface LoginPolicy {
  /** wrong passwords in a row from one address that lock the account for that address */
  maxFailures: number;
  /** a lock releases by itself this many minutes after it was set */
  lockMinutes: number;
  /** wrong passwords one client address may send per lock period, whatever the ids */
  maxFailuresPerAddress: number;
  /** addresses with a wrong password for one account within the lock period that lock the whole account */
  accountLockAddresses: number;
}

export interface AuthDeps {
  db: AppDb;
  rateLimit: RateLimiter;
  policy: LoginPolicy;
  /** the bound on password checks in flight, and the Retry-After of its refusal (decision 220) */
  passwordChecks?: PasswordChecks;
  now?: () => Date;
}

/** The member record the SPA keeps (spec 1 §3). */
export function toLoginVO(m: MemberRow): Domain<LoginVO> {
  return {
    authorCode: (ROLES as readonly string[]).includes(m.authorCode)
      ? (m.authorCode as Role)
      : 'ROLE_ANONYMOUS',
    empNo: m.empNo,
    empNm: m.empNm,
    empMobile: m.empMobile,
    empCarNo: m.plate,
    zipcode: m.zipcode,
    address: m.address,
    addressDetail: m.addressDetail,
    empDiv: (MEMBER_CATEGORIES as readonly string[]).includes(m.empDiv)
      ? (m.empDiv as MemberCategory)
      : 'USR',
    marketYn: m.marketYn === 'Y' ? 'Y' : 'N',
    memberId: m.memberId,
  };
}

/** This address may not try this account now (it sent `maxFailures` wrong passwords in a row). */
function addressLockedError(policy: LoginPolicy): AppError {
  return new AppError('ACCOUNT_LOCKED', 403, undefined, {
    message: ko.accounts.lock.locked(policy.maxFailures, policy.lockMinutes),
  });
}

/** Nobody may try this account now: wrong passwords came from many addresses. */
function accountLockedError(policy: LoginPolicy): AppError {
  return new AppError('ACCOUNT_LOCKED', 403, undefined, {
    message: ko.accounts.lock.accountLocked(policy.lockMinutes),
  });
}

function wrongPassword(count: number, policy: LoginPolicy): AppError {
  return new AppError('LOGIN_FAILED', 401, undefined, {
    message: ko.auth.loginFailedCount(count, policy.maxFailures),
  });
}

/**
 * The address a login lock is kept for (decision 181): an IPv4 address as it is (also when written IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address by its /64 network, which one subscriber usually holds whole, so that
 * rotating through it is not many addresses.
 */
export function lockAddressOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Checks the credentials (decisions 075, 076, 181).
 * - Per address, whatever the ids: an address that sent `maxFailuresPerAddress` wrong passwords in the lock
 *   period is refused (429) before anything is checked.
 * - Per account and address: each check is claimed first (claimLoginAttempt) and counted as a failure of that
 *   address; its `maxFailures`-th wrong password in a row locks the account FOR THAT ADDRESS for `lockMinutes`.
 *   No address ever gets more than `maxFailures` checks of one account per lock period, however many attempts
 *   arrive together, and one address cannot lock the owner out of other addresses.
 * - Per account: wrong passwords from `accountLockAddresses` addresses within the lock period lock the whole
 *   account for `lockMinutes`; the member lifts it by the SMS password recovery, staff from the member detail
 *   (a staff account: another administrator setting its password, or `admin:create --reset`).
 * - The right password clears its address's count (and an account lock its own try set); other addresses keep
 *   theirs.
 * - An unknown id answers exactly like a real one (same count messages, the same locks at the same attempts,
 *   counted per id in the rate-limit table), after spending the same hashing time.
 * Every attempt is written to login history.
 */
export async function authenticate(
  deps: AuthDeps,
  input: Domain<LoginRequest> & { ip: string },
): Promise<{ member: MemberRow; loginVO: Domain<LoginVO> }> {
  const { db, policy } = deps;
  const now = deps.now?.() ?? new Date();
  const lockSeconds = policy.lockMinutes * 60;
  const address = lockAddressOf(input.ip);
  const addressKey = `login-fail-ip:${address}`;
  await deps.rateLimit.check(addressKey, policy.maxFailuresPerAddress, lockSeconds);

  const member = await findMemberByEmpNo(db, input.empNo);
  // A place among the password checks in flight, taken before anything is written: a refusal changes nothing.
  const release = deps.passwordChecks ? deps.passwordChecks.gate.tryEnter() : () => {};
  if (!release) throw passwordChecksBusy(deps.passwordChecks?.retryAfterSeconds ?? 5);
  try {
    return await checkCredentials(deps, input, member, { now, lockSeconds, address, addressKey });
  } finally {
    release();
  }
}

async function checkCredentials(
  deps: AuthDeps,
  input: Domain<LoginRequest> & { ip: string },
  member: MemberRow | undefined,
  ctx: { now: Date; lockSeconds: number; address: string; addressKey: string },
): Promise<{ member: MemberRow; loginVO: Domain<LoginVO> }> {
  const { db, policy } = deps;
  const { now, lockSeconds, address, addressKey } = ctx;
  const history = (m: MemberRow | undefined, succeeded: boolean) =>
    insertLoginHistory(db, {
      memberId: m?.memberId ?? null,
      loginId: input.empNo,
      loginNm: m?.empNm ?? '',
      loginMthd: 'I',
      loginIp: input.ip,
      succeeded,
    });

  if (!member || member.empSttus === 'D') {
    await verifyPassword(input.password, await dummyPasswordHash());
    await history(member, false);
    throw await unknownIdAnswer(deps, input.empNo.toLowerCase(), address, addressKey);
  }

  const claim = await claimLoginAttempt(db, {
    memberId: member.memberId,
    address,
    maxFailures: policy.maxFailures,
    lockAddresses: policy.accountLockAddresses,
    lockMs: lockSeconds * 1000,
    now,
  });
  if (claim.kind !== 'claimed') {
    // Locked: refused without looking at the password, so a lock cannot be probed for the right one.
    await history(member, false);
    throw claim.kind === 'account-locked' ? accountLockedError(policy) : addressLockedError(policy);
  }
  if (!(await verifyPassword(input.password, member.passwordHash))) {
    await deps.rateLimit.count(addressKey, lockSeconds);
    await history(member, false);
    if (claim.accountLocked) throw accountLockedError(policy);
    throw claim.addressLocked ? addressLockedError(policy) : wrongPassword(claim.failCount, policy);
  }

  await resetLoginFailures(db, {
    memberId: member.memberId,
    address,
    claimedCount: claim.failCount,
    accountLockedByThisTry: claim.accountLocked,
  });
  await history(member, true);
  return { member, loginVO: toLoginVO(member) };
}

/**
 * The answer to a wrong password for an id nobody holds, the same a real account would give at that attempt:
 * counted per id and address, and per id the addresses that failed (fixed windows of the lock period in the
 * rate-limit table, so such a "lock" may end a little earlier than a real one).
 */
async function unknownIdAnswer(
  deps: AuthDeps,
  id: string,
  address: string,
  addressKey: string,
): Promise<AppError> {
  const { policy, rateLimit } = deps;
  const lockSeconds = policy.lockMinutes * 60;
  const addressesKey = `login-unknown-addresses:${id}`;
  try {
    await rateLimit.check(addressesKey, policy.accountLockAddresses, lockSeconds);
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return accountLockedError(policy);
    throw err;
  }
  const n = await rateLimit.count(`login-unknown:${id}@${address}`, lockSeconds);
  if (n > policy.maxFailures) return addressLockedError(policy);
  await rateLimit.count(addressKey, lockSeconds);
  if (n === 1 && (await rateLimit.count(addressesKey, lockSeconds)) >= policy.accountLockAddresses)
    return accountLockedError(policy);
  return n >= policy.maxFailures ? addressLockedError(policy) : wrongPassword(n, policy);
}

/**
 * Releases every login lock of an account, the whole-account one and each address's, and forgets its failures
 * (decisions 076, 181). For the staff screen of the member detail (pw-lock-init, inside its transaction); false
 * when no such member exists.
 */
export async function unlockMember(db: DbOrTx, memberId: string): Promise<boolean> {
  const member = await findMemberById(db, memberId);
  if (!member) return false;
  await clearLoginLocks(db, memberId);
  return true;
}

/** Writes the logout row of login history (method O). */
export async function recordLogout(db: AppDb, memberId: string, ip: string): Promise<void> {
  const member = await findMemberById(db, memberId);
  await insertLoginHistory(db, {
    memberId,
    loginId: member?.empNo ?? '',
    loginNm: member?.empNm ?? '',
    loginMthd: 'O',
    loginIp: ip,
    succeeded: true,
  });
}

/** The loginVO of the caller's member record, or null when anonymous or gone. */
export async function currentLoginVO(db: AppDb, memberId: string | null): Promise<Domain<LoginVO> | null> {
  if (!memberId) return null;
  const member = await findMemberById(db, memberId);
  return member && member.empSttus !== 'D' ? toLoginVO(member) : null;
}
