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

/**
 * Files on the local disk under `root` (STORAGE_DIR, by default <DATA_DIR>/uploads — outside the web
 * root): `<root>/<yyyy>/<mm>/<random hex>.<ext>`. The user's file name is never part of the path.
 */
export function createLocalStorage(root: string, now: () => Date = () => new Date()): FileStorage {
  const base = path.resolve(root);
  const repoId = 'local';
  return {
    async put(bytes, { ext }) {
      const ref: StoredFileRef = { repoId, filePath: monthFolder(now()), saveNm: newSaveNm(), fileExt: ext };
      const full = resolveInside(base, ref, repoId);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o750 });
      await writeFile(full, bytes, { flag: 'wx', mode: 0o640 });
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
