/**
 * Where uploaded files live. A stored file is addressed by four parts, the same the legacy download
 * endpoints carry (repoId, filePath, saveNm, fileExt); none of them ever comes from the user's file name.
 */
export interface StoredFileRef {
  /** which storage holds it ('local') */
  repoId: string;
  /** folder inside the storage, e.g. '2026/05' */
  filePath: string;
  /** random stored name (hex) */
  saveNm: string;
  /** lower-case extension without dot */
  fileExt: string;
}

export interface FileStorage {
  /** Stores the bytes under a new random name. */
  put(bytes: Buffer, options: { ext: string }): Promise<StoredFileRef>;
  /** The bytes of a stored file, or null when it does not exist. Throws AppError 400 for unsafe refs. */
  get(ref: StoredFileRef): Promise<Buffer | null>;
  /** Removes a stored file (no error when it is already gone). */
  delete(ref: StoredFileRef): Promise<void>;
}

const REPO_ID = /^[a-z][a-z0-9_-]{0,30}$/;
const FILE_PATH = /^[A-Za-z0-9_-]{1,40}(\/[A-Za-z0-9_-]{1,40}){0,4}$/;
const SAVE_NM = /^[A-Za-z0-9_-]{8,80}$/;
const FILE_EXT = /^[a-z0-9]{1,10}$/;

/**
 * True when every part of a ref is of the expected shape: no dots, no slashes outside filePath,
 * no '..', no absolute paths, no NUL bytes. Download parameters are checked with this before any lookup.
 */
export function isSafeRef(ref: Partial<Record<keyof StoredFileRef, unknown>>): ref is StoredFileRef {
  return (
    typeof ref.repoId === 'string' &&
    REPO_ID.test(ref.repoId) &&
    typeof ref.filePath === 'string' &&
    FILE_PATH.test(ref.filePath) &&
    typeof ref.saveNm === 'string' &&
    SAVE_NM.test(ref.saveNm) &&
    typeof ref.fileExt === 'string' &&
    FILE_EXT.test(ref.fileExt)
  );
}
