import { maskId } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import type { DownloadQuery } from '@parking/shared/content/common';
import type {
  InquiryAdminResponse,
  InquiryAnswer,
  InquiryInsert,
  InquiryListItem,
  InquiryListResponse,
  InquiryView,
  InquiryViewResponse,
} from '@parking/shared/inquiries/schemas';
import { ko } from '@parking/shared/messages/ko';
import { AppError } from '../../lib/app-error';
import {
  type ContentDeps,
  type ContentTxDeps,
  checkFiles,
  findDownload,
  insertWithFiles,
} from '../../lib/attachments';
import { type AttachmentRow, countAttachments, listAttachments } from '../../lib/attachments.repository';
import { isBlankHtml, sanitizeHtml } from '../../lib/sanitize-html';
import { ATTACHMENT_TYPES, toAttachmentDto } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth';
import { findMemberLabel } from '../members';
import {
  findInquiry,
  findInquiryNeighbours,
  grantInquiry,
  hasGrant,
  type InquiryRow,
  insertInquiry,
  listInquiries,
  purgeGrants,
  saveAnswer,
} from './inquiries.repository';

/** How long a verified password opens a secret question in this browser. */
export const GRANT_MINUTES = 30;
const OWNER_KIND = 'inquiry';

/** Who is asking: the session (if any) and this browser's visitor key (if it has one). */
export interface Viewer {
  principal: Principal | null;
  viewerKey: string | null;
}

function statusOf(row: { answerDttm: Date | null }) {
  return row.answerDttm
    ? { status: 'answered' as const, statusNm: ko.content.inquiry.statusAnswered }
    : { status: 'waiting' as const, statusNm: ko.content.inquiry.statusWaiting };
}

/**
 * The writer as the public pages show it: a member's login id masked as find-id masks it (citizen1 → cit***1),
 * '비회원' as is. Staff see the whole id on the answer screen.
 */
function publicWriter(row: { writer: string }): string {
  return row.writer === ko.content.inquiry.writerNonMember ? row.writer : maskId(row.writer);
}

function toView(row: InquiryRow, writer: string = publicWriter(row)): InquiryView {
  return {
    inquiryId: row.inquiryId,
    title: row.title,
    writer,
    createdate: formatKst(row.createdate),
    content: row.content,
    nondisclosure: row.nondisclosure,
    ...statusOf(row),
  };
}

function toAnswer(row: InquiryRow): InquiryAnswer | null {
  if (!row.answerDttm || row.answerContent === null) return null;
  return {
    inquiryId: row.inquiryId,
    respondent: row.respondent ?? '',
    content: row.answerContent,
    answerDate: formatKst(row.answerDttm),
  };
}

export async function listInquiryBoard(
  deps: ContentDeps,
  page: { recordCountPerPage: number; firstIndex: number },
): Promise<InquiryListResponse> {
  const { rows, total } = await listInquiries(deps.db, {
    limit: page.recordCountPerPage,
    offset: page.firstIndex,
  });
  const counts = await countAttachments(
    deps.db,
    OWNER_KIND,
    rows.map((r) => String(r.inquiryId)),
  );
  const boardList: InquiryListItem[] = rows.map((r, i) => ({
    inquiryId: r.inquiryId,
    indexNo: total - page.firstIndex - i,
    title: r.title,
    writer: publicWriter(r),
    createdate: formatKst(r.createdate),
    nondisclosure: r.nondisclosure,
    ...statusOf(r),
    atchCnt: counts.get(String(r.inquiryId)) ?? 0,
  }));
  return { boardList, boardTotalCount: total };
}

async function load(deps: ContentDeps, inquiryId: number): Promise<InquiryRow> {
  const row = await findInquiry(deps.db, inquiryId);
  if (!row) throw new AppError('INQUIRY_NOT_FOUND', 404);
  return row;
}

/**
 * May this viewer read the question? Open questions: everyone. Secret ones: administrators, the member who
 * wrote it, and a browser that verified the password recently (POST /api/inquiry/pwChk).
 */
async function canRead(deps: ContentDeps, row: InquiryRow, viewer: Viewer, now: Date): Promise<boolean> {
  if (!row.nondisclosure) return true;
  if (viewer.principal?.authorCode === 'ROLE_ADMIN') return true;
  if (viewer.principal && row.writerEsntlId === viewer.principal.memberId) return true;
  if (viewer.viewerKey && (await hasGrant(deps.db, viewer.viewerKey, row.inquiryId, now))) return true;
  return false;
}

