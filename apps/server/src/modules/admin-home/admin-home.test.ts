import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema/content';
import { payments } from '../../db/schema/payments';
import { createMember, createTestApp, login, type TestApp } from '../../test/harness';
import { enqueueNotification } from '../notifications';

let t: TestApp;
let admin: string;
let store: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.db, { empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
  admin = await login(t.app, a.empNo, a.password);
  const s = await createMember(t.db, { empDiv: 'BSN', authorCode: 'ROLE_STORE' });
  store = await login(t.app, s.empNo, s.password);
});
afterAll(async () => {
  await t.close();
  expect(t.serverErrors).toEqual([]);
});

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/home.json', headers: cookie ? { cookie } : {} });

const payment = (id: string, status: string, amount: number, approvedAt: Date | null) => ({
  paymentId: id.padEnd(22, 'x'),
  moid: `M${id}`,
  category: 'DEFAULT',
  status,
  provider: 'simulated',
  mid: 'mid',
  amount,
  goodsName: '미납요금',
  ediDate: '20260101000000',
  targets: {},
  items: [],
  approvedAt,
});

describe('GET /api/admin/home.json (the back office home)', () => {
  it('is for administrators only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(store)).statusCode).toBe(403);
  });

  it("counts applications awaiting approval, unanswered questions and today's approved payments", async () => {
    const before = (await get(admin)).json().result;
    await createMember(t.db, { empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS', empSttus: 'A' });
    await createMember(t.db, { empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS', empSttus: 'A' });
    await t.db.insert(inquiries).values([
      { title: '질문', content: '내용', writer: '비회원' },
      {
        title: '답변됨',
        content: '내용',
        writer: '비회원',
        answerContent: '<p>답</p>',
        respondent: '관리자',
      },
    ]);
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    await t.db
      .insert(payments)
      .values([
        payment('a1', 'APPROVED', 3000, new Date()),
        payment('a2', 'APPROVED', 1500, new Date()),
        payment('a3', 'FAILED', 9000, null),
        payment('a4', 'APPROVED', 7000, yesterday),
      ]);
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const now = res.json().result;
    expect(now.pendingBusinessMembers - before.pendingBusinessMembers).toBe(2);
    expect(now.unansweredQuestions - before.unansweredQuestions).toBe(1);
    expect(now.todayPayments.count - before.todayPayments.count).toBe(2);
    expect(now.todayPayments.amount - before.todayPayments.amount).toBe(4500);
    expect(now.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts today's messages by kind, channel and result", async () => {
    const m = await createMember(t.db, { empMobile: '01066660001' });
    const count = (
      rows: { kind: string; channel: string; status: string; count: number }[],
      kind: string,
      status: string,
    ) => rows.find((r) => r.kind === kind && r.status === status)?.count ?? 0;
    const before = (await get(admin)).json().result.messages;
    const message = (key: string, phone: string) =>
      enqueueNotification(
        t.db,
        {
          kind: 'unpaid_due_d1',
          memberId: m.memberId,
          phone,
          vars: { plate: '12가3456', amount: 3000, dueDate: '2026-03-11' },
          eventKey: `admin-home:${key}`,
        },
        { orgName: t.app.notifier.orgName },
      );
    await message('a', '01066660001');
    await message('b', '01066660001');
    await message('c', '01099990000'); // not the member's verified mobile: skipped
    const rows = (await get(admin)).json().result.messages;
    expect(count(rows, 'unpaid_due_d1', 'queued') - count(before, 'unpaid_due_d1', 'queued')).toBe(2);
    expect(count(rows, 'unpaid_due_d1', 'skipped') - count(before, 'unpaid_due_d1', 'skipped')).toBe(1);
    expect(rows.find((r: { kind: string }) => r.kind === 'unpaid_due_d1').channel).toBe('alimtalk');
  });
});
