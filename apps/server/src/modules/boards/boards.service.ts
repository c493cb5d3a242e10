import type { Principal } from '@parking/shared/auth/roles';
import type {
  AdminBoardViewResponse,
  BbsCd,
  BoardInsert,
  BoardListItem,
  BoardListQuery,
  BoardUpdate,
  BoardView,
  BoardViewResponse,
} from '@parking/shared/boards/schemas';
import type { ListPage } from '@parking/shared/common/admin-resource';
import { formatKst, todayKst } from '@parking/shared/common/korea-time';
import type { DownloadQuery } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import { AppError } from '../../lib/app-error';
import {
  type ContentDeps,
  type ContentTxDeps,
  checkFiles,
  deleteWithFiles,
  findDownload,
  insertWithFiles,
  storeFiles,
} from '../../lib/attachments';
import {
  type AttachmentRow,
  countAttachments,
  deleteAttachmentRow,
  findAttachmentById,
  listAttachments,
} from '../../lib/attachments.repository';
import { isBlankHtml, sanitizeHtml } from '../../lib/sanitize-html';
import { ATTACHMENT_TYPES, removeStoredFiles, toAttachmentDto } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { findMemberLabel } from '../members';
import {
  type ArticleRow,
  countHit,
  deleteArticle,
  findArticle,
  findNeighbours,
  insertArticle,
  latestArticles,
  listArticles,
  purgeHits,
  updateArticle,
} from './boards.repository';

/** The path's board must agree with a bbsCd sent in the query or body. */
export function assertSameBoard(pathBbsCd: BbsCd, given: BbsCd | undefined): void {
  if (given !== undefined && given !== pathBbsCd) throw new AppError('WRONG_BBS', 400);
}

function toView(row: ArticleRow, atchCnt: number): BoardView {
  return {
    atclId: row.atclId,
    bbsCd: row.bbsCd as BbsCd,
    title: row.title,
    cts: row.cts,
    regNm: row.regNm,
    regDttm: formatKst(row.regDttm),
    updNm: row.updNm,
    updDttm: formatKst(row.updDttm),
    hits: row.hits,
    atchCnt,
  };
}

/** One page of a board (public and admin lists; the FAQ list carries the answers for its accordion). */
export async function listBoard(
  deps: ContentDeps,
  bbsCd: BbsCd,
  query: BoardListQuery,
): Promise<ListPage<BoardListItem>> {
  const { rows, total } = await listArticles(deps.db, { ...query, bbsCd });
  const counts = await countAttachments(
    deps.db,
    bbsCd,
    rows.map((r) => String(r.atclId)),
  );
  const boardList: BoardListItem[] = rows.map((row, i) => {
    const { cts, ...rest } = toView(row, counts.get(String(row.atclId)) ?? 0);
    return {
      ...rest,
      indexNo: total - query.firstIndex - i,
      ...(bbsCd === 'faq' ? { cts } : {}),
    };
  });
  return { rows: boardList, total };
}

async function loadArticle(deps: ContentDeps, bbsCd: BbsCd, atclId: number): Promise<ArticleRow> {
  const row = await findArticle(deps.db, bbsCd, atclId);
  if (!row) throw new AppError('ARTICLE_NOT_FOUND', 404);
  return row;
}

let lastHitPurge = 0;

/** Public view: counts a hit once per visitor per article per day, with the neighbours of the same search. */
export async function viewBoard(
  deps: ContentDeps,
  bbsCd: BbsCd,
  input: {
    atclId: number;
    searchCondition?: '1' | '2' | '3' | undefined;
    searchKeyword?: string | undefined;
  },
  viewerKey: string,
  now: Date = new Date(),
): Promise<BoardViewResponse> {
  let row = await loadArticle(deps, bbsCd, input.atclId);
  if (await countHit(deps.db, row.atclId, viewerKey, todayKst(now))) row = { ...row, hits: row.hits + 1 };
  if (now.getTime() - lastHitPurge > 3_600_000) {
    lastHitPurge = now.getTime();
    await purgeHits(deps.db, new Date(now.getTime() - 2 * 86_400_000));
  }
  const attachments = await listAttachments(deps.db, bbsCd, String(row.atclId));
  const { next, prev } = await findNeighbours(
    deps.db,
    { bbsCd, searchCondition: input.searchCondition, searchKeyword: input.searchKeyword },
    row.atclId,
  );
  return {
    boardView: toView(row, attachments.length),
    attachList: attachments.map(toAttachmentDto),
    boardViewNext: next,
    boardViewPrev: prev,
  };
}

