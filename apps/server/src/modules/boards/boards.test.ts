import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedMember, createMember, createTestApp, login, type TestApp } from '../../test/harness';
import { type multipart, postMultipart, SAMPLE_FILES } from '../../test/multipart';

let t: TestApp;
let admin: CreatedMember;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.db, { empDiv: 'EMP', empNm: '관리자' });
  const member = await createMember(t.db);
  adminCookie = await login(t.app, admin.empNo, admin.password);
  memberCookie = await login(t.app, member.empNo, member.password);
});
afterAll(async () => {
  expect(t.serverErrors).toEqual([]);
  await t.close();
});

const post = (url: string, cookie: string | undefined, fields: Parameters<typeof multipart>[0]) =>
  postMultipart(t.app, url, cookie, fields);

async function count(bbsCd = 'notice'): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/board/${bbsCd}/list.json` });
  return res.json().boardTotalCount;
}

describe('admin boards', () => {
  it('refuses anonymous (401) and members (403) on every admin endpoint', async () => {
    const gets = ['list.json', 'view.json?atclId=1', 'getAttachList.json?atclId=1', 'download.json'];
    const posts = ['insertAction.json', 'updateAction.json', 'deleteAll.json', 'deleteAttachFile.json'];
    for (const bbsCd of ['notice', 'faq']) {
      for (const p of gets) {
        const url = `/api/admin/board/${bbsCd}/${p}`;
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect(
          (await t.app.inject({ method: 'GET', url, headers: { cookie: memberCookie } })).statusCode,
        ).toBe(403);
      }
      for (const p of posts) {
        const url = `/api/admin/board/${bbsCd}/${p}`;
        expect((await post(url, undefined, { title: 'x', cts: '<p>x</p>' })).statusCode).toBe(401);
        expect((await post(url, memberCookie, { title: 'x', cts: '<p>x</p>' })).statusCode).toBe(403);
      }
    }
    expect(await count()).toBe(0);
  });

  it('registers a notice with a PDF, sanitising the body; the visitor finds, opens and downloads it', async () => {
    const res = await post('/api/admin/board/notice/insertAction.json', adminCookie, {
      title: '<b>주차요금</b> 안내',
      cts: '<p onclick="alert(1)">요금 <script>alert(1)</script>안내</p><a href="javascript:alert(1)">x</a>',
      bbsCd: 'notice',
      files: { filename: '요금표 2026.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '00', message: '등록되었습니다.' });
    const atclId = res.json().atclId as number;

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/list.json?searchCondition=1&searchKeyword=${encodeURIComponent('주차요금')}&recordCountPerPage=10&firstIndex=0`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().boardTotalCount).toBe(1);
    const row = list.json().boardList[0];
    expect(row).toMatchObject({
      atclId,
      title: '<b>주차요금</b> 안내',
      regNm: '관리자',
      atchCnt: 1,
      indexNo: 1,
    });
    expect(row.cts).toBeUndefined();

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/view.json?atclId=${atclId}&bbsCd=notice`,
    });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.boardView.cts).toBe('<p>요금 안내</p><a>x</a>');
    expect(body.attachList).toHaveLength(1);
    const file = body.attachList[0];
    expect(file).toMatchObject({
      viewNm: '요금표 2026.pdf',
      fileExt: 'pdf',
      repoId: 'local',
      fileSize: SAMPLE_FILES.pdf.length,
    });
    expect(file.saveNm).not.toContain('요금표');

    const q = new URLSearchParams({
      filePath: file.filePath,
      saveNm: file.saveNm,
      viewNm: file.viewNm,
      fileExt: file.fileExt,
      repoId: file.repoId,
    });
    const dl = await t.app.inject({ method: 'GET', url: `/api/board/notice/download.json?${q}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="___ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('요금표 2026.pdf')}`,
    );
    // the admin download works as well; an FAQ admin download of a notice file does not
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/board/notice/download.json?${q}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/board/faq/download.json?${q}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses path traversal and unknown files in downloads', async () => {
    const base = {
      filePath: '2026/01',
      saveNm: 'a'.repeat(32),
      viewNm: 'x.pdf',
      fileExt: 'pdf',
      repoId: 'local',
    };
    for (const bad of [
      { ...base, filePath: '../../etc' },
      { ...base, saveNm: '../../../etc/passwd' },
      { ...base, fileExt: 'pdf/../../x' },
      { ...base, repoId: '..' },
      { ...base, filePath: '/etc' },
      { ...base, saveNm: '..%2f..%2fpasswd' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/board/notice/download.json?${new URLSearchParams(bad)}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/download.json?${new URLSearchParams(base)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('파일을 찾을 수 없습니다.');
    const missing = await t.app.inject({ method: 'GET', url: '/api/board/notice/download.json' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses spoofed files, oversize files, two files, and bad input — nothing stored', async () => {
    const before = await count();
    const cases = [
      {
        title: '제목',
        cts: '<p>x</p>',
        files: { filename: 'evil.png', content: SAMPLE_FILES.html, contentType: 'image/png' },
      },
      { title: '제목', cts: '<p>x</p>', files: { filename: 'a.html', content: SAMPLE_FILES.html } },
      {
        title: '제목',
        cts: '<p>x</p>',
        files: { filename: 'big.pdf', content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2_000_000)]) },
      },
      {
        title: '제목',
        cts: '<p>x</p>',
        files: [
          { filename: 'a.png', content: SAMPLE_FILES.png },
          { filename: 'b.png', content: SAMPLE_FILES.png },
        ],
      },
      { title: '', cts: '<p>x</p>' },
      { title: '   ', cts: '<p>x</p>' },
      { title: 'x'.repeat(201), cts: '<p>x</p>' },
      { title: 'x'.repeat(1_000_000), cts: '<p>x</p>' },
      { title: '제목', cts: '' },
      { title: '제목', cts: '<p><script>alert(1)</script></p>' },
      { title: '제목', cts: '<p>x</p>', bbsCd: 'faq' },
    ];
    for (const c of cases) {
      const res = await post('/api/admin/board/notice/insertAction.json', adminCookie, c);
      expect(res.statusCode, JSON.stringify(c).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const spoof = await post('/api/admin/board/notice/insertAction.json', adminCookie, cases[0]!);
    expect(spoof.json().message).toBe('jpeg, jpg, png, gif, pdf 형식의 파일만 업로드할 수 있습니다.');
    const big = await post('/api/admin/board/notice/insertAction.json', adminCookie, cases[2]!);
    expect(big.json().message).toBe('최대 2MB까지 업로드할 수 있습니다.');
    const wrongBoard = await post('/api/admin/board/qna/insertAction.json', adminCookie, {
      title: 't',
      cts: '<p>x</p>',
    });
    expect(wrongBoard.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('edits, deletes an attachment, and deletes an article', async () => {
    const created = await post('/api/admin/board/faq/insertAction.json', adminCookie, {
      title: '정기권은 어떻게 신청하나요?',
      cts: '<p>정기권 메뉴에서 신청합니다.</p>',
      files: { filename: '안내.png', content: SAMPLE_FILES.png },
    });
    const atclId = created.json().atclId as number;
    const upd = await post('/api/admin/board/faq/updateAction.json', adminCookie, {
      atclId: String(atclId),
      title: '정기권 신청 방법',
      cts: '<p>수정된 답변</p>',
      files: { filename: '추가.gif', content: SAMPLE_FILES.gif },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ code: '00', message: '수정되었습니다.' });
    const attach = await t.app.inject({
      method: 'GET',
      url: `/api/admin/board/faq/getAttachList.json?atclId=${atclId}`,
      headers: { cookie: adminCookie },
    });
    const files = attach.json().attachList;
    expect(files.map((f: { viewNm: string }) => f.viewNm)).toEqual(['안내.png', '추가.gif']);

    // the FAQ list carries the answer for the accordion
    const faqList = await t.app.inject({ method: 'GET', url: '/api/board/faq/list.json' });
    expect(faqList.json().boardList[0]).toMatchObject({
      title: '정기권 신청 방법',
      cts: '<p>수정된 답변</p>',
    });

    const delFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board/faq/deleteAttachFile.json',
      headers: { cookie: adminCookie },
      payload: { atchFileId: files[0].atchFileId, saveNm: files[0].saveNm },
    });
    expect(delFile.json()).toMatchObject({ code: '00' });
    // a notice route cannot delete a FAQ file
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board/notice/deleteAttachFile.json',
      headers: { cookie: adminCookie },
      payload: { atchFileId: files[1].atchFileId },
    });
    expect(cross.statusCode).toBe(404);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/board/faq/view.json?atclId=${atclId}&bbsCd=faq`,
      headers: { cookie: adminCookie },
    });
    expect(view.json().boardView).toMatchObject({ title: '정기권 신청 방법', updNm: '관리자', hits: 0 });
    expect(view.json().attachList).toHaveLength(1);

    const del = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board/faq/deleteAll.json',
      headers: { cookie: adminCookie },
      payload: { atclId },
    });
    expect(del.json()).toEqual({ code: '00', message: '삭제되었습니다.' });
    const gone = await t.app.inject({ method: 'GET', url: `/api/board/faq/view.json?atclId=${atclId}` });
    expect(gone.statusCode).toBe(404);
    // its files are gone too
    const q = new URLSearchParams({ ...files[1] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/board/notice/download.json?${q}` })).statusCode,
    ).toBe(404);
  });
});

