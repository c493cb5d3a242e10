import { memberResource } from '@parking/shared/admin-members/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { multipart, SAMPLE_FILES } from '../../test/multipart';
import { piiAccessRecords } from '../pii-access';
import { Browser } from '../signup/test-kit';
import { listOutbox } from '../sms-outbox';
import { listMemberLots } from './admin-members.repository';

const STORE2 = 'BSNCNFRM_90000000002';
const STORE1 = 'BSNCNFRM_90000000001';
const CITIZEN1 = 'USRCNFRM_90000000001';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('admin members (spec 3 §2.3, §7 "Members")', () => {
  const demo = useDemoApp();
  const cookies: Record<string, string> = {};
  const as = async (who: 'admin' | 'citizen1' | 'store1' | 'store2') => {
    const t = await demo();
    const pw = { admin: 'Admin#2026', citizen1: 'Citizen#2026', store1: 'Store#2026', store2: 'Store#2026' }[
      who
    ];
    cookies[who] ??= await login(t.app, who, pw);
    return cookies[who];
  };
  const get = async (url: string, cookie?: string) =>
    (await demo()).app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = async (url: string, body: Record<string, string>, cookie?: string) =>
    (await demo()).app.inject({
      method: 'POST',
      url,
      headers: { ...form, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(body).toString(),
    });
  const records = async (subjectId: string) => piiAccessRecords((await demo()).db, { subjectId });

  it('refuses visitors (401), general members and stores (403) on every endpoint and method', async () => {
    const [user, store] = [await as('citizen1'), await as('store1')];
    for (const e of Object.values(memberResource.endpoints)) {
      for (const method of e.methods) {
        const send = async (cookie?: string) =>
          (await demo()).app.inject({
            method,
            url: e.path,
            headers: cookie ? { cookie } : {},
            ...(method === 'POST' ? { payload: {} } : {}),
          });
        expect((await send()).statusCode, `${method} ${e.path}`).toBe(401);
        expect((await send(user)).statusCode, `${method} ${e.path}`).toBe(403);
        expect((await send(store)).statusCode, `${method} ${e.path}`).toBe(403);
      }
    }
  });

  it('lists general members holding ROLE_USER only, searched by id, name and car, phones masked', async () => {
    const admin = await as('admin');
    const res = await get('/api/member/list.json?empCd=USR', admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().resultList as { empNo: string; empMobile: string; authorCode: string }[];
    expect(rows.map((r) => r.empNo)).toContain('citizen1');
    expect(rows.every((r) => r.authorCode === 'ROLE_USER')).toBe(true);
    expect(rows.find((r) => r.empNo === 'citizen1')?.empMobile).toBe('010-****-5678');
    const byCar = await get(
      `/api/member/list.json?empCd=USR&searchCondition=3&searchKeyword=${encodeURIComponent('12가3456')}`,
      admin,
    );
    expect(byCar.json().resultList.map((r: { empNo: string }) => r.empNo)).toEqual(['citizen1']);
    const byName = await get(
      `/api/member/list.json?empCd=USR&searchCondition=2&searchKeyword=${encodeURIComponent('없는이름')}`,
      admin,
    );
    expect(byName.json()).toEqual({ resultList: [], totalCount: 0 });
  });

  it('lists business members with company, number, status and lots; pages by 10 with the total', async () => {
    const { db } = await demo();
    for (let i = 0; i < 11; i++) {
      await createMember(db, {
        empDiv: 'BSN',
        authorCode: 'ROLE_ANONYMOUS',
        empSttus: 'A',
        companyNm: `페이지상사${i}`,
      });
    }
    const admin = await as('admin');
    const q = (extra: string) =>
      get(
        `/api/member/list.json?empCd=BSN&searchCondition=4&searchKeyword=${encodeURIComponent('페이지상사')}${extra}`,
        admin,
      );
    const first = (await q('')).json();
    expect([first.resultList.length, first.totalCount]).toEqual([10, 11]);
    const second = (await q('&firstIndex=10&recordCountPerPage=10')).json();
    expect([second.resultList.length, second.totalCount]).toEqual([1, 11]);
    const byNumber = (
      await get('/api/member/list.json?empCd=BSN&searchCondition=5&searchKeyword=2345678901', admin)
    ).json();
    expect(byNumber.resultList).toHaveLength(1);
    expect(byNumber.resultList[0]).toMatchObject({
      empNo: 'store2',
      companyNm: '신규상사',
      empSttus: 'A',
      empSttusNm: '승인대기',
    });
    expect(byNumber.resultList[0].parkingNm).not.toBe('');
    // each row names its own lots: store1 only lot 4, store2 only its own, a general member none (issue 30)
    const { db: d } = await demo();
    const own = async (id: string) => (await listMemberLots(d, id)).map((l) => l.parkingNm).join(', ');
    const lotsOf = async (empCd: string, empNo: string) =>
      (
        (
          await get(`/api/member/list.json?empCd=${empCd}&searchCondition=1&searchKeyword=${empNo}`, admin)
        ).json().resultList as { empNo: string; parkingNm: string }[]
      ).find((r) => r.empNo === empNo)?.parkingNm;
    expect(await lotsOf('BSN', 'store1')).toBe(await own(STORE1));
    expect(await lotsOf('BSN', 'store2')).toBe(await own(STORE2));
    expect(await lotsOf('BSN', 'store1')).not.toBe(await lotsOf('BSN', 'store2'));
    expect(await lotsOf('USR', 'citizen1')).toBe('');
    const bad = await get('/api/member/list.json?empCd=XYZ', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('shows a member’s profile, lots and documents and records the read; a missing id is an invalid access', async () => {
    const admin = await as('admin');
    const res = await post('/api/member/view.json', { empEsntlId: STORE1 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.resultVo).toMatchObject({
      empNo: 'store1',
      companyNm: '이천중앙상회',
      empMobile: '01022223333',
      marketLot: true,
    });
    expect(body.mappingList).toEqual([
      expect.objectContaining({ SECTN_ID: 4, WEB_DISCOUNT_DEFAULT_AMT: expect.any(Number) }),
    ]);
    expect(Array.isArray(body.memberFileList)).toBe(true);
    expect((await records(STORE1)).map((r) => r.action)).toContain('VIEW');
    const missing = await post('/api/member/view.json', {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('잘못된 접근입니다.');
    expect((await post('/api/member/view.json', { empEsntlId: 'NOPE_1' }, admin)).statusCode).toBe(404);
  });

  it('approve: store2’s very next request may use ROLE_STORE routes, gets an SMS; cancel takes it away again', async () => {
    const { db } = await demo();
    const admin = await as('admin');
    const store2 = await as('store2');
    expect((await get('/api/time/point', store2)).statusCode).toBe(403);

    const approved = await post('/api/member/updateSttus.json', { empEsntlId: STORE2, empSttus: 'P' }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      code: '00',
      smsSent: true,
      resultVo: { empSttus: 'P', authorCode: 'ROLE_STORE' },
    });
    // the same session, no new login
    expect((await get('/api/time/point', store2)).statusCode).toBe(200);
    const outbox = (await listOutbox(db, 1, 50)).rows.filter((r) => r.rcvAddr === '01044445555');
    expect(outbox.some((r) => r.text.includes('승인되었습니다'))).toBe(true);

    // a second approval changes nothing
    const again = await post('/api/member/updateSttus.json', { empEsntlId: STORE2, empSttus: 'P' }, admin);
    expect(again.statusCode).toBe(409);

    const cancelled = await post(
      '/api/member/updateSttus.json',
      { empEsntlId: STORE2, empSttus: 'A' },
      admin,
    );
    expect(cancelled.json()).toMatchObject({
      code: '00',
      resultVo: { empSttus: 'A', authorCode: 'ROLE_ANONYMOUS' },
    });
    expect((await get('/api/time/point', store2)).statusCode).toBe(403);
    const changes = (await records(STORE2)).filter((r) => r.action === 'UPDATE');
    expect(changes.length).toBeGreaterThanOrEqual(2);
    // a general member has no approval
    const general = await post(
      '/api/member/updateSttus.json',
      { empEsntlId: CITIZEN1, empSttus: 'P' },
      admin,
    );
    expect(general.statusCode).toBe(400);
    expect(
      (await post('/api/member/updateSttus.json', { empEsntlId: STORE2, empSttus: 'D' }, admin)).statusCode,
    ).toBe(400);
  });

  it('lock release lets the locked member log in again and is recorded', async () => {
    const { app, db } = await demo();
    const m = await createMember(db, { loginFailCount: 5, lockedAt: new Date() });
    const denied = await app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo: m.empNo, password: m.password },
    });
    expect(denied.statusCode).toBe(403);
    const admin = await as('admin');
    const res = await post('/api/member/pw-lock-init', { empEsntlId: m.memberId }, admin);
    expect(res.json()).toMatchObject({ code: '00', message: '적용되었습니다.', resultVo: { locked: false } });
    await login(app, m.empNo, m.password);
    const [row] = await db.select().from(members).where(eq(members.memberId, m.memberId));
    expect([row?.loginFailCount, row?.lockedAt]).toEqual([0, null]);
    expect((await records(m.memberId)).map((r) => r.action)).toContain('UPDATE');
  });

  it('updateAuth gives only the groups of decision 120', async () => {
    const admin = await as('admin');
    const toAdmin = await post(
      '/api/member/updateAuth.json',
      { uniqId: CITIZEN1, authorCode: 'ROLE_ADMIN' },
      admin,
    );
    expect(toAdmin.statusCode).toBe(400);
    const toStore = await post(
      '/api/member/updateAuth.json',
      { uniqId: CITIZEN1, authorCode: 'ROLE_STORE' },
      admin,
    );
    expect(toStore.statusCode).toBe(400);
    const same = await post(
      '/api/member/updateAuth.json',
      { uniqId: CITIZEN1, authorCode: 'ROLE_USER' },
      admin,
    );
    expect(same.json()).toMatchObject({ code: '00', resultVo: { authorCode: 'ROLE_USER' } });
    // for a business member the group and the approval move together
    const store = await post(
      '/api/member/updateAuth.json',
      { uniqId: STORE2, authorCode: 'ROLE_STORE' },
      admin,
    );
    expect(store.json()).toMatchObject({ resultVo: { empSttus: 'P', authorCode: 'ROLE_STORE' } });
    await post('/api/member/updateSttus.json', { empEsntlId: STORE2, empSttus: 'A' }, admin);
  });

  it('market discount: only for business members mapped to a market lot', async () => {
    const { db } = await demo();
    const admin = await as('admin');
    const off = await post('/api/member/updateMarket.json', { empEsntlId: STORE1, marketYn: 'N' }, admin);
    expect(off.json()).toMatchObject({ code: '00', resultVo: { marketYn: 'N' } });
    const on = await post('/api/member/updateMarket.json', { empEsntlId: STORE1, marketYn: 'Y' }, admin);
    expect(on.json().resultVo.marketYn).toBe('Y');
    const unmapped = await createMember(db, { empDiv: 'BSN' });
    const refused = await post(
      '/api/member/updateMarket.json',
      { empEsntlId: unmapped.memberId, marketYn: 'Y' },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/전통시장/);
    expect(
      (await post('/api/member/updateMarket.json', { empEsntlId: STORE1, marketYn: 'X' }, admin)).statusCode,
    ).toBe(400);
  });

  it('downloads a business document and records it; another member’s file id is not found', async () => {
    const { app, db } = await demo();
    // a business sign-up with its registration certificate
    // The mobile number is verified by SMS in the signing-up browser first (issue 12 §8).
    const browser = new Browser(app);
    await browser.verify(db, '01077778888');
    const signup = await browser.request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      raw: multipart({
        empDiv: 'BSN',
        empNo: 'docshop1',
        password: 'Store#2026',
        passwordCon: 'Store#2026',
        empNm: '서류대표',
        empMobile: '01077778888',
        empTelNo: '0311112222',
        companyNm: '서류상사',
        companyNo: '3456789012',
        openDt: '2020-01-01',
        zipcode: '17379',
        addr: '경기도 이천시 부악로 1',
        addrDetail: '1층',
        sectnId: '4',
        marketYn: 'N',
        files: { filename: '사업자등록증.pdf', content: SAMPLE_FILES.pdf },
      }),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const [m] = await db.select().from(members).where(eq(members.empNo, 'docshop1'));
    const admin = await as('admin');
    const view = (await post('/api/member/view.json', { empEsntlId: m!.memberId }, admin)).json();
    const file = view.memberFileList[0];
    expect(file.viewNm).toBe('사업자등록증.pdf');
    const res = await get(
      `/api/member/download.json?empEsntlId=${m!.memberId}&atchFileId=${file.atchFileId}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await records(m!.memberId)).map((r) => r.action)).toContain('DOWNLOAD');
    const other = await get(
      `/api/member/download.json?empEsntlId=${STORE1}&atchFileId=${file.atchFileId}`,
      admin,
    );
    expect(other.statusCode).toBe(404);
  });

  it('exports a list only with a reason, recording the export', async () => {
    const { db } = await demo();
    const admin = await as('admin');
    const before = (await piiAccessRecords(db, {})).filter((r) => r.action === 'EXPORT').length;
    const refused = await get('/api/member/excel.json?empCd=USR', admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('개인정보가 포함된 자료를 내려받는 사유를 입력해주세요.');
    const ok = await get(`/api/member/excel.json?empCd=USR&reason=${encodeURIComponent('민원 처리')}`, admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().resultList.length).toBe(ok.json().totalCount);
    const exports = (await piiAccessRecords(db, {})).filter((r) => r.action === 'EXPORT');
    expect(exports.length).toBe(before + 1);
    expect(exports[0]?.reason).toBe('민원 처리');
  });
});