async function assertCanRead(deps: ContentDeps, row: InquiryRow, viewer: Viewer, now: Date): Promise<void> {
  if (!(await canRead(deps, row, viewer, now))) throw new AppError('INQUIRY_SECRET', 403);
}

/** Checks a secret question's password; on success this browser may read it for GRANT_MINUTES. */
export async function checkInquiryPassword(
  deps: ContentDeps,
  input: { inquiryId: number; password: string },
  viewerKey: string,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await findInquiry(deps.db, input.inquiryId);
  if (!row?.passwordHash || !row.nondisclosure) {
    // spend the same time whether or not the question exists
    await verifyPassword(input.password, await dummyPasswordHash());
    return false;
  }
  const ok = await verifyPassword(input.password, row.passwordHash);
  if (!ok) return false;
  await purgeGrants(deps.db, now);
  await grantInquiry(deps.db, viewerKey, row.inquiryId, new Date(now.getTime() + GRANT_MINUTES * 60_000));
  return true;
}

export async function insertInquiryQuestion(
  deps: ContentTxDeps,
  body: InquiryInsert,
  files: UploadedFile[],
  principal: Principal | null,
): Promise<{ code: '00'; message: string; inquiryId: number }> {
  const checked = checkFiles(files, ATTACHMENT_TYPES);
  // The writer comes from the session, never from the form.
  const member = principal ? await findMemberLabel(deps.db, principal.memberId) : null;
  const writer = member?.empNo ?? ko.content.inquiry.writerNonMember;
  const passwordHash = body.nondisclosure ? await hashPassword(body.password ?? '') : null;
  const inquiryId = await insertWithFiles(deps, checked, OWNER_KIND, principal, async (d) => {
    const row = await insertInquiry(d.db, {
      title: body.title,
      content: body.content,
      writer,
      writerEsntlId: member ? (principal?.memberId ?? null) : null,
      nondisclosure: body.nondisclosure,
      passwordHash,
    });
    return row.inquiryId;
  });
  return { code: '00', message: ko.content.inquiry.inserted, inquiryId };
}

export async function viewInquiry(
  deps: ContentDeps,
  inquiryId: number,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<InquiryViewResponse> {
  const row = await load(deps, inquiryId);
  await assertCanRead(deps, row, viewer, now);
  const attachments = await listAttachments(deps.db, OWNER_KIND, String(row.inquiryId));
  const { next, prev } = await findInquiryNeighbours(deps.db, row.inquiryId);
  return {
    inquiryView: toView(row),
    attachList: attachments.map(toAttachmentDto),
    answer: toAnswer(row),
    inquiryViewNext: next,
    inquiryViewPrev: prev,
  };
}

export async function adminInquiry(deps: ContentDeps, inquiryId: number): Promise<InquiryAdminResponse> {
  const row = await load(deps, inquiryId);
  const attachments = await listAttachments(deps.db, OWNER_KIND, String(row.inquiryId));
  return {
    result: { inquiry: toView(row, row.writer), answer: toAnswer(row) },
    attachList: attachments.map(toAttachmentDto),
  };
}

export async function answerInquiry(
  deps: ContentDeps,
  input: { inquiryId: number; respondent?: string | undefined; content: string },
  principal: Principal,
  now: Date = new Date(),
): Promise<InquiryAnswer & { code: '00'; message: string }> {
  const content = sanitizeHtml(input.content);
  if (isBlankHtml(content)) {
    throw new AppError(
      'VALIDATION',
      400,
      { content: [ko.validation.required] },
      { message: ko.validation.required },
    );
  }
  await load(deps, input.inquiryId);
  const member = await findMemberLabel(deps.db, principal.memberId);
  const respondent = input.respondent || member?.empNm || '';
  const row = await saveAnswer(deps.db, input.inquiryId, {
    answerContent: content,
    respondent,
    answerEsntlId: principal.memberId,
    answerDttm: now,
  });
  const answer = row ? toAnswer(row) : null;
  if (!answer) throw new AppError('INQUIRY_NOT_FOUND', 404);
  return { ...answer, code: '00', message: ko.content.inquiry.answered };
}

/** A question's attachment, with the same access rule as the question. */
export async function findInquiryDownload(
  deps: ContentDeps,
  query: DownloadQuery,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<AttachmentRow> {
  const file = await findDownload(deps.db, query, [OWNER_KIND]);
  const row = await findInquiry(deps.db, Number(file.ownerId));
  if (!row) throw new AppError('FILE_NOT_FOUND', 404);
  await assertCanRead(deps, row, viewer, now);
  return file;
}
