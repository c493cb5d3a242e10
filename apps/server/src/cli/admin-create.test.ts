import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/accounts';
import { authorGroups } from '../db/schema/system';
import { verifyPassword } from '../modules/auth';
import { createMember, createTestApp, type TestApp } from '../test/harness';
import { AdminCreateError, createAdmin, resetAdmin } from './admin-create';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const valid = { id: 'opsadmin', name: '운영관리자', password: 'Str0ng#Pass' };

async function refusal(input: Parameters<typeof createAdmin>[1]): Promise<AdminCreateError> {
  const err = await createAdmin(t.db, input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AdminCreateError);
  return err as AdminCreateError;
}

describe('createAdmin', () => {
  it.each([
    ['too short', 'adm1'],
    ['too long', `a${'b'.repeat(20)}`],
    ['starts with a digit', '1admin'],
    ['starts with an underscore', '_admin'],
    ['has a space', 'ops admin'],
    ['has a symbol', 'ops!admin'],
    ['is Korean', '관리자계정'],
  ])('refuses an id that %s', async (_why, id) => {
    const err = await refusal({ ...valid, id });
    expect(err.code).toBe('INVALID');
    expect(err.problems.map((p) => p.field)).toEqual(['id']);
  });

  it.each([
    ['is shorter than 8', 'Ab1#xyz'],
    ['is longer than 20', 'Abcdefgh1#abcdefghijk'],
    ['has no digit', 'Abcdefgh#'],
    ['has no letter', '12345678#'],
    ['has no special character', 'Abcdefgh1'],
    ['uses a character outside the set', 'Abcdefg1#^'],
    ['has a space', 'Abcd efg1#'],
    ['is empty', ''],
  ])('refuses a password that %s', async (_why, password) => {
    const err = await refusal({ ...valid, password });
    expect(err.code).toBe('INVALID');
    expect(err.problems.map((p) => p.field)).toEqual(['password']);
  });

  it('refuses an empty name and a malformed mobile, listing every problem', async () => {
    const err = await refusal({ id: '9x', name: '  ', password: 'weak', mobile: '02-123' });
    expect(err.problems.map((p) => p.field).sort()).toEqual(['id', 'mobile', 'name', 'password']);
    expect(err.message).toContain('아이디');
    const rows = await t.db.select().from(members);
    expect(rows).toHaveLength(0);
  });

  it('refuses an id that exists', async () => {
    await createMember(t.db, { empNo: 'takenid' });
    const err = await refusal({ ...valid, id: 'takenid' });
    expect(err.code).toBe('DUPLICATE_ID');
    expect(err.message).toBe('중복된 아이디입니다.');
    const rows = await t.db.select().from(members).where(eq(members.empNo, 'takenid'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.empDiv).toBe('USR');
  });

  it('creates an approved administrator and the ROLE_ADMIN group on an empty database', async () => {
    expect(await t.db.select().from(authorGroups).where(eq(authorGroups.authorCode, 'ROLE_ADMIN'))).toEqual(
      [],
    );
    const created = await createAdmin(t.db, { ...valid, id: ' opsadmin ', mobile: '010-1234-5678' });
    expect(created).toMatchObject({ empNo: 'opsadmin', empNm: '운영관리자' });
    expect(created.memberId).toMatch(/^EMPCNFRM_\d{11}$/);

    const [row] = await t.db.select().from(members).where(eq(members.empNo, 'opsadmin'));
    expect(row).toMatchObject({
      memberId: created.memberId,
      empNm: '운영관리자',
      empDiv: 'EMP',
      authorCode: 'ROLE_ADMIN',
      empSttus: 'P',
      empMobile: '01012345678',
    });
    expect(row!.passwordHash).not.toContain(valid.password);
    expect(await verifyPassword(valid.password, row!.passwordHash)).toBe(true);

    const [group] = await t.db.select().from(authorGroups).where(eq(authorGroups.authorCode, 'ROLE_ADMIN'));
    expect(group?.authorNm).toBe('관리자');

    const again = await refusal(valid);
    expect(again.code).toBe('DUPLICATE_ID');
  });

  it('the new administrator can log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ empNo: valid.id, password: valid.password }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loginVO).toMatchObject({ empNo: 'opsadmin', authorCode: 'ROLE_ADMIN', empDiv: 'EMP' });
  });

  it('--reset gives a locked-out administrator a new password and releases the lock (decision 076)', async () => {
    const admin = await createMember(t.db, {
      empDiv: 'EMP',
      authorCode: 'ROLE_ADMIN',
      empNo: 'lockedadmin',
      loginFailCount: 5,
      lockedAt: new Date(),
    });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/actionLogin.json',
        payload: { empNo: admin.empNo, password },
      });
    expect((await login(admin.password)).statusCode).toBe(403);
    await resetAdmin(t.db, { id: 'lockedadmin', password: 'N3w#Admin2026' });
    const [row] = await t.db.select().from(members).where(eq(members.empNo, 'lockedadmin'));
    expect(row).toMatchObject({ loginFailCount: 0, lockedAt: null });
    expect((await login('N3w#Admin2026')).statusCode).toBe(200);

    // only an existing administrator
    await createMember(t.db, { empNo: 'plaincitizen' });
    for (const id of ['plaincitizen', 'nobodyhere']) {
      const err = await resetAdmin(t.db, { id, password: 'N3w#Admin2026' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AdminCreateError);
      expect((err as AdminCreateError).code).toBe('NOT_FOUND');
    }
  });
});
