import type { BbsCd, BoardListItem } from '@parking/shared/boards/schemas';
import type { Attachment } from '@parking/shared/content/common';
import { listPageOf } from '../../../components/admin-kit/list-answer';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

// The lists' answers are checked by hand and the other answers' schemas load beside their request (decision 172's
// way): the board lists, kit lists without Mantine, bring no zod on their first visit (decision 226).
const schemas = () => import('@parking/shared/boards/schemas');
const adminBoardViewResponseSchema = () => schemas().then((m) => m.adminBoardViewResponseSchema);
const attachListResponseSchema = () => schemas().then((m) => m.attachListResponseSchema);
const boardActionResponseSchema = () => schemas().then((m) => m.boardActionResponseSchema);
const actionResponseSchema = () =>
  import('@parking/shared/content/common').then((m) => m.actionResponseSchema);

/** GET /api/admin/board/{bbsCd}/list.json with bbsCd notice|faq (spec 3 §7 "Boards"); server paging. */
export function adminBoardListFetcher(bbsCd: BbsCd): ListFetcher<BoardListItem> {
  return async (q, signal) => {
    // read without zod: the list's first visit loads none (listPageOf, decision 226)
    const res = await api.get<unknown>(`/api/admin/board/${bbsCd}/list.json`, {
      params: { ...q, bbsCd },
      signal,
    });
    return listPageOf<BoardListItem>(res, 'boardList', 'boardTotalCount');
  };
}

/** GET /api/admin/board/{bbsCd}/view.json (atclId, bbsCd) → boardView, attachList. */
export function fetchAdminBoardView(bbsCd: BbsCd, atclId: string, signal?: AbortSignal) {
  return api.get(`/api/admin/board/${bbsCd}/view.json`, {
    params: { atclId, bbsCd },
    schema: adminBoardViewResponseSchema,
    signal,
  });
}

/** GET /api/admin/board/{bbsCd}/getAttachList.json (atclId) → attachList. */
export async function fetchAttachList(bbsCd: BbsCd, atclId: string, signal?: AbortSignal) {
  const res = await api.get(`/api/admin/board/${bbsCd}/getAttachList.json`, {
    params: { atclId },
    schema: attachListResponseSchema,
    signal,
  });
  return res.attachList;
}

export interface BoardWriteInput {
  title: string;
  cts: string;
  file: File | null;
}

function multipart(bbsCd: BbsCd, v: BoardWriteInput, atclId?: string): FormData {
  const body = new FormData();
  if (atclId) body.append('atclId', atclId);
  body.append('title', v.title);
  body.append('cts', v.cts);
  body.append('bbsCd', bbsCd);
  if (v.file) body.append('files', v.file, v.file.name);
  return body;
}

/** POST /api/admin/board/{bbsCd}/insertAction.json (multipart title, cts, bbsCd, files). */
export function insertBoard(bbsCd: BbsCd, v: BoardWriteInput) {
  return api.post(`/api/admin/board/${bbsCd}/insertAction.json`, undefined, {
    multipart: multipart(bbsCd, v),
    schema: boardActionResponseSchema,
  });
}

/** POST /api/admin/board/{bbsCd}/updateAction.json (multipart atclId, title, cts, files). */
export function updateBoard(bbsCd: BbsCd, atclId: string, v: BoardWriteInput) {
  return api.post(`/api/admin/board/${bbsCd}/updateAction.json`, undefined, {
    multipart: multipart(bbsCd, v, atclId),
    schema: boardActionResponseSchema,
  });
}

/** POST /api/admin/board/{bbsCd}/deleteAll.json (atclId). */
export function deleteBoard(bbsCd: BbsCd, atclId: string) {
  return api.post(
    `/api/admin/board/${bbsCd}/deleteAll.json`,
    { atclId },
    { schema: boardActionResponseSchema },
  );
}

/** POST /api/admin/board/{bbsCd}/deleteAttachFile.json (filePath, saveNm, atchFileId, fileExt, repoId). */
export function deleteAttachFile(bbsCd: BbsCd, f: Attachment) {
  return api.post(
    `/api/admin/board/${bbsCd}/deleteAttachFile.json`,
    {
      atchFileId: f.atchFileId,
      filePath: f.filePath,
      saveNm: f.saveNm,
      fileExt: f.fileExt,
      repoId: f.repoId,
    },
    { schema: actionResponseSchema },
  );
}
