import {
  GRANTABLE_ROLES,
  type MemberActionAnswer,
  type MemberListQuery,
  type MemberRow,
  type MemberViewResponse,
  maskMobile,
} from '@parking/shared/admin-members/schemas';
import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { formatKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { MARKET_LOT_IDS } from '@parking/shared/web-prepaid/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttachmentRow } from '../../lib/attachments.repository';
import { type AttachmentDto, toAttachmentDto } from '../../lib/uploads';
import { unlockMember } from '../auth';
import { enqueueNotification, type Notifier } from '../notifications';
import { type PiiAccess, recordPiiAccess } from '../pii-access';
import {
  findMemberDetail,
  findMemberState,
  listMemberFiles,
  listMemberLots,
  listMembers,
  type MemberListRecord,
  type MemberState,
  setAuthorCode,
  setBusinessApproval,
  setMarketYn,
} from './admin-members.repository';

export interface AdminMembersDeps {
  db: AppDb;
  /** sends the approval notice at once (the notification service) */
  notifier: Pick<Notifier, 'deliver'>;
  log: { warn(obj: object, msg?: string): void };
}

/** Who is acting and from where (personal-information access records). */
export type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

const t = () => ko.adminMembers;

function statusName(code: string): string {
  return t().status[code] ?? code;
}

function toRow(r: MemberListRecord): Domain<MemberRow> {
  return {
    memberId: r.memberId,
    empNo: r.empNo,
    empNm: r.empNm,
    empDiv: r.empDiv,
    empMobile: maskMobile(r.empMobile),
    plate: r.plate,
    empSttus: r.empSttus,
    empSttusNm: statusName(r.empSttus),
    authorCode: r.authorCode,
    companyNm: r.companyNm,
    companyNo: r.companyNo,
    parkingNm: r.parkingNm,
    marketYn: r.marketYn,
    locked: r.lockedAt !== null,
    regDttm: formatKst(r.regDttm),
  };
}

/** list.json: one page of the general (USR) or business (BSN) list. */
export async function listMemberAdmin(
  deps: AdminMembersDeps,
  q: Domain<MemberListQuery>,
): Promise<ListPage<Domain<MemberRow>>> {
  const window: ListWindow = { firstIndex: q.firstIndex, recordCountPerPage: q.recordCountPerPage };
  const page = await listMembers(deps.db, q.empCd, q, window);
  return { rows: page.rows.map(toRow), total: page.total };
}

function isMarketLot(lotId: number): boolean {
  return MARKET_LOT_IDS.includes(lotId);
}

/** view.json: the profile, lots and documents of a member; the read is recorded. */
export async function viewMember(
  deps: AdminMembersDeps,
  memberId: string,
  actor: Actor,
): Promise<Domain<MemberViewResponse>> {
  const m = await findMemberDetail(deps.db, memberId);
  if (!m) throw new AppError('MEMBER_NOT_FOUND', 404);
  const [lots, files] = await Promise.all([
    listMemberLots(deps.db, memberId),
    listMemberFiles(deps.db, memberId),
  ]);
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: memberId,
    action: 'VIEW',
    target: 'POST /api/member/view.json',
  });
  const grantable = m.empDiv === 'USR' || m.empDiv === 'BSN' ? GRANTABLE_ROLES[m.empDiv] : [];
  return {
    resultVo: {
      memberId: m.memberId,
      empNo: m.empNo,
      empNm: m.empNm,
      empDiv: m.empDiv,
      empMobile: m.empMobile,
      empTelNo: m.empTelNo,
      empEmail: m.empEmail,
      plate: m.plate,
      empCarNo: m.plate,
      carOwnerNm: m.carOwnerNm,
      carKind: m.carKind,
      zipcode: m.zipcode,
      address: m.address,
      addressDetail: m.addressDetail,
      discountCd: m.discountCd,
      discountNm: m.discountNm ?? '',
      parkingNm: lots.map((l) => l.parkingNm).join(', '),
      authorCode: m.authorCode,
      authorNm: m.authorNm ?? m.authorCode,
      empSttus: m.empSttus,
      empSttusNm: statusName(m.empSttus),
      marketYn: m.marketYn,
      companyNm: m.companyNm,
      companyNo: m.companyNo,
      openDt: m.openDt,
      loginFailCount: m.loginFailCount,
      locked: m.lockedAt !== null,
      regDttm: formatKst(m.regDttm),
      updDttm: formatKst(m.updDttm),
      grantableAuthorCodes: [...grantable],
      marketLot: m.empDiv === 'BSN' && lots.some((l) => isMarketLot(l.lotId)),
    },
    mappingList: lots.map((l) => ({
      SECTN_ID: l.lotId,
      PARKING_NM: l.parkingNm,
      WEB_DISCOUNT_DEFAULT_AMT: l.webDiscountDefaultAmt,
      marketLot: isMarketLot(l.lotId),
    })),
    memberFileList: files.map((f): AttachmentDto => toAttachmentDto(f)),
  };
}

