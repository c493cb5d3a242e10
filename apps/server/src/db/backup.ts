import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { newestKnownMigration } from './client';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * Backups of the embedded database: one file holding a manifest, PGlite's data-dir dump and the uploaded files.
 * Format: the line `PPBACKUP1`, one line of JSON (entries with name, size and SHA-256), then the entries' bytes
 * in order. A restore checks every size and hash before it writes anything.
 */
const MAGIC = 'PPBACKUP1\n';
const DB_ENTRY = 'pglite.tar.gz';

interface Entry {
  name: string;
  size: number;
  sha256: string;
}
interface Manifest {
  createdAt: string;
  newestMigration: number;
  entries: Entry[];
}

/** A backup file that cannot be restored (wrong format, truncated, altered). */
export class BackupFileError extends Error {}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(full, base));
    else if (e.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/**
 * Writes a backup of `<dataDir>/pglite` and `storageDir` to `outFile`. The server must be stopped (the folder
 * lock refuses otherwise). Returns the manifest.
 */
export async function backupEmbedded(opts: {
  dataDir: string;
  storageDir: string;
  outFile: string;
}): Promise<Manifest> {
  const pgDir = path.join(opts.dataDir, 'pglite');
  if (!existsSync(pgDir)) throw new BackupFileError(`no embedded database in ${pgDir}`);
  const release = acquireDataDirLock(pgDir);
  const parts: [string, Buffer][] = [];
  try {
    const db = new PGlite(pgDir);
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      parts.push([DB_ENTRY, Buffer.from(await dump.arrayBuffer())]);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
  for (const rel of listFiles(opts.storageDir))
    parts.push([`uploads/${rel}`, readFileSync(path.join(opts.storageDir, rel))]);
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    newestMigration: newestKnownMigration(),
    entries: parts.map(([name, b]) => ({ name, size: b.length, sha256: sha256(b) })),
  };
  const tmp = `${opts.outFile}.partial`;
  writeFileSync(
    tmp,
    Buffer.concat([
      Buffer.from(MAGIC),
      Buffer.from(`${JSON.stringify(manifest)}\n`),
      ...parts.map(([, b]) => b),
    ]),
  );
  renameSync(tmp, opts.outFile);
  return manifest;
}

/** Reads and verifies a backup file completely; throws BackupFileError on any defect. */
export function readBackup(file: string): { manifest: Manifest; parts: Map<string, Buffer> } {
  const buf = readFileSync(file);
  if (buf.subarray(0, MAGIC.length).toString('latin1') !== MAGIC)
    throw new BackupFileError('not a portal backup file');
  const nl = buf.indexOf(10, MAGIC.length);
  if (nl < 0) throw new BackupFileError('backup manifest missing');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(buf.subarray(MAGIC.length, nl).toString('utf8')) as Manifest;
  } catch {
    throw new BackupFileError('backup manifest unreadable');
  }
  if (!Array.isArray(manifest.entries) || manifest.entries[0]?.name !== DB_ENTRY)
    throw new BackupFileError('backup manifest has no database entry');
  const parts = new Map<string, Buffer>();
  let at = nl + 1;
  for (const e of manifest.entries) {
    const safe =
      typeof e.name === 'string' &&
      (e.name === DB_ENTRY || /^uploads\/(?!.*(^|\/)\.\.(\/|$))[^\0]+$/.test(e.name)) &&
      !path.isAbsolute(e.name);
    if (!safe || !Number.isSafeInteger(e.size) || e.size < 0)
      throw new BackupFileError(`bad entry ${String(e.name)}`);
    const part = buf.subarray(at, at + e.size);
    if (part.length !== e.size) throw new BackupFileError('backup file truncated');
    if (sha256(part) !== e.sha256) throw new BackupFileError(`checksum mismatch in ${e.name}`);
    parts.set(e.name, part);
    at += e.size;
  }
  if (at !== buf.length) throw new BackupFileError('unexpected bytes after the last entry');
  if (manifest.newestMigration > newestKnownMigration())
    throw new BackupFileError('the backup comes from a newer version of the portal');
  return { manifest, parts };
}

/**
 * Restores a verified backup into `dataDir` (must hold no embedded database unless `force`) and `storageDir`.
 * Nothing is written before the whole file has been verified; the database is loaded into a fresh folder and
 * swapped in only once PGlite opened it.
 */
export async function restoreEmbedded(opts: {
  file: string;
  dataDir: string;
  storageDir: string;
  force?: boolean;
}): Promise<Manifest> {
  const { manifest, parts } = readBackup(opts.file);
  const pgDir = path.join(opts.dataDir, 'pglite');
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0 && !opts.force)
    throw new BackupFileError(`${pgDir} already holds a database (use --force to replace it)`);
  mkdirSync(opts.dataDir, { recursive: true });
  const staging = path.join(opts.dataDir, `pglite.restore-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const db = await PGlite.create(staging, { loadDataDir: new Blob([parts.get(DB_ENTRY)!]) });
  await db.query('select 1');
  await db.close();
  if (existsSync(pgDir)) {
    const release = acquireDataDirLock(pgDir);
    release();
    rmSync(pgDir, { recursive: true, force: true });
  }
  renameSync(staging, pgDir);
  const storageRoot = path.resolve(opts.storageDir);
  for (const [name, b] of parts) {
    if (name === DB_ENTRY) continue;
    const target = path.resolve(storageRoot, name.slice('uploads/'.length));
    if (!target.startsWith(storageRoot + path.sep)) throw new BackupFileError(`bad entry ${name}`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, b);
  }
  return manifest;
}

/** Size of a file in bytes (for the CLI's report). */
export const fileSize = (file: string) => statSync(file).size;
