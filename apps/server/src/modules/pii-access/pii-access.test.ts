import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { piiAccessRecords, recordPiiAccess } from './pii-access.service';

const staff = { memberId: 'ADMIN_1', authorCode: 'ROLE_ADMIN' as const, empDiv: 'EMP' as const };

describe('personal-information access records', () => {
  const t = useTestApp();

  it('records who read what, from where, and why', async () => {
    await recordPiiAccess(t().db, {
      staff,
      ip: '10.1.2.3',
      subjectId: 'USR_9',
      action: 'VIEW',
      target: 'member/view.json',
    });
    await recordPiiAccess(t().db, {
      staff,
      ip: '10.1.2.3',
      subjectId: null,
      action: 'EXPORT',
      target: 'member/list.json USR (12 rows)',
      reason: '민원 처리',
    });
    const rows = await piiAccessRecords(t().db, { staffId: 'ADMIN_1' });
    expect(rows.map((r) => [r.action, r.subjectId, r.ip, r.reason])).toEqual([
      ['EXPORT', null, '10.1.2.3', '민원 처리'],
      ['VIEW', 'USR_9', '10.1.2.3', null],
    ]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses an export without a reason and writes nothing', async () => {
    const before = (await piiAccessRecords(t().db)).length;
    await expect(
      recordPiiAccess(t().db, {
        staff,
        ip: '::1',
        subjectId: null,
        action: 'EXPORT',
        target: 'x',
        reason: '  ',
      }),
    ).rejects.toMatchObject({ code: 'EXPORT_REASON_REQUIRED', status: 400 });
    expect((await piiAccessRecords(t().db)).length).toBe(before);
  });

  it('is append-only: the database refuses to change or delete a record younger than 2 years', async () => {
    await recordPiiAccess(t().db, {
      staff,
      ip: '::1',
      subjectId: 'USR_1',
      action: 'UPDATE',
      target: 'updateSttus',
    });
    await expect(t().db.execute(sql`update pii_access_log set staff_id = 'someone else'`)).rejects.toThrow();
    await expect(t().db.execute(sql`delete from pii_access_log`)).rejects.toThrow();
    expect((await piiAccessRecords(t().db)).every((r) => r.staffId === 'ADMIN_1')).toBe(true);
    // Rows older than the retention period may be purged.
    await t().db.execute(
      sql`insert into pii_access_log (at, staff_id, staff_role, ip, action, target) values (now() - interval '3 years', 'OLD', 'ROLE_ADMIN', '::1', 'VIEW', 'x')`,
    );
    await t().db.execute(sql`delete from pii_access_log where staff_id = 'OLD'`);
    expect((await piiAccessRecords(t().db, { staffId: 'OLD' })).length).toBe(0);
  });
});
