import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createMemoryStorage, isSafeRef } from '../integrations/storage/index';
import { SAMPLE_FILES } from '../test/multipart';
import { AppError } from './app-error';
import { ATTACHMENT_TYPES, checkUpload, contentDisposition, detectKind, IMAGE_TYPES } from './uploads';

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('checkUpload', () => {
  it('accepts each allowed kind when name and content agree', () => {
    expect(checkUpload({ filename: '사진.png', bytes: SAMPLE_FILES.png }, ATTACHMENT_TYPES)).toMatchObject({
      ext: 'png',
      kind: 'png',
      viewNm: '사진.png',
    });
    expect(checkUpload({ filename: 'a.JPG', bytes: SAMPLE_FILES.jpeg }, ATTACHMENT_TYPES).ext).toBe('jpg');
    expect(checkUpload({ filename: 'a.jpeg', bytes: SAMPLE_FILES.jpeg }, ATTACHMENT_TYPES).kind).toBe('jpeg');
    expect(checkUpload({ filename: 'a.gif', bytes: SAMPLE_FILES.gif }, ATTACHMENT_TYPES).kind).toBe('gif');
    expect(checkUpload({ filename: '안내문.pdf', bytes: SAMPLE_FILES.pdf }, ATTACHMENT_TYPES).kind).toBe(
      'pdf',
    );
  });

  it('refuses an HTML file named .png (content decides)', () => {
    const e = refusal(() => checkUpload({ filename: 'evil.png', bytes: SAMPLE_FILES.html }, IMAGE_TYPES));
    expect(e.status).toBe(400);
    expect(e.message).toBe('PNG/JPEG/GIF 형식만 가능합니다.');
  });

  it('refuses a PNG named .pdf, a PDF where images are wanted, and unknown extensions', () => {
    expect(
      refusal(() => checkUpload({ filename: 'a.pdf', bytes: SAMPLE_FILES.png }, ATTACHMENT_TYPES)).code,
    ).toBe('UPLOAD_TYPE');
    expect(refusal(() => checkUpload({ filename: 'a.pdf', bytes: SAMPLE_FILES.pdf }, IMAGE_TYPES)).code).toBe(
      'UPLOAD_TYPE',
    );
    expect(
      refusal(() => checkUpload({ filename: 'a.html', bytes: SAMPLE_FILES.html }, ATTACHMENT_TYPES)).code,
    ).toBe('UPLOAD_TYPE');
    expect(
      refusal(() => checkUpload({ filename: 'noext', bytes: SAMPLE_FILES.png }, ATTACHMENT_TYPES)).code,
    ).toBe('UPLOAD_TYPE');
  });

  it('refuses more than 2,000,000 bytes with the spec message and accepts exactly 2,000,000', () => {
    const big = Buffer.alloc(2_000_001);
    SAMPLE_FILES.pdf.copy(big);
    const e = refusal(() => checkUpload({ filename: 'a.pdf', bytes: big }, ATTACHMENT_TYPES));
    expect(e.message).toBe('최대 2MB까지 업로드할 수 있습니다.');
    expect(checkUpload({ filename: 'a.pdf', bytes: big.subarray(0, 2_000_000) }, ATTACHMENT_TYPES).size).toBe(
      2_000_000,
    );
  });

  it('keeps only the last segment of a path-like name', () => {
    expect(
      checkUpload({ filename: '..\\..\\x/../공지.pdf', bytes: SAMPLE_FILES.pdf }, ATTACHMENT_TYPES).viewNm,
    ).toBe('공지.pdf');
  });

  it('detects kinds by magic bytes only', () => {
    expect(detectKind(Buffer.from('GIF87a'))).toBe('gif');
    expect(detectKind(Buffer.from('%PDF'))).toBeNull();
    expect(detectKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('keeps Korean names in filename* and gives an ASCII fallback', () => {
    const h = contentDisposition('주차 안내(2026).pdf');
    expect(h).toBe(
      `attachment; filename="__ __(2026).pdf"; filename*=UTF-8''%EC%A3%BC%EC%B0%A8%20%EC%95%88%EB%82%B4%282026%29.pdf`,
    );
    expect(contentDisposition('a"b;\r\nc.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%3Bc.pdf`,
    );
  });
});

describe('storage', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('local: stores under a random name inside the root, reads and deletes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parking-storage-'));
    dirs.push(dir);
    const storage = createLocalStorage(dir);
    const ref = await storage.put(SAMPLE_FILES.pdf, { ext: 'pdf' });
    expect(ref.repoId).toBe('local');
    expect(ref.saveNm).toMatch(/^[0-9a-f]{32}$/);
    expect(await storage.get(ref)).toEqual(SAMPLE_FILES.pdf);
    await storage.delete(ref);
    expect(await storage.get(ref)).toBeNull();
  });

  it('refuses path traversal in every part of a ref', async () => {
    for (const storage of [createLocalStorage(os.tmpdir()), createMemoryStorage()]) {
      const good = { repoId: 'local', filePath: '2026/01', saveNm: 'a'.repeat(32), fileExt: 'pdf' };
      for (const bad of [
        { ...good, repoId: '../local' },
        { ...good, filePath: '../../etc' },
        { ...good, filePath: '/etc' },
        { ...good, filePath: '2026/../..' },
        { ...good, saveNm: '../passwd' },
        { ...good, saveNm: 'a/b' },
        { ...good, fileExt: 'pdf/../../x' },
        { ...good, fileExt: '' },
        { ...good, saveNm: 'aaaaaaaa\u0000' },
      ]) {
        expect(isSafeRef(bad)).toBe(false);
        await expect(storage.get(bad)).rejects.toBeInstanceOf(AppError);
      }
      expect(isSafeRef(good)).toBe(true);
      expect(await storage.get(good)).toBeNull();
    }
  });
});
