import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config/index';
import { BackupFileError, backupEmbedded, readBackup, restoreEmbedded } from './backup';
import { createDb, migrate } from './client';
import { seedDemo } from './seed/demo';

const root = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function serve(dataDir: string, url: string): Promise<string> {
  const app = await buildApp({
    ...testConfig(),
    dataDir,
    storageDir: path.join(dataDir, 'uploads'),
    databaseUrl: undefined,
  });
  try {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  } finally {
    await app.close();
  }
}

describe('embedded database backup and restore', () => {
  it('restores a backup into an empty data folder and the portal serves the same data and files', async () => {
    const source = path.join(root, 'source');
    const h = await createDb({ dataDir: source });
    await migrate(h.db);
    await seedDemo(h.db);
    await h.close();
    mkdirSync(path.join(source, 'uploads', 'ab'), { recursive: true });
    writeFileSync(path.join(source, 'uploads', 'ab', 'file.bin'), Buffer.from([1, 2, 3, 250]));
    const before = await serve(source, '/api/board/notice/list.json?firstIndex=0&recordCountPerPage=10');
    expect(JSON.parse(before).boardTotalCount).toBeGreaterThan(0);

    const file = path.join(root, 'one.ppbak');
    const manifest = await backupEmbedded({
      dataDir: source,
      storageDir: path.join(source, 'uploads'),
      outFile: file,
    });
    expect(manifest.entries.map((e) => e.name)).toEqual(['pglite.tar.gz', 'uploads/ab/file.bin']);

    const target = path.join(root, 'target');
    await restoreEmbedded({ file, dataDir: target, storageDir: path.join(target, 'uploads') });
    expect(readFileSync(path.join(target, 'uploads', 'ab', 'file.bin'))).toEqual(Buffer.from([1, 2, 3, 250]));
    expect(await serve(target, '/api/board/notice/list.json?firstIndex=0&recordCountPerPage=10')).toBe(
      before,
    );

    // An existing database is never replaced without --force.
    await expect(
      restoreEmbedded({ file, dataDir: target, storageDir: path.join(target, 'uploads') }),
    ).rejects.toThrow(/already holds a database/);
  }, 120_000);

  it('refuses a malformed backup before anything is written', async () => {
    const good = path.join(root, 'one.ppbak');
    const bytes = readFileSync(good);
    const cases: [string, Buffer][] = [
      ['not a backup', Buffer.from('hello')],
      ['truncated', bytes.subarray(0, bytes.length - 10)],
      [
        'altered',
        Buffer.concat([bytes.subarray(0, bytes.length - 1), Buffer.from([bytes[bytes.length - 1]! ^ 0xff])]),
      ],
      ['trailing bytes', Buffer.concat([bytes, Buffer.from('x')])],
    ];
    for (const [name, content] of cases) {
      const file = path.join(root, `${name}.ppbak`);
      writeFileSync(file, content);
      expect(() => readBackup(file), name).toThrow(BackupFileError);
      const target = path.join(root, `t-${name.replace(/ /g, '-')}`);
      await expect(
        restoreEmbedded({ file, dataDir: target, storageDir: path.join(target, 'uploads') }),
      ).rejects.toThrow(BackupFileError);
      expect(existsSync(target), name).toBe(false);
    }
  });
});