describe('public boards', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (let i = 1; i <= 12; i++) {
      const res = await post('/api/admin/board/notice/insertAction.json', adminCookie, {
        title: i % 2 === 0 ? `짝수 공지 ${i}` : `홀수 공지 ${i}`,
        cts: `<p>본문 ${i} ${i === 3 ? '특별단어' : ''}</p>`,
      });
      ids.push(res.json().atclId);
    }
  });

  it('pages with totals and searches by title, content or both', async () => {
    const total = await count();
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/board/notice/list.json?recordCountPerPage=10&firstIndex=10',
    });
    expect(page2.json().boardTotalCount).toBe(total);
    expect(page2.json().boardList).toHaveLength(total - 10);
    expect(page2.json().boardList[0].indexNo).toBe(total - 10);
    const byTitle = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/list.json?searchCondition=1&searchKeyword=${encodeURIComponent('짝수')}`,
    });
    expect(byTitle.json().boardTotalCount).toBe(6);
    const byContent = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/list.json?searchCondition=2&searchKeyword=${encodeURIComponent('특별단어')}`,
    });
    expect(byContent.json().boardTotalCount).toBe(1);
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/list.json?searchCondition=3&searchKeyword=${encodeURIComponent('특별단어')}`,
    });
    expect(both.json().boardTotalCount).toBe(1);
    const titleOnly = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/list.json?searchCondition=1&searchKeyword=${encodeURIComponent('특별단어')}`,
    });
    expect(titleOnly.json().boardTotalCount).toBe(0);
    const pct = await t.app.inject({ method: 'GET', url: '/api/board/notice/list.json?searchKeyword=%25' });
    expect(pct.json().boardTotalCount).toBe(0);
    for (const bad of [
      'recordCountPerPage=10000',
      'recordCountPerPage=0',
      'firstIndex=-1',
      'searchCondition=9',
      'bbsCd=faq',
      'recordCountPerPage=abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/board/notice/list.json?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/board/qna/list.json' })).statusCode).toBe(400);
  });

  it('counts a hit once per visitor per day and links previous / next within the search', async () => {
    const id = ids[5]!;
    const first = await t.app.inject({ method: 'GET', url: `/api/board/notice/view.json?atclId=${id}` });
    expect(first.json().boardView.hits).toBe(1);
    const setCookie = String(first.headers['set-cookie']);
    const visitor = setCookie.split(';')[0]!;
    expect(visitor).toMatch(/^PPVISITOR=/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/view.json?atclId=${id}`,
      headers: { cookie: visitor },
    });
    expect(again.json().boardView.hits).toBe(1);
    const other = await t.app.inject({ method: 'GET', url: `/api/board/notice/view.json?atclId=${id}` });
    expect(other.json().boardView.hits).toBe(2);
    // admin views do not count
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/board/notice/view.json?atclId=${id}`,
      headers: { cookie: adminCookie },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/board/notice/list.json?recordCountPerPage=100',
    });
    expect(list.json().boardList.find((r: { atclId: number }) => r.atclId === id).hits).toBe(2);

    expect(first.json().boardViewNext).toEqual({ atclId: ids[6], title: '홀수 공지 7' });
    expect(first.json().boardViewPrev).toEqual({ atclId: ids[4], title: '홀수 공지 5' });
    const inSearch = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/view.json?atclId=${id}&searchCondition=1&searchKeyword=${encodeURIComponent('짝수')}`,
      headers: { cookie: visitor },
    });
    expect(inSearch.json().boardViewNext).toEqual({ atclId: ids[7], title: '짝수 공지 8' });
    expect(inSearch.json().boardViewPrev).toEqual({ atclId: ids[3], title: '짝수 공지 4' });
  });

  it('answers unknown, missing and malformed ids with Korean 400/404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/board/notice/view.json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('잘못된 접근입니다.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/board/notice/view.json?atclId=abc' })).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/board/notice/view.json?atclId=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('게시글을 찾을 수 없습니다.');
    // a notice id on the FAQ board is unknown there
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/board/faq/view.json?atclId=${ids[0]}` })).statusCode,
    ).toBe(404);
    const upd = await post('/api/admin/board/notice/updateAction.json', adminCookie, {
      atclId: '999999',
      title: 't',
      cts: '<p>x</p>',
    });
    expect(upd.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board/notice/deleteAll.json',
      headers: { cookie: adminCookie },
      payload: {},
    });
    expect(del.statusCode).toBe(400);
  });
});
