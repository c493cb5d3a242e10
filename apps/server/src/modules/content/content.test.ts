import { formatKst } from '@parking/shared/common/korea-time';
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

const today = formatKst(new Date()).slice(0, 10);
const popup = (over: Partial<Record<string, string>> = {}) => ({
  title: '오늘의 팝업',
  openDateString: today,
  closeDateString: `${today} 23:59:59`,
  useYn: 'Y',
  posX: '500',
  posY: '100',
  sizeX: '540',
  sizeY: '540',
  linkUrl: '',
  popupContents: '<p>안내<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
  ...over,
});

describe('admin guards', () => {
  it('refuses anonymous (401) and members (403) on popup, banner and editor endpoints', async () => {
    const gets = [
      '/api/admin/popup/list.json',
      '/api/admin/popup/view.json?popupId=1',
      '/api/admin/popup/download.json',
      '/api/admin/banner/list.json',
      '/api/admin/banner/view.json?bannerId=1',
      '/api/admin/banner/download.json',
    ];
    const posts = [
      '/api/admin/popup/insertAction.json',
      '/api/admin/popup/updateAction.json',
      '/api/admin/popup/delete.json',
      '/api/admin/banner/insertAction.json',
      '/api/admin/banner/updateAction.json',
      '/api/admin/banner/delete.json',
      '/api/ckeditor/upload/image',
    ];
    for (const url of gets) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: memberCookie } })).statusCode,
        url,
      ).toBe(403);
    }
    for (const url of posts) {
      expect((await post(url, undefined, popup())).statusCode, url).toBe(401);
      expect((await post(url, memberCookie, popup())).statusCode, url).toBe(403);
    }
  });
});

describe('popups', () => {
  it('registers a popup (close date 23:59:59, HTML sanitised) that shows on the main page', async () => {
    const res = await post('/api/admin/popup/insertAction.json', adminCookie, popup());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '00', message: '등록되었습니다.' });
    const popupId = res.json().popupId;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/popup/view.json?popupId=${popupId}`,
      headers: { cookie: adminCookie },
    });
    expect(view.json().popupView).toMatchObject({
      openDate: `${today} 00:00:00`,
      closeDate: `${today} 23:59:59`,
      popupContents: '<p>안내</p>',
      useYn: 'Y',
      useYnNm: '사용',
    });
    const main = await t.app.inject({ method: 'GET', url: '/api/main/content.json' });
    expect(main.statusCode).toBe(200);
    expect(main.json().popups.map((p: { popupId: number }) => p.popupId)).toContain(popupId);

    // not in use, or out of its period → not shown
    const off = await post(
      '/api/admin/popup/insertAction.json',
      adminCookie,
      popup({ title: '미사용', useYn: 'N' }),
    );
    const past = await post(
      '/api/admin/popup/insertAction.json',
      adminCookie,
      popup({ title: '지난', openDateString: '2020-01-01', closeDateString: '2020-01-31' }),
    );
    const main2 = await t.app.inject({ method: 'GET', url: '/api/main/content.json' });
    const shown = main2.json().popups.map((p: { popupId: number }) => p.popupId);
    expect(shown).not.toContain(off.json().popupId);
    expect(shown).not.toContain(past.json().popupId);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/popup/list.json?searchCondition=1&searchKeyword=${encodeURIComponent('미사용')}`,
      headers: { cookie: adminCookie },
    });
    expect(list.json().popupTotalCount).toBe(1);
    expect(list.json().popupList[0]).toMatchObject({ title: '미사용', useYnNm: '미사용' });

    const upd = await post(
      '/api/admin/popup/updateAction.json',
      adminCookie,
      popup({ popupId: String(off.json().popupId), useYn: 'Y', title: '이제 사용' }),
    );
    expect(upd.json()).toMatchObject({ code: '00', message: '수정되었습니다.' });
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/admin/popup/delete.json',
      headers: { cookie: adminCookie },
      payload: { popupId: past.json().popupId },
    });
    expect(del.json()).toEqual({ code: '00', message: '삭제되었습니다.' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/popup/view.json?popupId=${past.json().popupId}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad popups (height over 640 with the spec message) and stores nothing', async () => {
    const count = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/popup/list.json',
          headers: { cookie: adminCookie },
        })
      ).json().popupTotalCount;
    const before = await count();
    const tall = await post('/api/admin/popup/insertAction.json', adminCookie, popup({ sizeY: '641' }));
    expect(tall.statusCode).toBe(400);
    expect(tall.json().fieldErrors.sizeY).toEqual(['가로값은 640을 넘게 하지 말아주세요.']);
    for (const bad of [
      { title: '' },
      { title: 'x'.repeat(201) },
      { openDateString: '2026-02-30' },
      { openDateString: 'tomorrow' },
      { openDateString: '2026-05-02', closeDateString: '2026-05-01' },
      { useYn: 'X' },
      { posX: '' },
      { sizeX: '-1' },
      { linkUrl: 'javascript:alert(1)' },
    ]) {
      const res = await post('/api/admin/popup/insertAction.json', adminCookie, popup(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const spoof = await post('/api/admin/popup/insertAction.json', adminCookie, {
      ...popup(),
      files: { filename: 'a.png', content: SAMPLE_FILES.html },
    });
    expect(spoof.json().message).toBe('PNG/JPEG/GIF 형식만 가능합니다.');
    expect(await count()).toBe(before);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/popup/view.json',
          headers: { cookie: adminCookie },
        })
      ).json().message,
    ).toBe('잘못된 접근입니다.');
  });
});

