import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { toAppError } from '../plugins/errors';
import { createDb, migrate, newestKnownMigration, SchemaNewerError } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-ops-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('embedded database folder lock', () => {
  it('refuses a second opening of one folder and names the live process holding it', async () => {
    const dir = tempDir();
    const first = await createDb({ dataDir: dir });
    try {
      await expect(createDb({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    // Released on close: the folder opens again.
    const again = await createDb({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('refuses a folder held by another live process and takes over one left by a dead process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(`${dir}.pid`, String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`already open by process ${other.pid}`));
    } finally {
      other.kill('SIGKILL');
    }
    await new Promise((r) => other.once('exit', r));
    const release = acquireDataDirLock(dir);
    release();
  });
});

describe('schema version check', () => {
  it('refuses to start on a database migrated by a newer version, before changing anything', async () => {
    const h = await createDb({ dataDir: 'memory://' });
    try {
      await migrate(h.db);
      const future = newestKnownMigration() + 86_400_000;
      await h.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${future})`,
      );
      await expect(migrate(h.db)).rejects.toThrow(SchemaNewerError);
      await expect(migrate(h.db)).rejects.toThrow(/newer than this version of the portal/);
    } finally {
      await h.close();
    }
  }, 60_000);
});

describe('database unreachable', () => {
  it('maps a refused connection to 503 SERVICE_UNAVAILABLE in the error shape, not 500', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    const err = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeDefined();
    const logged: unknown[] = [];
    const request = { id: 'r1', log: { error: (o: unknown) => logged.push(o), warn: () => {} } };
    const appError = toAppError(err, request as never);
    expect(appError.status).toBe(503);
    expect(appError.toBody()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(logged).toEqual([]);
    // Drizzle wraps driver errors: the cause decides.
    expect(toAppError(new Error('Failed query', { cause: err }), request as never).status).toBe(503);
    expect(toAppError(new Error('something else'), request as never).status).toBe(500);
  });
});