/** download.json: one document of one member; the download is recorded. */
export async function downloadMemberFile(
  deps: AdminMembersDeps,
  q: { memberId: string; atchFileId: string },
  actor: Actor,
): Promise<AttachmentRow> {
  const file = (await listMemberFiles(deps.db, q.memberId)).find((f) => f.atchFileId === q.atchFileId);
  if (!file) throw new AppError('MEMBER_FILE_NOT_FOUND', 404);
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: q.memberId,
    action: 'DOWNLOAD',
    target: `GET /api/member/download.json atchFileId=${q.atchFileId}`,
  });
  return file;
}

function answer(
  memberId: string,
  s: MemberState,
  message: string,
  smsSent?: boolean,
): Domain<MemberActionAnswer> {
  return {
    code: '00',
    message,
    memberId,
    resultVo: {
      empSttus: s.empSttus,
      authorCode: s.authorCode,
      marketYn: s.marketYn,
      locked: s.lockedAt !== null,
    },
    ...(smsSent === undefined ? {} : { smsSent }),
  };
}

/**
 * One change and its access record in one transaction: a change never exists without its record. `change`
 * returns null when the member is not there (404) — or throws its own refusal.
 */
async function changeMember(
  deps: AdminMembersDeps,
  memberId: string,
  actor: Actor,
  target: string,
  change: (tx: DbOrTx) => Promise<MemberState | null>,
): Promise<MemberState> {
  return deps.db.transaction(async (tx) => {
    const state = await change(tx);
    if (!state) throw new AppError('MEMBER_NOT_FOUND', 404);
    await recordPiiAccess(tx, { ...actor, subjectId: memberId, action: 'UPDATE', target });
    return state;
  });
}

/** pw-lock-init: the member can log in again with the right password ('적용되었습니다.'). */
export async function releaseLock(
  deps: AdminMembersDeps,
  memberId: string,
  actor: Actor,
): Promise<Domain<MemberActionAnswer>> {
  // the lock policy's own release (modules/auth): staff accounts are not members here (404)
  const s = await changeMember(deps, memberId, actor, 'POST /api/member/pw-lock-init', async (tx) => {
    const state = await findMemberState(tx, memberId);
    if (!state || !(await unlockMember(tx, memberId))) return null;
    return { ...state, lockedAt: null };
  });
  return answer(memberId, s, t().done.applied);
}

/** Sends a queued notice now; false when it did not go out (the outbox says why; it may still go on a retry). */
async function sentNow(deps: AdminMembersDeps, id: number | undefined): Promise<boolean> {
  if (id === undefined) return false;
  try {
    const outcome = await deps.notifier.deliver(id);
    return outcome === 'sent' || outcome === 'fallback_sent';
  } catch (err) {
    // The approval stands; staff are told the text did not go out.
    deps.log.warn({ err: String(err) }, 'member approval notice not sent');
    return false;
  }
}

/**
 * updateSttus.json: approve (A → P, ROLE_STORE) or cancel the approval (P → A, ROLE_ANONYMOUS) of a business
 * member, then an SMS. The member's sessions read the role on every request, so the next request already
 * has (or lacks) the web prepaid screens. A member not in the expected state → 409, nothing changed.
 */