describe('banners', () => {
  it('registers banners with one image, lists them by order and serves the image on the main page', async () => {
    const second = await post('/api/admin/banner/insertAction.json', adminCookie, {
      title: '두번째 배너',
      useYn: 'Y',
      linkUrl: 'https://www.icheon.go.kr',
      bannerContents: '<p onmouseover="x()">설명</p>',
      bannerOrder: '2',
      files: { filename: '배너2.png', content: SAMPLE_FILES.png },
    });
    expect(second.statusCode).toBe(200);
    const first = await post('/api/admin/banner/insertAction.json', adminCookie, {
      title: '첫번째 배너',
      useYn: 'Y',
      linkUrl: '',
      bannerContents: '',
      bannerOrder: '1',
      files: { filename: 'b.gif', content: SAMPLE_FILES.gif },
    });
    await post('/api/admin/banner/insertAction.json', adminCookie, {
      title: '숨은 배너',
      useYn: 'N',
      linkUrl: '',
      bannerContents: '',
      bannerOrder: '0',
    });
    const main = await t.app.inject({ method: 'GET', url: '/api/main/content.json' });
    const banners = main.json().banners;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['첫번째 배너', '두번째 배너']);
    expect(banners[1]).toMatchObject({
      bannerContents: '<p>설명</p>',
      imageUrl: `/api/main/banner/${second.json().bannerId}/image`,
    });
    const img = await t.app.inject({ method: 'GET', url: banners[1].imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/banner/list.json?recordCountPerPage=2&firstIndex=0',
      headers: { cookie: adminCookie },
    });
    expect(list.json().bannerTotalCount).toBe(3);
    expect(list.json().bannerList).toHaveLength(2);

    // a new image replaces the old one
    const upd = await post('/api/admin/banner/updateAction.json', adminCookie, {
      bannerId: String(first.json().bannerId),
      title: '첫번째 배너',
      useYn: 'Y',
      linkUrl: '',
      bannerContents: '',
      bannerOrder: '1',
      files: { filename: 'c.jpg', content: SAMPLE_FILES.jpeg },
    });
    expect(upd.json().code).toBe('00');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/banner/view.json?bannerId=${first.json().bannerId}`,
      headers: { cookie: adminCookie },
    });
    expect(view.json().attachList.map((f: { viewNm: string }) => f.viewNm)).toEqual(['c.jpg']);
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/admin/banner/download.json?${new URLSearchParams(view.json().attachList[0])}`,
      headers: { cookie: adminCookie },
    });
    expect(dl.statusCode).toBe(200);

    const del = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banner/delete.json',
      headers: { cookie: adminCookie },
      payload: { bannerId: first.json().bannerId },
    });
    expect(del.json().code).toBe('00');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/main/banner/${first.json().bannerId}/image` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad banners', async () => {
    for (const bad of [
      { title: 't', useYn: 'Y', bannerOrder: '100' },
      { title: 't', useYn: 'Y', bannerOrder: 'a' },
      { title: '', useYn: 'Y', bannerOrder: '1' },
      { title: 't', useYn: '', bannerOrder: '1' },
      { title: 't', useYn: 'Y', bannerOrder: '1', files: { filename: 'x.gif', content: SAMPLE_FILES.png } },
    ]) {
      const res = await post('/api/admin/banner/insertAction.json', adminCookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const res = await post('/api/admin/banner/insertAction.json', adminCookie, {
      title: 't',
      useYn: 'Y',
      bannerOrder: '123',
    });
    expect(res.json().fieldErrors.bannerOrder).toEqual(['순서는 숫자 2자리 이내로 입력해주세요.']);
  });
});

describe('editor images and the main page', () => {
  it('uploads PNG/JPEG/GIF by content, serves them back, refuses spoofed files', async () => {
    const ok = await post('/api/ckeditor/upload/image', adminCookie, {
      upload: { filename: '지도.png', content: SAMPLE_FILES.png },
    });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().url as string;
    expect(url).toMatch(/^\/api\/ckeditor\/image\/[0-9a-f]{32}\.png$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');

    const spoof = await post('/api/ckeditor/upload/image', adminCookie, {
      upload: { filename: 'evil.png', content: SAMPLE_FILES.html },
    });
    expect(spoof.json()).toEqual({ error: { message: 'PNG/JPEG/GIF 형식만 가능합니다.' } });
    const pdf = await post('/api/ckeditor/upload/image', adminCookie, {
      upload: { filename: 'a.pdf', content: SAMPLE_FILES.pdf },
    });
    expect(pdf.json().error.message).toBe('PNG/JPEG/GIF 형식만 가능합니다.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ckeditor/image/..%2F..%2Fetc.png' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ckeditor/image/0123456789abcdef.png' })).statusCode,
    ).toBe(404);

    // the uploaded image survives sanitising in a notice
    const notice = await post('/api/admin/board/notice/insertAction.json', adminCookie, {
      title: '이미지 공지',
      cts: `<p><img src="${url}" alt="지도"></p>`,
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/board/notice/view.json?atclId=${notice.json().atclId}`,
    });
    expect(view.json().boardView.cts).toBe(`<p><img src="${url}" alt="지도" /></p>`);
  });

  it('lists the 5 latest notices on the main page', async () => {
    for (let i = 1; i <= 6; i++)
      await post('/api/admin/board/notice/insertAction.json', adminCookie, {
        title: `메인 공지 ${i}`,
        cts: '<p>x</p>',
      });
    const main = await t.app.inject({ method: 'GET', url: '/api/main/content.json' });
    expect(main.json().notices.map((n: { title: string }) => n.title)).toEqual([
      '메인 공지 6',
      '메인 공지 5',
      '메인 공지 4',
      '메인 공지 3',
      '메인 공지 2',
    ]);
  });
});
