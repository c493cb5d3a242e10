import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ko } from '@parking/shared/messages/ko';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { attachments, inquiries } from '../db/schema/content';
import { createLocalStorage } from '../integrations/storage/index';
import { createTestApp } from '../test/harness';
import { postMultipart, SAMPLE_FILES } from '../test/multipart';
import { AppError } from './app-error';
import { storeFiles } from './attachments';
import { checkUpload } from './uploads';

// Disk full for uploads (issue 31 §7), on a real full disk: a 64 KiB tmpfs mounted for this file. Mounting needs
// root (the project's machines run the tests as root); elsewhere these tests are skipped and say why.
const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'parking-full-disk-'));
let skipReason = '';
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (err) {
  skipReason = `cannot mount a small tmpfs here (${(err as Error).message.split('\n')[0]})`;
}
afterAll(() => {
  if (!skipReason) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Every file under `dir` (none may be left behind by a refused upload). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A PNG of `size` bytes (valid signature; the rest is padding): larger than the 64 KiB disk. */
const bigPng = (size: number) =>
  Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(size - SAMPLE_FILES.png.length)]);

describe.skipIf(skipReason !== '')(`uploads on a full disk ${skipReason}`, () => {
  it('the storage answers 507 with the Korean message, logs it for the operator and keeps no partial file', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const storage = createLocalStorage(mountPoint, undefined, {
      error: (obj, msg) => logged.push({ obj, msg }),
    });
    const err = await storage.put(bigPng(200_000), { ext: 'png' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'UPLOAD_STORAGE_FULL',
      status: 507,
      message: ko.errors.UPLOAD_STORAGE_FULL,
    });
    expect(logged).toEqual([
      { obj: expect.objectContaining({ code: 'ENOSPC' }), msg: 'upload storage full: file not saved' },
    ]);
    expect(filesUnder(mountPoint)).toEqual([]);
  });

  it('a question with an attachment: 507 and the message, no question, no attachment row, no file', async () => {
    const t = await createTestApp({ storageDir: mountPoint });
    try {
      const res = await postMultipart(t.app, '/api/inquiry/insert', undefined, {
        writer: '방문자',
        title: '디스크 가득 참',
        content: '첨부가 저장되지 않아야 합니다.',
        nondisclosure: 'true',
        password: 'Secret#2026',
        passwordConfirm: 'Secret#2026',
        files: { filename: '사진.png', content: bigPng(200_000), contentType: 'image/png' },
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ code: 'UPLOAD_STORAGE_FULL', message: ko.errors.UPLOAD_STORAGE_FULL });
      expect((await t.db.select({ n: count() }).from(inquiries))[0]?.n).toBe(0);
      expect((await t.db.select({ n: count() }).from(attachments))[0]?.n).toBe(0);
      expect(filesUnder(mountPoint)).toEqual([]);
      expect(t.serverErrors).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('several files: when a later one does not fit, the ones stored before it are removed too', async () => {
    const t = await createTestApp({ storageDir: mountPoint });
    try {
      const storage = createLocalStorage(mountPoint);
      const files = [bigPng(20_000), bigPng(200_000)].map((bytes, i) => {
        const file = { filename: `${i}.png`, bytes, fieldname: 'files', mimetype: 'image/png' };
        return { file, checked: checkUpload(file, ['png']) };
      });
      const err = await t.db
        .transaction((tx) =>
          storeFiles({ db: tx, storage }, files, { ownerKind: 'notice', ownerId: '1' }, null),
        )
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'UPLOAD_STORAGE_FULL' });
      expect((await t.db.select({ n: count() }).from(attachments))[0]?.n).toBe(0);
      expect(filesUnder(mountPoint)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
