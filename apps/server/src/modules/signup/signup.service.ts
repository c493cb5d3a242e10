import { randomInt } from 'node:crypto';
import type {
  BusinessSignupRequest,
  businessSignupRequestSchema,
  GeneralSignupRequest,
  generalSignupRequestSchema,
} from '@parking/shared/accounts/schemas';
import { type Domain, wireFieldNames } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth';
import { discountCodeFor, GENERAL_DISCOUNT_CD } from '../reduction';
import {
  activeMemberByMobile,
  consumeVerification,
  ensureMemberAuthorGroups,
  findTicket,
  idUsed,
  insertMember,
  lockKey,
  lotExists,
  markTicketLotApplied,
  memberById,
  replaceBusinessLot,
  setTicketCreatedMember,
} from './signup.repository';
import { SIGNUP_WINDOW_MS } from './verification.service';

type GeneralInput = Domain<z.output<typeof generalSignupRequestSchema>>;
type BusinessInput = Domain<z.output<typeof businessSignupRequestSchema>>;

export type { BusinessSignupRequest, GeneralSignupRequest };

/** How long after a business sign-up its browser may attach the lot with insertParking. */
export const INSERT_PARKING_WINDOW_MS = 30 * 60 * 1000;

/** A new member id in the style of the existing ones: USRCNFRM_ / BSNCNFRM_ + 11 digits. */
function newEsntlId(div: 'USR' | 'BSN'): string {
  return `${div}CNFRM_${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

/** idDplctCnfirmAjax.json: 1 when the id is taken (case-insensitive), else 0. */
export async function idUsedCount(db: AppDb, checkId: string): Promise<0 | 1> {
  return (await idUsed(db, checkId)) ? 1 : 0;
}

/** mobileCk.json: true when no (non-withdrawn) member holds the number. */
export async function mobileAvailable(db: AppDb, empMobile: string): Promise<boolean> {
  return !(await activeMemberByMobile(db, empMobile));
}

/** Throws VALIDATION with the duplicate id / mobile field errors (inside the sign-up transaction). */
async function assertNoDuplicates(
  tx: Parameters<typeof idUsed>[0],
  empNo: string,
  empMobile: string,
  extra: FieldErrors = {},
): Promise<void> {
  await lockKey(tx, `member-id:${empNo.toLowerCase()}`);
  await lockKey(tx, `member-mobile:${empMobile}`);
  const errors: FieldErrors = { ...extra };
  if (await idUsed(tx, empNo)) errors.empNo = [ko.accounts.v.idTaken];
  if (await activeMemberByMobile(tx, empMobile)) errors.empMobile = [ko.accounts.mobileTaken];
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]?.[0];
    throw new AppError('VALIDATION', 400, errors, first ? { message: first } : {});
  }
}

/** A unique-index race lost to a concurrent sign-up is still "duplicate id". */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * General sign-up: ROLE_USER, USR, status P. Requires the SIGNUP verification of the same mobile in this
 * browser within 30 minutes (used up here). discountCd comes from a valid discount-vehicle registration of
 * that car and owner, else DC001. One transaction: nothing is written on any failure.
 */
export async function signupGeneral(
  db: AppDb,
  input: { ticketHash: string | null; body: GeneralInput },
  now: Date = new Date(),
): Promise<{ empNo: string; memberId: string }> {
  const b = input.body;
  const passwordHash = await hashPassword(b.password);
  const memberId = newEsntlId('USR');
  try {
    await db.transaction(async (tx) => {
      await assertNoDuplicates(tx, b.empNo, b.empMobile);
      const verified =
        input.ticketHash !== null &&
        (await consumeVerification(tx, {
          ticketHash: input.ticketHash,
          phone: b.empMobile,
          purpose: 'SIGNUP',
          since: new Date(now.getTime() - SIGNUP_WINDOW_MS),
          now,
        }));
      if (!verified) {
        throw new AppError('PHONE_NOT_VERIFIED', 400, { empMobile: [ko.errors.PHONE_NOT_VERIFIED] });
      }
      await ensureMemberAuthorGroups(tx);
      await insertMember(tx, {
        memberId,
        empNo: b.empNo,
        passwordHash,
        empNm: b.empNm,
        empDiv: 'USR',
        authorCode: 'ROLE_USER',
        empSttus: 'P',
        empMobile: b.empMobile,
        plate: b.empCarNo,
        carOwnerNm: b.carOwnerNm,
        carKind: b.carKind,
        discountCd: await discountCodeFor(tx, { plate: b.empCarNo, carOwnerNm: b.carOwnerNm }, now),
        zipcode: b.zipcode,
        address: b.addr,
        addressDetail: b.addrDetail,
        // staff alone grant the traditional-market discount (updateMarket.json, decision 182)
        marketYn: 'N',
        regDttm: now,
        updDttm: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VALIDATION', 400, { empNo: [ko.accounts.v.idTaken] });
    throw err;
  }
  return { empNo: b.empNo, memberId };
}

/** The optional business-registration document, already checked, stored inside the sign-up transaction. */
export type StoreDocument = (tx: Parameters<typeof insertMember>[0], memberId: string) => Promise<void>;

/**
 * Business sign-up: ROLE_ANONYMOUS, BSN, status A (nothing of ROLE_STORE until staff approve), its lot
 * application and the optional document, in one transaction. Like the general sign-up it needs the SIGNUP
 * verification of the mobile number in this browser within 30 minutes (used up here), so nobody can reserve
 * another person's number (issue 12 §8). The browser's ticket remembers the new
 * member so insertParking may (once, within 30 minutes) attach the lot to it and to nobody else.
 */
export async function signupBusiness(
  db: AppDb,
  input: { ticketHash: string; body: BusinessInput; storeDocument?: StoreDocument },
  now: Date = new Date(),
): Promise<{ empNo: string; memberId: string }> {
  const b = input.body;
  const passwordHash = await hashPassword(b.password);
  const memberId = newEsntlId('BSN');
  try {
    await db.transaction(async (tx) => {
      const lotErrors: FieldErrors = (await lotExists(tx, b.lotId))
        ? {}
        : wireFieldNames({ lotId: [ko.errors.LOT_NOT_FOUND] });
      await assertNoDuplicates(tx, b.empNo, b.empMobile, lotErrors);
      // The number becomes this account's: its owner must have proven it by SMS here (decision 081).
      const verified = await consumeVerification(tx, {
        ticketHash: input.ticketHash,
        phone: b.empMobile,
        purpose: 'SIGNUP',
        since: new Date(now.getTime() - SIGNUP_WINDOW_MS),
        now,
      });
      if (!verified) {
        throw new AppError('PHONE_NOT_VERIFIED', 400, { empMobile: [ko.errors.PHONE_NOT_VERIFIED] });
      }
      await ensureMemberAuthorGroups(tx);
      await insertMember(tx, {
        memberId,
        empNo: b.empNo,
        passwordHash,
        empNm: b.empNm,
        empDiv: 'BSN',
        authorCode: 'ROLE_ANONYMOUS',
        empSttus: 'A',
        empMobile: b.empMobile,
        empTelNo: b.empTelNo,
        discountCd: GENERAL_DISCOUNT_CD,
        zipcode: b.zipcode,
        address: b.addr,
        addressDetail: b.addrDetail,
        // staff alone grant the traditional-market discount (updateMarket.json, decision 182)
        marketYn: 'N',
        companyNm: b.companyNm,
        companyNo: b.companyNo,
        openDt: b.openDt,
        regDttm: now,
        updDttm: now,
      });
      await replaceBusinessLot(tx, memberId, b.lotId);
      await setTicketCreatedMember(tx, input.ticketHash, memberId, now);
      // Last: a stored file is the one thing a rollback cannot take back.
      if (input.storeDocument) await input.storeDocument(tx, memberId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VALIDATION', 400, { empNo: [ko.accounts.v.idTaken] });
    throw err;
  }
  return { empNo: b.empNo, memberId };
}

/**
 * insertParking.json: the lot application of the business member created by THIS browser (ticket) within
 * 30 minutes, still applying (status A), and only once. Anything else is refused, so nobody can attach lots
 * to another account.
 */
export async function insertParking(
  db: AppDb,
  input: { ticketHash: string | null; loginId: string; lotId: number },
  now: Date = new Date(),
): Promise<void> {
  const refuse = () => new AppError('LOT_APPLICATION_REFUSED', 403);
  if (!input.ticketHash) throw refuse();
  const ticket = await findTicket(db, input.ticketHash);
  if (
    !ticket?.createdEmpEsntlId ||
    !ticket.createdMemberAt ||
    ticket.lotAppliedAt !== null ||
    now.getTime() - ticket.createdMemberAt.getTime() > INSERT_PARKING_WINDOW_MS
  ) {
    throw refuse();
  }
  const member = await memberById(db, ticket.createdEmpEsntlId);
  if (!member || member.empNo !== input.loginId || member.empSttus !== 'A' || member.empDiv !== 'BSN') {
    throw refuse();
  }
  if (!(await lotExists(db, input.lotId))) {
    throw new AppError('VALIDATION', 400, wireFieldNames({ lotId: [ko.errors.LOT_NOT_FOUND] }), {
      message: ko.errors.LOT_NOT_FOUND,
    });
  }
  const ticketHash = input.ticketHash;
  await db.transaction(async (tx) => {
    if (!(await markTicketLotApplied(tx, ticketHash, now))) throw refuse();
    await replaceBusinessLot(tx, member.memberId, input.lotId);
  });
}
