import type {
  businessMemberUpdateRequestSchema,
  MemberProfile,
  memberDeleteRequestSchema,
} from '@parking/shared/accounts/schemas';
import type { Principal } from '@parking/shared/auth/roles';
import { MEMBER_CATEGORIES, MEMBER_STATUSES, ROLES } from '@parking/shared/auth/roles';
import type { LoginVO } from '@parking/shared/auth/schemas';
import { todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { deleteAttachmentsOf } from '../../lib/attachments.repository';
import { removeStoredFiles } from '../../lib/uploads';
import { assertOwner } from '../../plugins/guards';
import { endSessionsOfMember } from '../../plugins/session.repository';
import { hashPassword, insertLoginHistory, toLoginVO, verifyPassword } from '../auth';
import { discountCodeFor, discountName } from '../reduction';
import { activeMemberByMobile, consumeVerification, lockKey, SIGNUP_WINDOW_MS } from '../signup';
import { anonymiseMember, type MemberRow, memberById, updateMember } from './mypage.repository';

type UpdateInput = Domain<z.output<typeof businessMemberUpdateRequestSchema>>;
type DeleteInput = Domain<z.output<typeof memberDeleteRequestSchema>>;

/** Owner kind of the business-registration document in `attachments`. */
export const MEMBER_DOCUMENT_KIND = 'member-document';

function pick<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The logged-in member's own live record (401 when anonymous, 404 when gone or withdrawn). */
async function ownMember(db: AppDb, principal: Principal | null): Promise<MemberRow> {
  if (!principal) throw new AppError('UNAUTHORIZED', 401);
  const member = await memberById(db, principal.memberId);
  if (!member || member.empSttus === 'D') throw new AppError('NOT_FOUND', 404);
  return member;
}

/** A posted own-id field (empNo / applyId / memberId) must name the caller, else 403. */
function assertSelf(posted: string | undefined, own: string): void {
  if (posted !== undefined && posted !== '' && posted !== own) throw new AppError('FORBIDDEN', 403);
}

/** pw-check: true when `password` is the logged-in member's password (the my-page gate). */
export async function checkOwnPassword(
  db: AppDb,
  principal: Principal | null,
  input: { empNo?: string | undefined; password: string },
): Promise<boolean> {
  const member = await ownMember(db, principal);
  assertSelf(input.empNo, member.empNo);
  return verifyPassword(input.password, member.passwordHash);
}

/** member/view: the profile of spec 2 §3, only of the caller's own record (ROLE_ADMIN: any). */
export async function viewProfile(
  db: AppDb,
  principal: Principal | null,
  applyId: string,
): Promise<Domain<MemberProfile>> {
  assertOwner(principal, applyId);
  const member = await memberById(db, applyId);
  if (!member || member.empSttus === 'D') throw new AppError('NOT_FOUND', 404);
  return {
    empNo: member.empNo,
    empNm: member.empNm,
    memberId: member.memberId,
    empMobile: member.empMobile,
    empTelNo: member.empTelNo,
    plate: member.plate,
    carOwnerNm: member.carOwnerNm,
    carKind: member.carKind,
    zipcode: member.zipcode,
    address: member.address,
    addressDetail: member.addressDetail,
    discountCd: member.discountCd,
    discountNm: await discountName(db, member.discountCd),
    authorCode: pick(ROLES, member.authorCode, 'ROLE_ANONYMOUS'),
    empSttus: pick(MEMBER_STATUSES, member.empSttus, 'A'),
    empDiv: pick(MEMBER_CATEGORIES, member.empDiv, 'USR'),
    companyNm: member.companyNm,
    regDt: todayKst(member.regDttm),
  };
}

/** What member/update needs besides the form: this browser's verification ticket and session. */
export interface UpdateContext {
  /** the PPVERIFY ticket (a changed mobile must have been verified by SMS in this browser) */
  ticketHash: string | null;
  /** the session making the change: it stays; every other session of the member ends on a password change */
  sessionId: string | null;
}

/**
 * member/update: the caller's own profile. A new password needs the current one (400 WRONG_PASSWORD on
 * `currentPassword`) and ends every other session of the member (decision 079). A new mobile number must have
 * been verified by SMS in this browser within 30 minutes and held by nobody else (decision 081). A general
 * member's reduction is re-decided from the registered discount vehicles (the posted discountCd is ignored).
 * One transaction: nothing changes on any refusal.
 */
export async function updateProfile(
  db: AppDb,
  principal: Principal | null,
  input: UpdateInput,
  ctx: UpdateContext,
  now: Date = new Date(),
): Promise<Domain<LoginVO>> {
  const member = await ownMember(db, principal);
  assertSelf(input.applyId, member.memberId);
  assertSelf(input.memberId, member.memberId);
  let passwordHash: string | undefined;
  if (input.password !== '') {
    if (!(await verifyPassword(input.currentPassword, member.passwordHash))) {
      throw new AppError(
        'WRONG_PASSWORD',
        400,
        { currentPassword: [ko.errors.WRONG_PASSWORD] },
        { message: ko.errors.WRONG_PASSWORD },
      );
    }
    passwordHash = await hashPassword(input.password);
  }
  const discountCd =
    member.empDiv === 'USR'
      ? await discountCodeFor(db, { plate: input.plate, carOwnerNm: input.carOwnerNm }, now)
      : member.discountCd;
  const updated = await db.transaction(async (tx) => {
    if (input.empMobile !== member.empMobile) {
      await lockKey(tx, `member-mobile:${input.empMobile}`);
      const holder = await activeMemberByMobile(tx, input.empMobile);
      if (holder && holder.memberId !== member.memberId) {
        throw new AppError(
          'VALIDATION',
          400,
          { empMobile: [ko.accounts.mobileTaken] },
          { message: ko.accounts.mobileTaken },
        );
      }
      const verified =
        ctx.ticketHash !== null &&
        (await consumeVerification(tx, {
          ticketHash: ctx.ticketHash,
          phone: input.empMobile,
          purpose: 'SIGNUP',
          since: new Date(now.getTime() - SIGNUP_WINDOW_MS),
          now,
        }));
      if (!verified) {
        const message = ko.accounts.profile.mobileVerifyRequired;
        throw new AppError('PHONE_NOT_VERIFIED', 400, { empMobile: [message] }, { message });
      }
    }
    const row = await updateMember(
      tx,
      member.memberId,
      {
        empMobile: input.empMobile,
        empTelNo: input.empTelNo,
        plate: input.plate,
        carOwnerNm: input.carOwnerNm,
        carKind: input.carKind,
        discountCd,
        zipcode: input.zipcode,
        address: input.address,
        addressDetail: input.addressDetail,
        ...(passwordHash ? { passwordHash } : {}),
      },
      now,
    );
    if (passwordHash)
      await endSessionsOfMember(tx, member.memberId, now, 'revoked', ctx.sessionId ?? undefined);
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND', 404);
  return toLoginVO(updated);
}

/**
 * member/delete: re-verifies the password (400 WRONG_PASSWORD), anonymises the member (decision 014), ends
 * every session of theirs and writes login history 'O'. The stored business document is removed.
 */
export async function withdraw(
  deps: { db: AppDb; storage: FileStorage },
  principal: Principal | null,
  input: DeleteInput & { ip: string },
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps;
  const member = await ownMember(db, principal);
  assertSelf(input.empNo, member.empNo);
  if (!(await verifyPassword(input.password, member.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 400, { password: [ko.errors.WRONG_PASSWORD] });
  }
  const files = await db.transaction(async (tx) => {
    await anonymiseMember(tx, member, now);
    await endSessionsOfMember(tx, member.memberId, now);
    await insertLoginHistory(tx, {
      memberId: member.memberId,
      loginId: member.empNo,
      loginNm: member.empNm,
      loginMthd: 'O',
      loginIp: input.ip,
      succeeded: true,
    });
    return deleteAttachmentsOf(tx, MEMBER_DOCUMENT_KIND, member.memberId);
  });
  await removeStoredFiles(deps.storage, files);
}
