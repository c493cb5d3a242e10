import type { Principal } from '@parking/shared/auth/roles';
import type { DownloadQuery } from '@parking/shared/content/common';
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { isSafeRef } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { type CheckedUpload, checkUpload, saveAttachment, type UploadType } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { type AttachmentRow, findAttachmentByStored } from './attachments.repository';

export interface ContentDeps {
  db: DbOrTx;
  storage: FileStorage;
}

/** Files checked up front (before anything is written). */
export interface CheckedFile {
  file: UploadedFile;
  checked: CheckedUpload;
}

export function checkFiles(
  files: UploadedFile[],
  allowed: readonly UploadType[],
  options: { typeMessage?: string } = {},
): CheckedFile[] {
  return files.map((file) => ({
    file,
    checked: checkUpload(file, allowed, { field: file.fieldname || 'files', ...options }),
  }));
}

export async function storeFiles(
  deps: ContentDeps,
  files: CheckedFile[],
  owner: { ownerKind: string; ownerId: string },
  principal: Principal | null,
): Promise<AttachmentRow[]> {
  const rows: AttachmentRow[] = [];
  for (const f of files) {
    rows.push(
      await saveAttachment(deps, f.file, f.checked, { ...owner, regId: principal?.empEsntlId ?? null }),
    );
  }
  return rows;
}

/**
 * The stored attachment named by download parameters, if its owner kind is one of `kinds`.
 * Unsafe parameters (path traversal, odd characters) → 400; unknown → 404. viewNm is not trusted.
 */
export async function findDownload(
  db: DbOrTx,
  query: DownloadQuery,
  kinds: readonly string[],
): Promise<AttachmentRow> {
  const ref = {
    repoId: query.repoId,
    filePath: query.filePath,
    saveNm: query.saveNm,
    fileExt: query.fileExt,
  };
  if (!isSafeRef(ref)) throw new AppError('BAD_REQUEST', 400);
  const row = await findAttachmentByStored(db, ref);
  if (!row || !kinds.includes(row.ownerKind)) throw new AppError('FILE_NOT_FOUND', 404);
  return row;
}

/** Database, storage and a transaction runner, as the content services expect them. */
export interface ContentTxDeps extends ContentDeps {
  transaction: <T>(fn: (d: ContentDeps) => Promise<T>) => Promise<T>;
}

export function contentDeps(app: {
  db: import('../../db/client').AppDb;
  storage: FileStorage;
}): ContentTxDeps {
  return {
    db: app.db,
    storage: app.storage,
    transaction: (fn) => app.db.transaction((tx) => fn({ db: tx, storage: app.storage })),
  };
}
