import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import { REMINDER_KINDS } from '@parking/shared/notifications/catalogue';
import { describe, expect, it } from 'vitest';
import { createMember, login, useTestApp } from '../../test/harness';
import { enqueueNotification } from '../notifications';
import { piiAccessRecords } from '../pii-access';

// Issue 34 item 4: GET/POST /api/member/notifications.json (login; general and business members; CSRF; 400 with
// Korean field errors; nothing saved on a wrong request) and the staff view of a member's messages, which leaves
// a personal-data access record.

const t = useTestApp();
const URL = '/api/member/notifications.json';
const v = notificationSettingsKo.v;

const get = (cookie?: string) =>
  t().app.inject({ method: 'GET', url: URL, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t().app.inject({
    method: 'POST',
    url: URL,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

async function member(over: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t().db, over);
  return { ...m, cookie: await login(t().app, m.empNo, m.password) };
}

describe('GET /api/member/notifications.json', () => {
  it('needs a login; a staff account is answered like a general member (no business threshold)', async () => {
    expect((await get()).statusCode).toBe(401);
    const staff = await member({ empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
    const res = await get(staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).not.toHaveProperty('prepaidLowMinutes');
  });

  it('answers every reminder on by default, the fixed kinds, 알림톡, and no threshold for a general member', async () => {
    const m = await member();
    const res = await get(m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json().result;
    expect(r.reminders).toEqual(
      REMINDER_KINDS.filter((k) => k !== 'prepaid_balance_low').map((kind) => ({ kind, enabled: true })),
    );
    expect(r.fixed.length).toBeGreaterThan(0);
    for (const k of REMINDER_KINDS) expect(r.fixed).not.toContain(k);
    expect(r.channel).toBe('alimtalk');
    expect(r).not.toHaveProperty('prepaidLowMinutes');
    expect(r.messages).toEqual([]);
  });

  it('offers each category only what can reach it: a business the prepaid reminder, a general member the rest', async () => {
    const citizen = await member();
    const store = await member({ empDiv: 'BSN' });
    const staff = await member({ empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
    const usr = (await get(citizen.cookie)).json().result;
    const bsn = (await get(store.cookie)).json().result;
    // a business proves no car and holds no season pass: no unpaid or season-pass switch
    expect(bsn.reminders).toEqual([{ kind: 'prepaid_balance_low', enabled: true }]);
    expect(usr.reminders.map((r: { kind: string }) => r.kind)).toEqual([
      'unpaid_due_d3',
      'unpaid_due_d1',
      'season_pass_end_d7',
      'season_pass_payment_deadline',
    ]);
    // the fixed kinds listed are the category's too: codes and reduction notices for both, the season-pass
    // notices for a general member, the business approval for a business
    expect(bsn.fixed).toContain('verification_code');
    expect(bsn.fixed).toContain('business_approved');
    expect(bsn.fixed.filter((k: string) => k.startsWith('season_pass_'))).toEqual([]);
    expect(usr.fixed).toContain('verification_code');
    expect(usr.fixed).toContain('season_pass_assigned');
    expect(usr.fixed).not.toContain('business_approved');
    // a staff account is served as a general member (decision 215)
    const emp = (await get(staff.cookie)).json().result;
    expect(emp.reminders).toEqual(usr.reminders);
    expect(emp.fixed).toEqual(usr.fixed);
  });

  it("lists the member's own latest 20 messages, newest first, and nobody else's", async () => {
    const { db } = t();
    const m = await member({ empMobile: '01055550001' });
    const other = await member({ empMobile: '01055550002' });
    for (let i = 0; i < 22; i++)
      await enqueueNotification(
        db,
        {
          kind: 'unpaid_due_d3',
          memberId: m.memberId,
          phone: '01055550001',
          vars: { plate: '12가3456', amount: 1000 + i, dueDate: '2026-03-13' },
          eventKey: `list-test:${i}`,
        },
        { orgName: t().app.notifier.orgName },
      );
    const r = (await get(m.cookie)).json().result;
    expect(r.messages).toHaveLength(20);
    expect(r.messages[0].text).toContain('1,021');
    expect((await get(other.cookie)).json().result.messages).toEqual([]);
  });
});

describe('POST /api/member/notifications.json', () => {
  it('saves the choices; a reload shows them', async () => {
    const m = await member();
    const res = await post(m.cookie, {
      reminders: { unpaid_due_d3: false, season_pass_end_d7: false },
      channel: 'sms',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'success', message: notificationSettingsKo.saved });
    const r = (await get(m.cookie)).json().result;
    expect(r.channel).toBe('sms');
    expect(r.reminders).toContainEqual({ kind: 'unpaid_due_d3', enabled: false });
    expect(r.reminders).toContainEqual({ kind: 'season_pass_end_d7', enabled: false });
    expect(r.reminders).toContainEqual({ kind: 'unpaid_due_d1', enabled: true });
    // kinds left out keep their choice
    await post(m.cookie, { reminders: { unpaid_due_d3: true }, channel: 'sms' });
    const again = (await get(m.cookie)).json().result;
    expect(again.reminders).toContainEqual({ kind: 'unpaid_due_d3', enabled: true });
    expect(again.reminders).toContainEqual({ kind: 'season_pass_end_d7', enabled: false });
  });

  it('refuses to turn off a fixed kind, an unknown kind, a bad channel: 400, Korean field errors, nothing saved', async () => {
    const m = await member();
    const fixed = (await get(m.cookie)).json().result.fixed[0] as string;
    const cases: [unknown, string, string][] = [
      [
        { reminders: { [fixed]: false, unpaid_due_d3: false }, channel: 'sms' },
        `reminders.${fixed}`,
        v.fixed,
      ],
      [{ reminders: { marketing: true }, channel: 'sms' }, 'reminders.marketing', v.unknownKind],
      [{ reminders: {}, channel: 'email' }, 'channel', v.channel],
      [{ reminders: { unpaid_due_d1: 'no' }, channel: 'sms' }, 'reminders.unpaid_due_d1', v.toggle],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(m.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors[field]).toEqual([message]);
    }
    const r = (await get(m.cookie)).json().result;
    expect(r.channel).toBe('alimtalk');
    expect(r.reminders.every((x: { enabled: boolean }) => x.enabled)).toBe(true);
  });

  it('refuses a reminder not offered to the category: 400 with a Korean field error, nothing saved', async () => {
    const store = await member({ empDiv: 'BSN' });
    for (const kind of [
      'unpaid_due_d3',
      'unpaid_due_d1',
      'season_pass_end_d7',
      'season_pass_payment_deadline',
    ]) {
      for (const on of [false, true]) {
        const res = await post(store.cookie, {
          reminders: { [kind]: on, prepaid_balance_low: false },
          channel: 'sms',
          prepaidLowMinutes: 30,
        });
        expect(res.statusCode, `${kind} ${on}`).toBe(400);
        expect(res.json().fieldErrors).toEqual({
          [`reminders.${kind}`]: [v.notOffered(notificationSettingsKo.kindName(kind), false)],
        });
        expect(res.json().message).toBe(v.notOffered(notificationSettingsKo.kindName(kind), false));
      }
    }
    expect(v.notOffered(notificationSettingsKo.kindName('unpaid_due_d3'), false)).toBe(
      '미납요금 납부기한 3일 전 알림은 일반 회원만 받을 수 있습니다.',
    );
    // nothing of those requests was saved
    const bsn = (await get(store.cookie)).json().result;
    expect(bsn).toMatchObject({
      channel: 'alimtalk',
      prepaidLowMinutes: null,
      reminders: [{ kind: 'prepaid_balance_low', enabled: true }],
    });
    // its own reminder it may turn off
    expect(
      (await post(store.cookie, { reminders: { prepaid_balance_low: false }, channel: 'alimtalk' }))
        .statusCode,
    ).toBe(200);
    expect((await get(store.cookie)).json().result.reminders).toEqual([
      { kind: 'prepaid_balance_low', enabled: false },
    ]);

    const citizen = await member();
    const res = await post(citizen.cookie, {
      reminders: { prepaid_balance_low: true, unpaid_due_d3: false },
      channel: 'sms',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'reminders.prepaid_balance_low': ['웹 할인권 잔여량 부족 알림은 사업자 회원만 받을 수 있습니다.'],
    });
    const usr = (await get(citizen.cookie)).json().result;
    expect(usr.channel).toBe('alimtalk');
    expect(usr.reminders).toContainEqual({ kind: 'unpaid_due_d3', enabled: true });
  });

  it('keeps the prepaid threshold to business members, within its bounds', async () => {
    const citizen = await member();
    const res = await post(citizen.cookie, { reminders: {}, channel: 'sms', prepaidLowMinutes: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.prepaidLowMinutes).toEqual([v.prepaidLowBusinessOnly]);

    const store = await member({ empDiv: 'BSN' });
    expect((await get(store.cookie)).json().result.prepaidLowMinutes).toBeNull();
    for (const bad of [5, 6001, 12.5, '60'])
      expect(
        (await post(store.cookie, { reminders: {}, channel: 'alimtalk', prepaidLowMinutes: bad })).statusCode,
      ).toBe(400);
    expect(
      (await post(store.cookie, { reminders: {}, channel: 'alimtalk', prepaidLowMinutes: 90 })).statusCode,
    ).toBe(200);
    expect((await get(store.cookie)).json().result.prepaidLowMinutes).toBe(90);
    expect(
      (await post(store.cookie, { reminders: {}, channel: 'alimtalk', prepaidLowMinutes: null })).statusCode,
    ).toBe(200);
    expect((await get(store.cookie)).json().result.prepaidLowMinutes).toBeNull();
  });

  it('needs a login and refuses a cross-site request (CSRF)', async () => {
    expect((await post(undefined, { reminders: {}, channel: 'sms' })).statusCode).toBe(401);
    const m = await member();
    const res = await post(m.cookie, { reminders: {}, channel: 'sms' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
    expect((await get(m.cookie)).json().result.channel).toBe('alimtalk');
  });
});

describe("GET /api/admin/member/messages.json (staff: a member's messages)", () => {
  it('is for administrators, and every read leaves a personal-data access record', async () => {
    const { app, db } = t();
    const m = await member({ empMobile: '01055550003' });
    await enqueueNotification(
      db,
      {
        kind: 'unpaid_due_d1',
        memberId: m.memberId,
        phone: '01055550003',
        vars: { plate: '12가3456', amount: 3000, dueDate: '2026-03-11' },
        eventKey: 'staff-log-test',
      },
      { orgName: app.notifier.orgName },
    );
    const url = `/api/admin/member/messages.json?empEsntlId=${m.memberId}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: m.cookie } })).statusCode).toBe(403);

    const admin = await member({ empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
    const before = (await piiAccessRecords(db, { subjectId: m.memberId })).length;
    const res = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.list).toEqual([
      expect.objectContaining({
        kind: 'unpaid_due_d1',
        status: 'queued',
        text: expect.stringContaining('3,000'),
      }),
    ]);
    const records = await piiAccessRecords(db, { subjectId: m.memberId });
    expect(records).toHaveLength(before + 1);
    expect(records[0]).toMatchObject({ staffId: admin.memberId, action: 'VIEW' });
  });
});