export async function updateBusinessStatus(
  deps: AdminMembersDeps,
  input: { memberId: string; empSttus: 'A' | 'P' },
  actor: Actor,
): Promise<Domain<MemberActionAnswer>> {
  const approve = input.empSttus === 'P';
  const change = approve
    ? { from: 'A', to: 'P', role: 'ROLE_STORE' }
    : { from: 'P', to: 'A', role: 'ROLE_ANONYMOUS' };
  let notice: number | undefined;
  const s = await changeMember(
    deps,
    input.memberId,
    actor,
    `POST /api/member/updateSttus.json ${change.from}→${change.to}`,
    async (tx) => {
      const done = await setBusinessApproval(tx, input.memberId, change);
      if (done) {
        const queued = await enqueueNotification(tx, {
          kind: approve ? 'business_approved' : 'business_approval_cancelled',
          memberId: input.memberId,
          phone: done.empMobile,
          vars: { company: done.companyNm ?? '' },
          eventKey: `member:${input.memberId}:${change.to}:${new Date().toISOString()}`,
        });
        notice = queued.queued ? queued.id : undefined;
        return done;
      }
      const m = await findMemberDetail(tx, input.memberId);
      if (!m) return null;
      if (m.empDiv !== 'BSN') throw new AppError('MEMBER_NOT_BUSINESS', 400);
      throw new AppError('MEMBER_STATUS_CONFLICT', 409);
    },
  );
  const smsSent = await sentNow(deps, notice);
  const message = approve ? t().done.approved : t().done.approvalCancelled;
  return answer(input.memberId, s, smsSent ? message : `${message}${t().done.smsFailed}`, smsSent);
}

/**
 * updateAuth.json: only the groups of decision 120. For a business member the group and the status move
 * together (ROLE_STORE is approval, ROLE_ANONYMOUS its cancellation), with the same SMS.
 */
export async function updateMemberAuth(
  deps: AdminMembersDeps,
  input: { uniqId: string; authorCode: string },
  actor: Actor,
): Promise<Domain<MemberActionAnswer>> {
  const m = await findMemberDetail(deps.db, input.uniqId);
  if (!m || m.empSttus === 'D') throw new AppError('MEMBER_NOT_FOUND', 404);
  const grantable: readonly string[] =
    m.empDiv === 'USR' || m.empDiv === 'BSN' ? GRANTABLE_ROLES[m.empDiv] : [];
  if (!grantable.includes(input.authorCode)) {
    throw new AppError('MEMBER_AUTH_NOT_ALLOWED', 400, { authorCode: [ko.errors.MEMBER_AUTH_NOT_ALLOWED] });
  }
  if (m.empDiv === 'BSN' && m.authorCode !== input.authorCode) {
    return updateBusinessStatus(
      deps,
      { memberId: m.memberId, empSttus: input.authorCode === 'ROLE_STORE' ? 'P' : 'A' },
      actor,
    );
  }
  const s = await changeMember(
    deps,
    m.memberId,
    actor,
    `POST /api/member/updateAuth.json ${input.authorCode}`,
    (tx) => setAuthorCode(tx, m.memberId, input.authorCode),
  );
  return answer(m.memberId, s, t().done.authChanged);
}

/**
 * updateMarket.json: the traditional-market discount (Y approve, N cancel) of a business member mapped to a
 * market lot (4 or 217); the web prepaid screens offer the free extra time only while it is Y.
 */
export async function updateMarket(
  deps: AdminMembersDeps,
  input: { memberId: string; marketYn: 'Y' | 'N' },
  actor: Actor,
): Promise<Domain<MemberActionAnswer>> {
  const m = await findMemberDetail(deps.db, input.memberId);
  if (!m) throw new AppError('MEMBER_NOT_FOUND', 404);
  if (m.empDiv !== 'BSN') throw new AppError('MEMBER_NOT_BUSINESS', 400);
  const lots = await listMemberLots(deps.db, m.memberId);
  if (!lots.some((l) => isMarketLot(l.lotId))) throw new AppError('MARKET_NOT_MAPPED', 400);
  const s = await changeMember(
    deps,
    m.memberId,
    actor,
    `POST /api/member/updateMarket.json marketYn=${input.marketYn}`,
    (tx) => setMarketYn(tx, m.memberId, input.marketYn),
  );
  return answer(m.memberId, s, t().done.applied);
}
