import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { type FileStorage, isSafeRef, type StoredFileRef } from './storage';

function monthFolder(now: Date): string {
  return `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
}

function newSaveNm(): string {
  return randomBytes(16).toString('hex');
}

/** Resolves a ref inside `root`, refusing anything unsafe (400) or outside the root. */
function resolveInside(root: string, ref: StoredFileRef, repoId: string): string {
  if (!isSafeRef(ref) || ref.repoId !== repoId) throw new AppError('BAD_REQUEST', 400);
  const full = path.resolve(root, ref.filePath, `${ref.saveNm}.${ref.fileExt}`);
  const rel = path.relative(root, full);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new AppError('BAD_REQUEST', 400);
  return full;
}

/** Errors of a disk that has no room left for the file (full, or the user's quota reached). */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** Where the storage reports what an operator must act on (pino-compatible). */
export interface StorageLog {
  error(obj: object, msg: string): void;
}

/**
 * Files on the local disk under `root` (STORAGE_DIR, by default <DATA_DIR>/uploads — outside the web
 * root): `<root>/<yyyy>/<mm>/<random hex>.<ext>`. The user's file name is never part of the path.
 * A full disk answers 507 UPLOAD_STORAGE_FULL (logged for the operator); a write cut short leaves no file.
 */
export function createLocalStorage(
  root: string,
  now: () => Date = () => new Date(),
  log?: StorageLog,
): FileStorage {
  const base = path.resolve(root);
  const repoId = 'local';
  return {
    async put(bytes, { ext }) {
      const ref: StoredFileRef = { repoId, filePath: monthFolder(now()), saveNm: newSaveNm(), fileExt: ext };
      const full = resolveInside(base, ref, repoId);
      try {
        await mkdir(path.dirname(full), { recursive: true, mode: 0o750 });
        await writeFile(full, bytes, { flag: 'wx', mode: 0o640 });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        // part of the file may be on disk (opened, then the disk filled up): remove it (never another file)
        if (code !== 'EEXIST') await rm(full, { force: true }).catch(() => {});
        if (!NO_SPACE.has(code)) throw err;
        log?.error({ code, storageDir: base, bytes: bytes.length }, 'upload storage full: file not saved');
        throw new AppError('UPLOAD_STORAGE_FULL', 507);
      }
      return ref;
    },
    async get(ref) {
      const full = resolveInside(base, ref, repoId);
      try {
        return await readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(ref) {
      const full = resolveInside(base, ref, repoId);
      await rm(full, { force: true });
    },
  };
}

/** The same contract in memory (tests and DATA_DIR=memory://). */
export function createMemoryStorage(now: () => Date = () => new Date()): FileStorage {
  const files = new Map<string, Buffer>();
  const repoId = 'local';
  const key = (ref: StoredFileRef) => {
    if (!isSafeRef(ref) || ref.repoId !== repoId) throw new AppError('BAD_REQUEST', 400);
    return `${ref.filePath}/${ref.saveNm}.${ref.fileExt}`;
  };
  return {
    async put(bytes, { ext }) {
      const ref: StoredFileRef = { repoId, filePath: monthFolder(now()), saveNm: newSaveNm(), fileExt: ext };
      files.set(key(ref), Buffer.from(bytes));
      return ref;
    },
    async get(ref) {
      return files.get(key(ref)) ?? null;
    },
    async delete(ref) {
      files.delete(key(ref));
    },
  };
}
