import { maskId } from '@parking/shared/accounts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedMember, createMember, createTestApp, login, type TestApp } from '../../test/harness';
import { type multipart, postMultipart, SAMPLE_FILES } from '../../test/multipart';

let t: TestApp;
let admin: CreatedMember;
let member: CreatedMember;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.db, { empDiv: 'EMP', empNm: '관리자' });
  member = await createMember(t.db);
  adminCookie = await login(t.app, admin.empNo, admin.password);
  memberCookie = await login(t.app, member.empNo, member.password);
});
afterAll(async () => {
  expect(t.serverErrors).toEqual([]);
  await t.close();
});

const post = (url: string, cookie: string | undefined, fields: Parameters<typeof multipart>[0]) =>
  postMultipart(t.app, url, cookie, fields);

async function total(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/inquiry/list' })).json().boardTotalCount;
}

describe('Q&A', () => {
  let openId: number;
  let secretId: number;
  let secretFile: Record<string, string>;

  it('posts an open question as a member (writer from the session, not the form)', async () => {
    const res = await post('/api/inquiry/insert', memberCookie, {
      writer: 'admin',
      title: '주차장 운영시간 문의',
      content: '<b>주말</b>에도 운영하나요?',
      nondisclosure: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '00', message: '질문이 등록되었습니다.' });
    openId = res.json().inquiryId;
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/view',
      payload: { inquiryId: openId },
    });
    expect(view.statusCode).toBe(200);
    // the public pages mask a member's login id as find-id does; staff see it whole (issue 30)
    expect(view.body).not.toContain(member.empNo);
    const list = await t.app.inject({ method: 'GET', url: '/api/inquiry/list' });
    expect(list.body).not.toContain(member.empNo);
    expect(list.json().boardList.find((r: { inquiryId: number }) => r.inquiryId === openId).writer).toBe(
      maskId(member.empNo),
    );
    const forStaff = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry/admin?inquiryId=${openId}`,
      headers: { cookie: adminCookie },
    });
    expect(forStaff.json().result.inquiry.writer).toBe(member.empNo);
    expect(view.json().inquiryView).toMatchObject({
      writer: maskId(member.empNo),
      content: '<b>주말</b>에도 운영하나요?',
      status: 'waiting',
      statusNm: '답변대기',
    });
    expect(view.json().answer).toBeNull();
  });

  it('posts a secret question anonymously with a file; content unreachable without the password', async () => {
    const res = await post('/api/inquiry/insert', undefined, {
      writer: 'citizen1',
      title: '비밀 문의',
      content: '차량번호 12가3456 감면 문의',
      nondisclosure: 'true',
      password: 'Secret#2026',
      passwordConfirm: 'Secret#2026',
      files: { filename: '증빙.pdf', content: SAMPLE_FILES.pdf },
    });
    expect(res.statusCode).toBe(200);
    secretId = res.json().inquiryId;

    const list = await t.app.inject({ method: 'GET', url: '/api/inquiry/list' });
    const row = list.json().boardList.find((r: { inquiryId: number }) => r.inquiryId === secretId);
    expect(row).toMatchObject({
      title: '비밀 문의',
      writer: '비회원',
      nondisclosure: true,
      status: 'waiting',
      atchCnt: 1,
    });
    expect(JSON.stringify(list.json())).not.toContain('감면');

    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/view',
      payload: { inquiryId: secretId },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('감면');
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/view',
      headers: { cookie: memberCookie },
      payload: { inquiryId: secretId },
    });
    expect(asMember.statusCode).toBe(403);

    // the admin sees it, with the file
    const adm = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry/admin?inquiryId=${secretId}`,
      headers: { cookie: adminCookie },
    });
    expect(adm.statusCode).toBe(200);
    expect(adm.json().result.inquiry.content).toBe('차량번호 12가3456 감면 문의');
    secretFile = adm.json().attachList[0];
    const q = new URLSearchParams(secretFile);
    expect((await t.app.inject({ method: 'GET', url: `/api/inquiry/download.json?${q}` })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/inquiry/download.json?${q}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(200);
    // a notice download cannot fetch an inquiry file
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/board/notice/download.json?${q}` })).statusCode,
    ).toBe(404);
  });

  it('pwChk: false on a wrong password, true on the right one, which opens view and download in this browser only', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/pwChk',
      payload: { inquiryId: secretId, password: 'nope1234' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toBe(false);
    const visitor = String(wrong.headers['set-cookie']).split(';')[0]!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/inquiry/view',
          headers: { cookie: visitor },
          payload: { inquiryId: secretId },
        })
      ).statusCode,
    ).toBe(403);

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/pwChk',
      headers: { cookie: visitor, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `inquiryId=${secretId}&password=${encodeURIComponent('Secret#2026')}`,
    });
    expect(right.json()).toBe(true);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/view',
      headers: { cookie: visitor },
      payload: { inquiryId: secretId },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().inquiryView.content).toBe('차량번호 12가3456 감면 문의');
    expect(view.json().inquiryViewPrev).toMatchObject({ inquiryId: openId });
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry/download.json?${new URLSearchParams(secretFile)}`,
      headers: { cookie: visitor },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    // another browser still cannot
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/inquiry/view', payload: { inquiryId: secretId } }))
        .statusCode,
    ).toBe(403);
    // pwChk of an open or unknown question is false
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/inquiry/pwChk',
          payload: { inquiryId: openId, password: 'x' },
        })
      ).json(),
    ).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/inquiry/pwChk',
          payload: { inquiryId: 999999, password: 'x' },
        })
      ).json(),
    ).toBe(false);
  });

  it('rate-limits password checks', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inquiry/pwChk',
        remoteAddress: '10.9.9.9',
        payload: { inquiryId: secretId, password: `guess${i}xx` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers (admin only, sanitised) and shows the answer', async () => {
    const payload = {
      inquiryId: openId,
      respondent: '주차관리팀',
      content: '<p>네, 운영합니다.<img src=x onerror=alert(1)></p>',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/inquiry/answer', payload })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/inquiry/answer',
          headers: { cookie: memberCookie },
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inquiry/admin?inquiryId=${openId}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/inquiry/admin?inquiryId=${openId}`,
          headers: { cookie: memberCookie },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/answer',
      headers: { cookie: adminCookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: '00',
      respondent: '주차관리팀',
      content: '<p>네, 운영합니다.</p>',
      message: '답변이 등록되었습니다.',
    });
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/view',
      payload: { inquiryId: openId },
    });
    expect(view.json().answer).toMatchObject({ content: '<p>네, 운영합니다.</p>', respondent: '주차관리팀' });
    expect(view.json().inquiryView.status).toBe('answered');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/answer',
      headers: { cookie: adminCookie },
      payload: { inquiryId: openId, content: '<script>x</script>' },
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/answer',
      headers: { cookie: adminCookie },
      payload: { inquiryId: 999999, content: '<p>x</p>' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad questions with Korean messages and stores nothing', async () => {
    const before = await total();
    const cases: [Parameters<typeof multipart>[0], string][] = [
      [{ title: '', content: '내용', nondisclosure: 'false' }, '제목과 내용을 모두 작성해주세요.'],
      [{ title: '제목', content: '  ', nondisclosure: 'false' }, '제목과 내용을 모두 작성해주세요.'],
      [{ title: 'x'.repeat(1_000_000), content: '내용', nondisclosure: 'false' }, ''],
      [{ title: '제목', content: '내용', nondisclosure: 'true' }, '비밀번호를 입력한 후 등록해주세요.'],
      [
        {
          title: '제목',
          content: '내용',
          nondisclosure: 'true',
          password: 'abcd1234',
          passwordConfirm: 'abcd12345',
        },
        '비밀번호가 일치하지 않습니다.',
      ],
      [
        {
          title: '제목',
          content: '내용',
          nondisclosure: 'false',
          files: { filename: 'x.png', content: SAMPLE_FILES.html },
        },
        'jpeg, jpg, png, gif, pdf 형식의 파일만 업로드할 수 있습니다.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await post('/api/inquiry/insert', undefined, fields);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await total()).toBe(before);
    const missing = await t.app.inject({ method: 'POST', url: '/api/inquiry/view', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('잘못된 접근입니다.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/inquiry/view', payload: { inquiryId: 999999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('pages the list with totals and never includes content', async () => {
    for (let i = 0; i < 11; i++) {
      await post('/api/inquiry/insert', undefined, {
        title: `문의 ${i}`,
        content: `비공개아님 내용 ${i}`,
        nondisclosure: 'N',
      });
    }
    const n = await total();
    const p2 = await t.app.inject({
      method: 'GET',
      url: '/api/inquiry/list?recordCountPerPage=10&firstIndex=10',
    });
    expect(p2.json().boardTotalCount).toBe(n);
    expect(p2.json().boardList).toHaveLength(n - 10);
    expect(JSON.stringify(p2.json())).not.toContain('내용');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inquiry/list?recordCountPerPage=1000' })).statusCode,
    ).toBe(400);
  });
});