export async function adminViewBoard(
  deps: ContentDeps,
  bbsCd: BbsCd,
  atclId: number,
): Promise<AdminBoardViewResponse> {
  const row = await loadArticle(deps, bbsCd, atclId);
  const attachments = await listAttachments(deps.db, bbsCd, String(row.atclId));
  return { boardView: toView(row, attachments.length), attachList: attachments.map(toAttachmentDto) };
}

export async function attachListOf(deps: ContentDeps, bbsCd: BbsCd, atclId: number) {
  const row = await loadArticle(deps, bbsCd, atclId);
  const attachments = await listAttachments(deps.db, bbsCd, String(row.atclId));
  return { attachList: attachments.map(toAttachmentDto) };
}

function cleanCts(cts: string): string {
  const clean = sanitizeHtml(cts);
  if (isBlankHtml(clean)) {
    throw new AppError(
      'VALIDATION',
      400,
      { cts: [ko.validation.required] },
      { message: ko.validation.required },
    );
  }
  return clean;
}

async function writerName(deps: ContentDeps, principal: Principal): Promise<string> {
  const m = await findMemberLabel(deps.db, principal.memberId);
  return m?.empNm ?? '';
}

export async function insertBoard(
  deps: ContentTxDeps,
  bbsCd: BbsCd,
  body: BoardInsert,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; atclId: number }> {
  const cts = cleanCts(body.cts);
  const checked = checkFiles(files, ATTACHMENT_TYPES);
  const name = await writerName(deps, principal);
  const atclId = await insertWithFiles(deps, checked, bbsCd, principal, async (d) => {
    const row = await insertArticle(d.db, {
      bbsCd,
      title: body.title,
      cts,
      regId: principal.memberId,
      regNm: name,
    });
    return row.atclId;
  });
  return { code: '00', message: ko.content.board.inserted, atclId };
}

export async function updateBoard(
  deps: ContentTxDeps,
  bbsCd: BbsCd,
  body: BoardUpdate,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; atclId: number }> {
  const cts = cleanCts(body.cts);
  const checked = checkFiles(files, ATTACHMENT_TYPES);
  await loadArticle(deps, bbsCd, body.atclId);
  const name = await writerName(deps, principal);
  await deps.transaction(async (d) => {
    await updateArticle(d.db, body.atclId, {
      title: body.title,
      cts,
      updId: principal.memberId,
      updNm: name,
    });
    await storeFiles(d, checked, { ownerKind: bbsCd, ownerId: String(body.atclId) }, principal);
  });
  return { code: '00', message: ko.content.board.updated, atclId: body.atclId };
}

export async function deleteBoard(
  deps: ContentTxDeps,
  bbsCd: BbsCd,
  atclId: number,
): Promise<{ code: '00'; message: string }> {
  await loadArticle(deps, bbsCd, atclId);
  await deleteWithFiles(deps, bbsCd, atclId, (d) => deleteArticle(d.db, atclId));
  return { code: '00', message: ko.content.board.deleted };
}

export async function deleteBoardAttachment(
  deps: ContentDeps,
  bbsCd: BbsCd,
  input: { atchFileId: string; saveNm?: string | undefined },
): Promise<{ code: '00'; message: string }> {
  const row = await findAttachmentById(deps.db, input.atchFileId);
  if (!row || row.ownerKind !== bbsCd || (input.saveNm !== undefined && input.saveNm !== row.saveNm)) {
    throw new AppError('FILE_NOT_FOUND', 404);
  }
  await deleteAttachmentRow(deps.db, row.atchFileId);
  await removeStoredFiles(deps.storage, [row]);
  return { code: '00', message: ko.content.board.fileDeleted };
}

/** Public download: an attachment of an existing notice or FAQ article. */
export async function findPublicBoardDownload(
  deps: ContentDeps,
  query: DownloadQuery,
): Promise<AttachmentRow> {
  const row = await findDownload(deps.db, query, ['notice', 'faq']);
  const article = await findArticle(deps.db, row.ownerKind, Number(row.ownerId));
  if (!article) throw new AppError('FILE_NOT_FOUND', 404);
  return row;
}

/** Admin download: an attachment of this board. */
export async function findAdminBoardDownload(
  deps: ContentDeps,
  bbsCd: BbsCd,
  query: DownloadQuery,
): Promise<AttachmentRow> {
  return findDownload(deps.db, query, [bbsCd]);
}

/** The latest notices of the main page. */
export async function latestNotices(deps: ContentDeps, limit = 5) {
  const rows = await latestArticles(deps.db, 'notice', limit);
  return rows.map((r) => ({ atclId: r.atclId, title: r.title, regDttm: formatKst(r.regDttm) }));
}
