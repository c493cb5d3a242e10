// Attachments of any owner (notices, FAQ, inquiries, popups, banners, business documents…): files checked
// before anything is written, stored with their owner row in one transaction, found for download, deleted.
import type { Principal } from '@parking/shared/auth/roles';
import type { DownloadQuery } from '@parking/shared/content/common';
import type { DbOrTx } from '../db/client';
import type { FileStorage } from '../integrations/storage/storage';
import { isSafeRef } from '../integrations/storage/storage';
import type { UploadedFile } from '../plugins/multipart';
import { AppError } from './app-error';
import { type AttachmentRow, deleteAttachmentsOf, findAttachmentByStored } from './attachments.repository';
import {
  type CheckedUpload,
  checkUpload,
  removeStoredFiles,
  saveAttachment,
  type UploadType,
} from './uploads';

/** Database and storage, as the services owning attachments use them. */
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
  try {
    for (const f of files) {
      rows.push(
        await saveAttachment(deps, f.file, f.checked, { ...owner, regId: principal?.memberId ?? null }),
      );
    }
  } catch (err) {
    // (a full disk on the third file): the transaction drops the rows, the files stored before it go too
    await removeStoredFiles(deps.storage, rows);
    throw err;
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

/** Database, storage and a transaction runner, as the services owning attachments expect them. */
export interface ContentTxDeps extends ContentDeps {
  transaction: <T>(fn: (d: ContentDeps) => Promise<T>) => Promise<T>;
}

export function contentDeps(app: { db: import('../db/client').AppDb; storage: FileStorage }): ContentTxDeps {
  return {
    db: app.db,
    storage: app.storage,
    transaction: (fn) => app.db.transaction((tx) => fn({ db: tx, storage: app.storage })),
  };
}

/** Inserts an owner row and stores its checked files in one transaction; returns the new id. */
export async function insertWithFiles(
  deps: ContentTxDeps,
  checked: CheckedFile[],
  ownerKind: string,
  principal: Principal | null,
  insertRow: (d: ContentDeps) => Promise<number>,
): Promise<number> {
  return deps.transaction(async (d) => {
    const id = await insertRow(d);
    await storeFiles(d, checked, { ownerKind, ownerId: String(id) }, principal);
    return id;
  });
}

/** Deletes an owner row with its attachments in one transaction, then removes the stored files. */
export async function deleteWithFiles(
  deps: ContentTxDeps,
  ownerKind: string,
  ownerId: number,
  deleteRow: (d: ContentDeps) => Promise<unknown>,
): Promise<void> {
  const removed = await deps.transaction(async (d) => {
    const rows = await deleteAttachmentsOf(d.db, ownerKind, String(ownerId));
    await deleteRow(d);
    return rows;
  });
  await removeStoredFiles(deps.storage, removed);
}
