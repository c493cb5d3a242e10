import { deptResource, teamResource } from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdminResource, type SuiteEnv } from '../../lib/admin-resource/resource-suite';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { piiAccessRecords } from '../pii-access';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
type Body = Record<string, string | string[]>;
const encode = (body: Body) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p.toString();
};

describe('system management: staff users, teams, departments, authorities, access log (spec 3 §2.10)', () => {
  const demo = useDemoApp();
  let env: SuiteEnv;
  let db: Awaited<ReturnType<typeof demo>>['db'];
  beforeAll(async () => {
    const t = await demo();
    db = t.db;
    env = {
      app: t.app,
      admin: await login(t.app, 'admin', 'Admin#2026'),
      user: await login(t.app, 'citizen1', 'Citizen#2026'),
      store: await login(t.app, 'store1', 'Store#2026'),
    };
  });
  const post = (url: string, body: Body, cookie = env.admin) =>
    env.app.inject({ method: 'POST', url, headers: { ...form, cookie }, payload: encode(body) });
  const get = (url: string, query: Record<string, string>, cookie = env.admin) =>
    env.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: { cookie } });

  let seq = 0;
  const newUser = (over: Body = {}): Body => {
    seq += 1;
    return {
      empNo: `staff_${seq}${Date.now().toString(36).slice(-5)}`,
      empNm: '업무담당',
      password: 'Staff#2026',
      passwordCnfirm: 'Staff#2026',
      empMobile: '010-2222-3333',
      empTelNo: '031-644-0000',
      empEmail: 'staff@parking.example.kr',
      empSttus: 'P',
      authCode: 'ROLE_ADMIN',
      empDeptCd: 'DEPT001',
      empTeamCd: 'TEAM002',
      ...over,
    };
  };
  const create = async (over: Body = {}) => {
    const body = newUser(over);
    const res = await post('/api/member/insertAction.json', body);
    expect(res.statusCode, res.body).toBe(200);
    return { ...body, empNo: String(body.empNo), empEsntlId: res.json().empEsntlId as string };
  };

  describe('staff users', () => {
    it('lists staff users (smu=true) while the member lists (empCd) keep answering on the same path', async () => {
      const u = await create({ empNm: '공존확인' });
      const staff = await get('/api/member/list.json', {
        smu: 'true',
        searchCondition: '2',
        searchKeyword: '공존확인',
      });
      expect(staff.statusCode, staff.body).toBe(200);
      expect(staff.json().resultList).toEqual([
        expect.objectContaining({ empEsntlId: u.empEsntlId, empNo: u.empNo, empMobile: '010-****-3333' }),
      ]);
      const members = await get('/api/member/list.json', {
        empCd: 'USR',
        searchCondition: '1',
        searchKeyword: 'citizen1',
      });
      expect(members.statusCode, members.body).toBe(200);
      expect(members.json().resultList[0]).toMatchObject({ empNo: 'citizen1', empDiv: 'USR' });
      // without either parameter: the member list's Korean refusal, not the staff list
      expect((await get('/api/member/list.json', {})).statusCode).toBe(400);
      // the staff list never shows members, the member list never staff
      const all = await get('/api/member/list.json', { smu: 'true' });
      expect(all.json().resultList.every((r: { empNo: string }) => r.empNo !== 'citizen1')).toBe(true);
      // view: GET for the system user, POST for members
      const view = await get('/api/member/view.json', { empEsntlId: u.empEsntlId });
      expect(view.json().resultVo).toMatchObject({
        empNo: u.empNo,
        authCode: 'ROLE_ADMIN',
        empDeptNm: '경영지원부',
        empTeamNm: '정보화팀',
        empMobile: '01022223333',
      });
      const memberView = await post('/api/member/view.json', { empEsntlId: 'USRCNFRM_90000000001' });
      expect(memberView.json().resultVo.empNo).toBe('citizen1');
      // a member is no system user
      expect((await get('/api/member/view.json', { empEsntlId: 'USRCNFRM_90000000001' })).statusCode).toBe(
        404,
      );
    });

    it('refuses visitors, members and stores on every staff endpoint', async () => {
      const calls: [string, string, Record<string, string>][] = [
        ['GET', '/api/member/list.json', { smu: 'true' }],
        ['GET', '/api/member/view.json', { empEsntlId: 'EMPCNFRM_90000000001' }],
        ['POST', '/api/member/insertAction.json', {}],
        ['POST', '/api/member/updateAction.json', {}],
        ['POST', '/api/member/mberDelete.json', {}],
        ['GET', '/api/team/list.json', {}],
        ['GET', '/api/dept/list.json', {}],
        ['POST', '/api/dept/insertAction.json', {}],
        ['POST', '/api/auth/authorGroupInsert.json', {}],
        ['POST', '/api/auth/authorGroupDelete.json', {}],
      ];
      for (const [method, url, query] of calls) {
        const send = (cookie?: string) =>
          env.app.inject({
            method: method as 'GET',
            url: `${url}?${new URLSearchParams(query)}`,
            headers: cookie ? { cookie } : {},
            ...(method === 'POST' ? { payload: {} } : {}),
          });
        expect((await send()).statusCode, `${url} anonymous`).toBe(401);
        expect((await send(env.user)).statusCode, `${url} user`).toBe(403);
        expect((await send(env.store)).statusCode, `${url} store`).toBe(403);
      }
      for (const url of ['/api/auth/authorGroupList.json']) {
        expect((await get(url, {}, '')).statusCode).toBe(401);
        expect((await get(url, {}, env.user)).statusCode).toBe(403);
      }
      const log = (cookie?: string) =>
        env.app.inject({
          method: 'POST',
          url: '/api/admin/loginHistory/list.json',
          headers: cookie ? { cookie } : {},
          payload: {},
        });
      expect((await log()).statusCode).toBe(401);
      expect((await log(env.user)).statusCode).toBe(403);
    });

    it('refuses bad input with Korean field messages and changes nothing', async () => {
      const cases: [Body, string, string][] = [
        [{ empNo: 'abc' }, 'empNo', ko.adminStaff.v.idRule],
        [{ empNo: 'a'.repeat(21) }, 'empNo', ko.adminStaff.v.idRule],
        [{ empNo: '한글아이디다섯' }, 'empNo', ko.adminStaff.v.idRule],
        [{ password: 'weakpass', passwordCnfirm: 'weakpass' }, 'password', ko.accounts.v.passwordRule],
        [{ passwordCnfirm: 'Other#2026' }, 'passwordCnfirm', ko.accounts.v.passwordConfirm],
        [{ empMobile: '010-12a4-5678' }, 'empMobile', ko.adminStaff.v.phone],
        [{ empTelNo: '031-12345-6789' }, 'empTelNo', ko.adminStaff.v.phonePart],
        [{ empEmail: 'not-an-email' }, 'empEmail', ko.adminStaff.v.email],
        [{ empSttus: 'A' }, 'empSttus', ko.adminStaff.v.status],
        [{ authCode: 'ROLE_NOPE' }, 'authCode', ko.errors.AUTHOR_GROUP_NOT_FOUND],
        [{ empTeamCd: 'TEAM003' }, 'empTeamCd', ko.errors.TEAM_NOT_IN_DEPT],
        [{ empDeptCd: 'DEPT999' }, 'empDeptCd', ko.errors.DEPT_NOT_FOUND],
      ];
      for (const [over, fieldName, message] of cases) {
        const body = newUser(over);
        const res = await post('/api/member/insertAction.json', body);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().fieldErrors?.[fieldName], JSON.stringify(over)).toContain(message);
        expect(
          (
            await get('/api/member/idDplctCnfirmAjax.json', { checkId: String(body.empNo).slice(0, 20) }, '')
          ).json().usedCnt ?? 0,
        ).toBe(0);
      }
      const dup = await post('/api/member/insertAction.json', newUser({ empNo: 'admin' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(ko.errors.STAFF_ID_TAKEN);
    });

    it('creates a staff user who logs in with its group’s role; the availability check then answers 1', async () => {
      const u = await create({ authCode: 'ROLE_STORE', empDeptCd: '', empTeamCd: '' });
      expect(
        (await get('/api/member/idDplctCnfirmAjax.json', { checkId: String(u.empNo) }, '')).json().usedCnt,
      ).toBe(1);
      const cookie = await login(env.app, String(u.empNo), 'Staff#2026');
      const session = await env.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(JSON.stringify(session.json())).toContain('ROLE_STORE');
      // ROLE_STORE: the authority list and the access log answer its own rows only
      const rows = (await get('/api/auth/authorGroupList.json', {}, cookie)).json().resultList;
      expect(rows).toEqual([expect.objectContaining({ uniqId: u.empEsntlId, userId: u.empNo })]);
      const log = await post('/api/admin/loginHistory/list.json', {}, cookie);
      expect(log.statusCode, log.body).toBe(200);
      const history = log.json().resultList;
      expect(history.length).toBeGreaterThan(0);
      expect(history.every((r: { loginId: string }) => r.loginId === u.empNo)).toBe(true);
      // and no admin screen's data
      expect((await get('/api/member/list.json', { smu: 'true' }, cookie)).statusCode).toBe(403);
      // an edit to ROLE_ADMIN applies at the user's next request, in the same session
      const edit = await post('/api/member/updateAction.json', {
        ...u,
        authCode: 'ROLE_ADMIN',
        password: '',
        passwordCnfirm: '',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await get('/api/member/list.json', { smu: 'true' }, cookie)).statusCode).toBe(200);
      // the old password still works (blank keeps it)
      await login(env.app, String(u.empNo), 'Staff#2026');
      const records = await piiAccessRecords(db, { subjectId: u.empEsntlId });
      expect(records.map((r) => r.action)).toEqual(expect.arrayContaining(['UPDATE']));
    });

    it('deletes checked users, never the last administrator (delete, delete-selected, status or group change)', async () => {
      const a = await create({ authCode: 'ROLE_USER' });
      const b = await create({ authCode: 'ROLE_USER' });
      const res = await post('/api/member/mberDelete.json', { empEsntlId: [a.empEsntlId, b.empEsntlId] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ko.adminStaff.deleted);
      expect((await get('/api/member/view.json', { empEsntlId: a.empEsntlId })).statusCode).toBe(404);
      await expect(login(env.app, String(a.empNo), 'Staff#2026')).rejects.toThrow();

      // leave exactly one administrator: demote every other active admin through the authority screen
      const list = (await get('/api/auth/authorGroupList.json', {})).json().resultList as {
        uniqId: string;
        authorCode: string;
        mberTyCode: string;
        regYn: string;
      }[];
      const others = list.filter((r) => r.authorCode === 'ROLE_ADMIN' && r.uniqId !== 'EMPCNFRM_90000000001');
      if (others.length > 0) {
        const demote = await post('/api/auth/authorGroupInsert.json', {
          arrData: others.map((r) => `${r.uniqId};ROLE_USER;Y;${r.mberTyCode}`),
        });
        expect(demote.statusCode, demote.body).toBe(200);
      }
      const last = 'EMPCNFRM_90000000001';
      const expectRefused = async (res: Awaited<ReturnType<typeof post>>) => {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(ko.errors.LAST_ADMIN);
      };
      await expectRefused(await post('/api/member/mberDelete.json', { empEsntlId: last }));
      const c = await create({ authCode: 'ROLE_USER' });
      await expectRefused(await post('/api/member/mberDelete.json', { empEsntlId: [c.empEsntlId, last] }));
      expect((await get('/api/member/view.json', { empEsntlId: c.empEsntlId })).statusCode).toBe(200);
      const view = (await get('/api/member/view.json', { empEsntlId: last })).json().resultVo;
      const base = { empEsntlId: last, empNm: view.empNm, authCode: 'ROLE_ADMIN', empSttus: 'P' };
      await expectRefused(await post('/api/member/updateAction.json', { ...base, empSttus: 'D' }));
      await expectRefused(await post('/api/member/updateAction.json', { ...base, authCode: 'ROLE_USER' }));
      await expectRefused(
        await post('/api/auth/authorGroupInsert.json', { arrData: `${last};ROLE_USER;Y;EMP` }),
      );
      await expectRefused(
        await post('/api/auth/authorGroupDelete.json', { arrData: `${last};ROLE_ADMIN;Y;EMP` }),
      );
      // a second administrator makes the first removable
      const second = await create({ authCode: 'ROLE_ADMIN' });
      expect((await post('/api/member/mberDelete.json', { empEsntlId: second.empEsntlId })).statusCode).toBe(
        200,
      );
    });
    it('refuses an administrator deleting its own account (alone, among others, or as status D); nothing changes', async () => {
      const self = await create({ authCode: 'ROLE_ADMIN' });
      const other = await create({ authCode: 'ROLE_USER' });
      const cookie = await login(env.app, self.empNo, 'Staff#2026');
      const expectRefused = async (res: Awaited<ReturnType<typeof post>>) => {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'OWN_ACCOUNT_DELETE',
          message: ko.errors.OWN_ACCOUNT_DELETE,
        });
      };
      await expectRefused(await post('/api/member/mberDelete.json', { empEsntlId: self.empEsntlId }, cookie));
      await expectRefused(
        await post(
          '/api/member/mberDelete.json',
          { empEsntlId: [other.empEsntlId, self.empEsntlId] },
          cookie,
        ),
      );
      const view = (await get('/api/member/view.json', { empEsntlId: self.empEsntlId }, cookie)).json()
        .resultVo;
      await expectRefused(
        await post(
          '/api/member/updateAction.json',
          { empEsntlId: self.empEsntlId, empNm: view.empNm, authCode: 'ROLE_ADMIN', empSttus: 'D' },
          cookie,
        ),
      );
      // still there, still logged in, and the other user of the refused list was not deleted either
      for (const id of [self.empEsntlId, other.empEsntlId]) {
        const res = await get('/api/member/view.json', { empEsntlId: id }, cookie);
        expect(res.statusCode, id).toBe(200);
        expect(res.json().resultVo.empSttus).toBe('P');
      }
      await login(env.app, self.empNo, 'Staff#2026');
      // another administrator may delete it
      const res = await post('/api/member/mberDelete.json', { empEsntlId: self.empEsntlId });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get('/api/member/list.json', { smu: 'true' }, cookie)).statusCode).toBe(401);
    });
  });

  describe('authorities', () => {
    it('assigns groups with arrData and refuses malformed entries without changing anything', async () => {
      const u = await createMember(db, { empDiv: 'EMP', authorCode: 'ROLE_ANONYMOUS' });
      const v = await createMember(db, { empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS' });
      const cookie = await login(env.app, u.empNo, u.password);
      expect((await get('/api/member/list.json', { smu: 'true' }, cookie)).statusCode).toBe(403);
      const row = async (m: { empNo: string; memberId: string }) =>
        (
          (
            await get('/api/auth/authorGroupList.json', { searchCondition: '1', searchKeyword: m.empNo })
          ).json().resultList as {
            uniqId: string;
            authorCode: string;
            regYn: string;
            mberTyNm: string;
          }[]
        ).find((r) => r.uniqId === m.memberId);
      const before = (
        await get('/api/auth/authorGroupList.json', { searchCondition: '1', searchKeyword: u.empNo })
      ).json();
      expect(before.resultList[0]).toMatchObject({
        uniqId: u.memberId,
        regYn: 'N',
        mberTyNm: '업무사용자',
      });
      expect(before.authorManageList.map((g: { authorCode: string }) => g.authorCode)).toContain(
        'ROLE_ADMIN',
      );

      const bad: (string | string[])[] = [
        `${u.memberId};ROLE_ADMIN;Y`,
        `${u.memberId};ROLE_ADMIN;Y;EMP;x`,
        [`${u.memberId};ROLE_ADMIN;Y;EMP`, `${v.memberId};ROLE_STORE;Q;BSN`],
        [`${u.memberId};ROLE_ADMIN;Y;EMP`, `${v.memberId};ROLE_UNKNOWN;Y;BSN`],
        [`${u.memberId};ROLE_ADMIN;Y;EMP`, `${v.memberId};ROLE_STORE;Y;USR`],
        [`${u.memberId};ROLE_ADMIN;Y;EMP`, `${v.memberId};ROLE_ADMIN;Y;BSN`],
        [`${u.memberId};ROLE_ADMIN;Y;EMP`, 'NOBODY_1;ROLE_USER;Y;USR'],
      ];
      for (const arrData of bad) {
        const res = await post('/api/auth/authorGroupInsert.json', { arrData });
        expect(res.statusCode, JSON.stringify(arrData)).toBe(400);
        expect(res.json().message).toMatch(/[가-힣]/);
      }
      expect((await row(u))?.authorCode).toBe('ROLE_ANONYMOUS');
      expect((await row(v))?.authorCode).toBe('ROLE_ANONYMOUS');
      expect((await post('/api/auth/authorGroupInsert.json', {})).statusCode).toBe(400);

      const ok = await post('/api/auth/authorGroupInsert.json', {
        arrData: [`${u.memberId};ROLE_ADMIN;N;EMP`, `${v.memberId};ROLE_STORE;N;BSN`],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe(ko.adminStaff.authority.modified);
      expect(await row(u)).toMatchObject({ authorCode: 'ROLE_ADMIN', regYn: 'Y' });
      // the existing session has the new role at its next request
      expect((await get('/api/member/list.json', { smu: 'true' }, cookie)).statusCode).toBe(200);
      const records = await piiAccessRecords(db, { subjectId: v.memberId });
      expect(records[0]?.target).toContain('ROLE_ANONYMOUS → ROLE_STORE');
      // ROLE_STORE may not assign
      expect(
        (
          await post(
            '/api/auth/authorGroupInsert.json',
            { arrData: `${v.memberId};ROLE_STORE;Y;BSN` },
            env.store,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('access log', () => {
    it('searches whole Korean days by name, IP and method; refuses reversed or malformed dates', async () => {
      const u = await createMember(db, { empDiv: 'EMP', authorCode: 'ROLE_USER', empNm: '접속기록확인' });
      await login(env.app, u.empNo, u.password);
      const res = await post('/api/admin/loginHistory/list.json', { re: '접속기록확인' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().resultList[0]).toMatchObject({
        loginNm: '접속기록확인',
        loginMthd: 'I',
        loginId: u.empNo,
      });
      expect(res.json().resultList[0].creatDt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const ip = res.json().resultList[0].loginIp as string;
      const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
      const byIp = await post('/api/admin/loginHistory/list.json', {
        re: '접속기록확인',
        ip,
        logStartDt: `${today} 00:00:00`,
        logEndDt: `${today} 23:59:59`,
        loginMthd: 'I',
      });
      expect(byIp.json().totalCount).toBe(1);
      expect(
        (await post('/api/admin/loginHistory/list.json', { re: '접속기록확인', loginMthd: 'O' })).json()
          .totalCount,
      ).toBe(0);
      expect(
        (
          await post('/api/admin/loginHistory/list.json', {
            re: '접속기록확인',
            logStartDt: '2020-01-01',
            logEndDt: '2020-01-02',
          })
        ).json().totalCount,
      ).toBe(0);
      const reversed = await post('/api/admin/loginHistory/list.json', {
        logStartDt: '2026-05-02',
        logEndDt: '2026-05-01',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().fieldErrors.logEndDt).toContain(ko.adminStaff.v.dateOrder);
      expect((await post('/api/admin/loginHistory/list.json', { logStartDt: '2026-13-45' })).statusCode).toBe(
        400,
      );
      expect((await post('/api/admin/loginHistory/list.json', { loginMthd: 'X' })).statusCode).toBe(400);
      expect((await post('/api/admin/loginHistory/list.json', { ip: 'abc<script>' })).statusCode).toBe(400);
    });
  });

  describe('departments and teams', () => {
    it('refuses to delete a department that has teams, with a clear message', async () => {
      const res = await post('/api/dept/delete.json', { deptId: 'DEPT001' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ko.errors.DEPT_HAS_TEAMS);
      expect((await get('/api/dept/view.json', { deptId: 'DEPT001' })).statusCode).toBe(200);
      const team = await post('/api/team/insertAction.json', { deptId: 'DEPT999', teamNm: '없는부서팀' });
      expect(team.statusCode).toBe(400);
      expect(
        (await post('/api/team/insertAction.json', { deptId: 'DEPT001', teamNm: ' ' })).json().fieldErrors
          .teamNm,
      ).toContain(ko.adminStaff.v.teamNmRequired);
    });
  });

  describeAdminResource(
    {
      name: 'dept',
      contract: deptResource,
      idKey: 'deptId',
      viewKey: 'resultVo',
      searchCondition: '1',
      tokenField: 'deptNm',
      create: (token) => ({ deptNm: token, deptDc: '시험 부서' }),
      update: (id, token) => ({ deptId: String(id), deptNm: token, deptDc: '수정' }),
    },
    () => env,
  );

  describeAdminResource(
    {
      name: 'team',
      contract: teamResource,
      idKey: 'teamId',
      viewKey: 'resultVo',
      searchCondition: '1',
      tokenField: 'teamNm',
      create: (token) => ({ deptId: 'DEPT003', teamNm: token, teamDc: '시험 팀' }),
      update: (id, token) => ({ teamId: String(id), deptId: 'DEPT002', teamNm: token, teamDc: '수정' }),
    },
    () => env,
  );
});
