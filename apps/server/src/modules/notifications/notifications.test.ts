import { kstEpoch, todayKst } from '@parking/shared/common/korea-time';
import {
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  REMINDER_KINDS,
} from '@parking/shared/notifications/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';
import { notificationOutbox } from '../../db/schema/notifications';
import { createSolapiSender } from '../../integrations/sms/solapi';
import { FAKE_SOLAPI_KEY, FAKE_SOLAPI_SECRET, solapiSmsConfig, useFakeSolapi } from '../../test/fake-solapi';
import { buildAppForTests as buildApp, createMember, useTestApp } from '../../test/harness';
import { sameDatabaseUrl } from '../../test/same-database';
import { freshPhone } from '../signup/test-kit';
import {
  dailyCounts,
  enqueueNotification,
  getPreferences,
  listMemberMessages,
  outOfQuietHours,
  savePreferences,
} from './index';
import { smsOnlyNotifier } from './test-kit';

const quiet = { info() {}, warn() {}, error() {} };
const SAMPLE: Record<string, string | number> = {
  code: '123456',
  lot: '중리 공영주차장',
  period: '2026-12-01~2026-12-31',
  amount: 45000,
  deadline: '2026-11-30 18:00',
  drawAt: '2026-11-20 18:00',
  queueNo: 3,
  reason: '서류 확인 불가',
  plate: '12가3456',
  company: '테스트상점',
  discountNm: '장애인',
  endDt: '2027-11-27',
  endDate: '2026-12-31',
  dueDate: '2026-12-03',
  balance: '30분',
  threshold: '60분',
};
const varsOf = (kind: NotificationKind) =>
  Object.fromEntries(NOTIFICATION_CATALOGUE[kind].vars.map((v) => [v, SAMPLE[v]!]));
/** A member with a verified mobile of its own. */
async function member(db: Parameters<typeof createMember>[0]) {
  const phone = freshPhone();
  const m = await createMember(db, { empMobile: phone });
  return { id: m.memberId, phone };
}
const rowsTo = (db: Parameters<typeof createMember>[0], phone: string) =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.phone, phone));
const smsTo = (db: Parameters<typeof createMember>[0], phone: string) =>
  db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, phone));
/** `n` messages to `n` fresh phones, queued now; their phones. */
async function queueMany(
  db: Parameters<typeof createMember>[0],
  n: number,
  prefix: string,
): Promise<string[]> {
  const phones = Array.from({ length: n }, () => freshPhone());
  for (const [i, phone] of phones.entries())
    await enqueueNotification(db, {
      kind: 'reduction_received',
      phone,
      vars: { plate: '12가3456' },
      eventKey: `${prefix}:${i}:${phone}`,
    });
  return phones;
}
/** A moment Korea time (the clock of the quiet-hours checks). */
const at = (date: string, time: string) => new Date(kstEpoch(date, time));

describe('the catalogue', () => {
  it('has a template for every kind; every reminder names the sender and how to stop it; nothing is marketing', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const spec = NOTIFICATION_CATALOGUE[kind];
      expect(spec.template.length).toBeGreaterThan(10);
      expect(kind).not.toMatch(/market|promo|ad_/);
    }
    for (const kind of REMINDER_KINDS) {
      const spec = NOTIFICATION_CATALOGUE[kind];
      expect(spec).toMatchObject({
        optional: true,
        quietHours: true,
        verifiedPhoneOnly: true,
        smsOnly: false,
      });
      expect(spec.template).toMatch(/^\[#\{orgName\}\]/);
      expect(spec.template).toContain('마이페이지 > 알림 설정(/mypagenotification)');
    }
    expect(NOTIFICATION_CATALOGUE.verification_code).toMatchObject({ optional: false, smsOnly: true });
    const mandatory = NOTIFICATION_KINDS.filter((k) => !NOTIFICATION_CATALOGUE[k].optional);
    expect(mandatory).toContain('season_pass_cancelled_deadline');
  });

  it('quiet hours: 21:00–08:00 KST is moved to 08:00 KST, the day is kept otherwise', () => {
    expect(outOfQuietHours(at('2030-01-10', '22:30'))).toEqual(at('2030-01-11', '08:00'));
    expect(outOfQuietHours(at('2030-01-11', '03:00'))).toEqual(at('2030-01-11', '08:00'));
    expect(outOfQuietHours(at('2030-01-10', '21:00'))).toEqual(at('2030-01-11', '08:00'));
    expect(outOfQuietHours(at('2030-01-10', '08:00'))).toEqual(at('2030-01-10', '08:00'));
    expect(outOfQuietHours(at('2030-01-10', '20:59'))).toEqual(at('2030-01-10', '20:59'));
  });
});

describe('enqueueNotification and the outbox (SMS_PROVIDER=outbox)', () => {
  const t = useTestApp();

  it('each kind of event makes exactly one message with its template and variables; the same event again makes none', async () => {
    const { app, db } = t();
    const phones = new Map<NotificationKind, string>();
    for (const kind of NOTIFICATION_KINDS) {
      const m = await member(db);
      phones.set(kind, m.phone);
      const n = { kind, memberId: m.id, phone: m.phone, vars: varsOf(kind), eventKey: `test:${kind}` };
      const first = await enqueueNotification(db, n, {
        now: at('2026-11-27', '10:00'),
        orgName: app.notifier.orgName,
      });
      expect(first, kind).toMatchObject({ queued: true });
      expect(await enqueueNotification(db, n)).toEqual({ queued: false, reason: 'duplicate' });
    }
    await app.notifier.sendDue(1000);
    for (const kind of NOTIFICATION_KINDS) {
      const phone = phones.get(kind)!;
      const rows = await rowsTo(db, phone);
      expect(rows, kind).toHaveLength(1);
      const text = rows[0]!.renderedText ?? '';
      expect(text, kind).not.toContain('#{');
      if (kind !== 'verification_code')
        for (const v of NOTIFICATION_CATALOGUE[kind].vars) {
          const shown =
            typeof SAMPLE[v] === 'number' ? SAMPLE[v]!.toLocaleString('en-US') : String(SAMPLE[v]);
          expect(text, `${kind} ${v}`).toContain(shown);
        }
      // no 알림톡 template is configured here: every kind went by SMS, and the row says so
      expect(rows[0]).toMatchObject({ status: 'sent', channel: 'sms' });
      const sent = await smsTo(db, phone);
      expect(sent, kind).toHaveLength(1);
      expect(sent[0]!.channel).toBe('sms');
      if (kind !== 'verification_code') expect(sent[0]!.text).toBe(text);
    }
    expect((await rowsTo(db, phones.get('season_pass_assigned')!))[0]!.renderedText).toBe(
      '[통합주차포털 정기권] 중리 공영주차장 정기권이 배정되었습니다. 이용기간 2026-12-01~2026-12-31, 금액 45,000원. 납부기한 2026-11-30 18:00까지 결제하지 않으면 자동 취소됩니다.',
    );
    expect((await rowsTo(db, phones.get('unpaid_due_d1')!))[0]!.renderedText).toBe(
      `[${app.config.org.name}] 12가3456 차량의 미납 주차요금 45,000원의 납부기한이 내일(2026-12-03)입니다. 기한이 지나면 가산금이 붙습니다. 납부: 통합주차포털 > 미납요금 조회(/lookupunpaid). 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.`,
    );
    // a code is kept masked once sent
    const code = (await rowsTo(db, phones.get('verification_code')!))[0]!;
    expect(code.vars).toEqual({ code: '******' });
    expect(code.renderedText).toBe('[통합주차포털] 인증번호 [******]를 입력해주세요.');
    expect((await smsTo(db, phones.get('verification_code')!))[0]!.text).toContain('[123456]');
  });

  it('refuses, and records why: unverified phone, opt-out, missing or too long variable, bad number — no crash', async () => {
    const { app, db } = t();
    const m = await member(db);
    const stranger = freshPhone();
    const cases: [Parameters<typeof enqueueNotification>[1], string][] = [
      [
        {
          kind: 'unpaid_due_d3',
          memberId: m.id,
          phone: stranger,
          vars: varsOf('unpaid_due_d3'),
          eventKey: 'r1',
        },
        'unverified_phone',
      ],
      [
        { kind: 'season_pass_end_d7', phone: m.phone, vars: varsOf('season_pass_end_d7'), eventKey: 'r2' },
        'unverified_phone',
      ],
      [
        { kind: 'business_approved', memberId: m.id, phone: m.phone, vars: {}, eventKey: 'r3' },
        'missing_var:company',
      ],
      [
        { kind: 'business_approved', memberId: m.id, phone: m.phone, vars: { company: ' ' }, eventKey: 'r4' },
        'missing_var:company',
      ],
      [
        {
          kind: 'business_approved',
          memberId: m.id,
          phone: m.phone,
          vars: { company: '가'.repeat(61) },
          eventKey: 'r5',
        },
        'too_long_var:company',
      ],
      [
        { kind: 'reduction_rejected', phone: '0311234567', vars: { plate: '12가3456' }, eventKey: 'r6' },
        'bad_phone',
      ],
    ];
    for (const [n, reason] of cases) {
      const r = await enqueueNotification(db, n);
      expect(r, reason).toMatchObject({ queued: false, reason });
      const [row] = await db
        .select()
        .from(notificationOutbox)
        .where(
          sql`${notificationOutbox.kind} = ${n.kind} and ${notificationOutbox.eventKey} = ${n.eventKey}`,
        );
      expect(row).toMatchObject({ status: 'skipped', error: reason });
    }
    // opt-out of one reminder: that one is skipped, another still goes
    await savePreferences(db, m.id, { reminders: { unpaid_due_d3: false }, channel: 'alimtalk' });
    expect(
      await enqueueNotification(db, {
        kind: 'unpaid_due_d3',
        memberId: m.id,
        phone: m.phone,
        vars: varsOf('unpaid_due_d3'),
        eventKey: 'o1',
      }),
    ).toMatchObject({ queued: false, reason: 'opted_out' });
    expect(
      await enqueueNotification(
        db,
        {
          kind: 'unpaid_due_d1',
          memberId: m.id,
          phone: m.phone,
          vars: varsOf('unpaid_due_d1'),
          eventKey: 'o2',
        },
        { now: at('2026-11-27', '12:00'), orgName: app.notifier.orgName },
      ),
    ).toMatchObject({ queued: true });
    // a mandatory notice cannot be turned off
    await savePreferences(db, m.id, {
      reminders: { season_pass_cancelled_deadline: false } as never,
      channel: 'alimtalk',
    });
    expect(
      await enqueueNotification(db, {
        kind: 'season_pass_cancelled_deadline',
        memberId: m.id,
        phone: m.phone,
        vars: varsOf('season_pass_cancelled_deadline'),
        eventKey: 'o3',
      }),
    ).toMatchObject({ queued: true });
    await app.notifier.sendDue();
    expect(await smsTo(db, stranger)).toHaveLength(0);
    expect((await smsTo(db, m.phone)).map((s) => s.text.slice(0, 20))).toHaveLength(2);
  });

  it('a number is a mobile by the rule sign-up uses (MOBILE_RE): 11 digits go, 10 digits are refused as bad_phone', async () => {
    const { app, db } = t();
    const eleven = freshPhone();
    const tens = ['0101234567', '0161234567'];
    // sign-up's code request (send.json, the same mobile rule as the sign-up form) takes the 11-digit number
    // and refuses the 10-digit ones
    const send = (phone: string) =>
      app.inject({ method: 'GET', url: `/api/member/send.json?rcvAddr=${phone}&purpose=SIGNUP` });
    expect((await send(eleven)).statusCode).toBe(200);
    for (const ten of tens) expect((await send(ten)).statusCode, ten).toBe(400);
    // the outbox says the same of the same numbers (hyphens and spaces are only formatting)
    const cases: [string, object][] = [
      [eleven, { queued: true }],
      [`${eleven.slice(0, 3)}-${eleven.slice(3, 7)} ${eleven.slice(7)}`, { queued: true }],
      ...tens.map((ten): [string, object] => [ten, { queued: false, reason: 'bad_phone' }]),
    ];
    for (const [i, [phone, expected]] of cases.entries())
      expect(
        await enqueueNotification(db, {
          kind: 'reduction_received',
          phone,
          vars: { plate: '12가3456' },
          eventKey: `mobile-rule:${i}`,
        }),
        phone,
      ).toMatchObject(expected);
    await app.notifier.sendDue();
    expect((await smsTo(db, eleven)).map((x) => x.text)).toEqual([
      expect.stringContaining('인증번호'),
      expect.stringContaining('감면 사전등록 신청이 접수'),
      expect.stringContaining('감면 사전등록 신청이 접수'),
    ]);
    for (const ten of tens) expect(await smsTo(db, ten)).toEqual([]);
  });

  it('the sender’s name comes from the app that queues a reminder, never from the caller’s variables', async () => {
    const { db } = t();
    const m = await member(db);
    const reminder = (eventKey: string, vars: Record<string, string | number>) => ({
      kind: 'unpaid_due_d3' as const,
      memberId: m.id,
      phone: m.phone,
      vars,
      eventKey,
    });
    // without the app's name a reminder is not sent, and the outbox says why
    expect(await enqueueNotification(db, reminder('org:1', varsOf('unpaid_due_d3')))).toMatchObject({
      queued: false,
      reason: 'missing_var:orgName',
    });
    expect(
      await enqueueNotification(db, reminder('org:2', { ...varsOf('unpaid_due_d3'), orgName: '가짜공단' })),
    ).toMatchObject({ queued: false, reason: 'missing_var:orgName' });
    const r = await enqueueNotification(
      db,
      reminder('org:3', { ...varsOf('unpaid_due_d3'), orgName: '가짜공단' }),
      { orgName: '우리공단', now: at('2030-01-10', '10:00') },
    );
    expect(r).toMatchObject({ queued: true });
    const [row] = (await rowsTo(db, m.phone)).filter((x) => x.eventKey === 'org:3');
    expect(row!.renderedText).toMatch(/^\[우리공단\] 12가3456 차량/);
    expect(row!.vars).toMatchObject({ orgName: '우리공단' });
    // a text without the sender needs no name
    expect(
      await enqueueNotification(db, {
        kind: 'reduction_received',
        phone: m.phone,
        vars: { plate: '12가3456' },
        eventKey: 'org:4',
      }),
    ).toMatchObject({ queued: true });
  });

  it('quiet hours: a reminder queued at 22:30 KST waits until 08:00 KST; a code goes at once', async () => {
    const { db } = t();
    const m = await member(db);
    const night = at('2030-01-10', '22:30');
    const r = await enqueueNotification(
      db,
      {
        kind: 'season_pass_end_d7',
        memberId: m.id,
        phone: m.phone,
        vars: varsOf('season_pass_end_d7'),
        eventKey: 'q1',
      },
      { now: night, orgName: t().app.notifier.orgName },
    );
    const c = await enqueueNotification(
      db,
      { kind: 'verification_code', phone: m.phone, vars: { code: '654321' }, eventKey: 'q2' },
      { now: night },
    );
    expect(r.queued && c.queued).toBe(true);
    const rows = await rowsTo(db, m.phone);
    expect(rows.find((x) => x.kind === 'season_pass_end_d7')!.notBefore).toEqual(at('2030-01-11', '08:00'));
    expect(rows.find((x) => x.kind === 'verification_code')!.notBefore).toEqual(night);
    // a notifier whose clock says 07:59 does not send the reminder; at 08:00 it does
    const notifierAt = (d: Date) => smsOnlyNotifier(db, t().app.sms, () => d);
    await notifierAt(at('2030-01-11', '07:59')).sendDue();
    expect((await smsTo(db, m.phone)).map((s) => s.text)).toEqual([expect.stringContaining('654321')]);
    await notifierAt(at('2030-01-11', '08:00')).sendDue();
    expect(await smsTo(db, m.phone)).toHaveLength(2);
  });

  it('preferences: defaults, saved choices, channel; the member’s messages and the daily counts', async () => {
    const { app, db } = t();
    const m = await member(db);
    expect(await getPreferences(db, m.id)).toEqual({
      reminders: {},
      channel: 'alimtalk',
      prepaidLowMinutes: null,
    });
    expect(
      await savePreferences(db, m.id, {
        reminders: { season_pass_end_d7: false, unpaid_due_d1: true },
        channel: 'sms',
        prepaidLowMinutes: 120,
      }),
    ).toEqual({
      reminders: { season_pass_end_d7: false, unpaid_due_d1: true },
      channel: 'sms',
      prepaidLowMinutes: 120,
    });
    await enqueueNotification(db, {
      kind: 'business_approved',
      memberId: m.id,
      phone: m.phone,
      vars: { company: '가게' },
      eventKey: 'p1',
    });
    await enqueueNotification(db, {
      kind: 'season_pass_end_d7',
      memberId: m.id,
      phone: m.phone,
      vars: varsOf('season_pass_end_d7'),
      eventKey: 'p2',
    });
    await app.notifier.sendDue();
    const list = await listMemberMessages(db, m.id, 20);
    expect(list.map((x) => [x.kind, x.channel, x.status])).toEqual([
      ['season_pass_end_d7', 'sms', 'skipped'],
      ['business_approved', 'sms', 'sent'],
    ]);
    expect(list[1]!.text).toContain('가게 사업자회원 가입이 승인되었습니다');
    const counts = await dailyCounts(db, todayKst());
    expect(counts.find((c) => c.kind === 'business_approved' && c.status === 'sent')?.count).toBeGreaterThan(
      0,
    );
  });

  it('several senders at once in one process send each message once', async () => {
    const { app, db } = t();
    const phones = await queueMany(db, 30, 'many');
    await Promise.all([
      app.notifier.sendDue(),
      app.notifier.sendDue(),
      app.notifier.sendDue(),
      app.notifier.sendDue(),
    ]);
    for (const phone of phones) expect(await smsTo(db, phone)).toHaveLength(1);
  });
});

describe('알림톡 through SOLAPI, SMS fallback, retries', () => {
  const fake = useFakeSolapi();
  const t = useTestApp({
    sms: solapiSmsConfig(() => fake.url()),
    notifications: {
      kakaoPfId: 'KA01PF0001',
      alimtalkTemplates: {
        business_approved: 'TPL_APPROVED',
        unpaid_due_d1: 'TPL_UNPAID_D1',
        verification_code: 'NEVER',
      },
      sendIntervalSeconds: 0,
    },
  });
  const sentTo = (phone: string) =>
    fake.received.filter((r) => (r.body as { message: { to: string } }).message.to === phone);

  it('sends 알림톡 where a template is configured; on its failure the same text by SMS, both attempts recorded', async () => {
    const { app, db } = t();
    const m = await member(db);
    fake.status.code = 200;
    fake.status.alimtalk = 200;
    await enqueueNotification(db, {
      kind: 'business_approved',
      memberId: m.id,
      phone: m.phone,
      vars: { company: '가게' },
      eventKey: 'a1',
    });
    await app.notifier.sendDue();
    let [row] = await rowsTo(db, m.phone);
    expect(row).toMatchObject({ status: 'sent', channel: 'alimtalk', attempts: 1 });
    expect(row!.providerId).toMatch(/^M\d+$/);
    const [first] = sentTo(m.phone);
    expect(first!.signatureValid).toBe(true);
    expect((first!.body as { message: { kakaoOptions: unknown } }).message.kakaoOptions).toEqual({
      pfId: 'KA01PF0001',
      templateId: 'TPL_APPROVED',
      variables: { '#{company}': '가게' },
      disableSms: true,
    });

    fake.status.alimtalk = 500;
    const other = await member(db);
    await enqueueNotification(db, {
      kind: 'business_approved',
      memberId: other.id,
      phone: other.phone,
      vars: { company: '나게' },
      eventKey: 'a2',
    });
    await app.notifier.sendDue();
    [row] = await rowsTo(db, other.phone);
    expect(row).toMatchObject({ status: 'fallback_sent', channel: 'alimtalk', attempts: 1 });
    expect(row!.attemptsLog.map((a) => [a.channel, a.result])).toEqual([
      ['alimtalk', 'failed'],
      ['sms', 'sent'],
    ]);
    const calls = sentTo(other.phone).map(
      (r) => (r.body as { message: { kakaoOptions?: unknown; text: string } }).message,
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]!.kakaoOptions).toBeDefined();
    expect(calls[1]!.kakaoOptions).toBeUndefined();
    expect(calls[1]!.text).toBe(calls[0]!.text);
    fake.status.alimtalk = undefined;
  });

  it('a reminder by 알림톡 hands Kakao the sender’s name as #{orgName}, like every other variable', async () => {
    const { app, db } = t();
    const m = await member(db);
    fake.status.code = 200;
    fake.status.alimtalk = 200;
    await enqueueNotification(
      db,
      {
        kind: 'unpaid_due_d1',
        memberId: m.id,
        phone: m.phone,
        vars: varsOf('unpaid_due_d1'),
        eventKey: 'ao1',
      },
      { orgName: app.notifier.orgName },
    );
    await db
      .update(notificationOutbox)
      .set({ notBefore: new Date(Date.now() - 1000) })
      .where(eq(notificationOutbox.phone, m.phone));
    await app.notifier.sendDue();
    const [row] = await rowsTo(db, m.phone);
    expect(row).toMatchObject({ status: 'sent', channel: 'alimtalk' });
    const [call] = sentTo(m.phone);
    const message = (call!.body as { message: { text: string; kakaoOptions: { variables: object } } })
      .message;
    expect(message.kakaoOptions.variables).toEqual({
      '#{orgName}': app.config.org.name,
      '#{plate}': '12가3456',
      '#{amount}': '45,000', // as the text shows it, so Kakao's filled template is our text
      '#{dueDate}': '2026-12-03',
    });
    expect(message.text).toBe(row!.renderedText);
    expect(message.text.startsWith(`[${app.config.org.name}]`)).toBe(true);
  });

  it('SMS only: a kind without a template, a member who chose SMS, and codes (even with a template set)', async () => {
    const { app, db } = t();
    fake.status.code = 200;
    const a = await member(db);
    await enqueueNotification(db, {
      kind: 'reduction_received',
      memberId: a.id,
      phone: a.phone,
      vars: { plate: '12가3456' },
      eventKey: 's1',
    });
    const b = await member(db);
    await savePreferences(db, b.id, { reminders: {}, channel: 'sms' });
    await enqueueNotification(db, {
      kind: 'business_approved',
      memberId: b.id,
      phone: b.phone,
      vars: { company: '가게' },
      eventKey: 's2',
    });
    const c = await enqueueNotification(db, {
      kind: 'verification_code',
      phone: a.phone,
      vars: { code: '111222' },
      eventKey: 's3',
    });
    expect(c.queued && (await app.notifier.deliver(c.id))).toBe('sent');
    await app.notifier.sendDue();
    for (const phone of [a.phone, b.phone])
      for (const call of sentTo(phone))
        expect((call.body as { message: { kakaoOptions?: unknown } }).message.kakaoOptions).toBeUndefined();
    expect(sentTo(a.phone)).toHaveLength(2);
    expect(sentTo(b.phone)).toHaveLength(1);
  });

  it('a provider 5xx is retried with back-off and recorded; a code is not retried; given up after 5 attempts', async () => {
    const { app, db } = t();
    const m = await member(db);
    fake.status.code = 503;
    await enqueueNotification(db, {
      kind: 'reduction_received',
      memberId: m.id,
      phone: m.phone,
      vars: { plate: '12가3456' },
      eventKey: 'b1',
    });
    const before = Date.now();
    expect(await app.notifier.sendDue()).toMatchObject({ retried: 1, sent: 0 });
    let [row] = await rowsTo(db, m.phone);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'SOLAPI answered 503' });
    expect(row!.notBefore.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    // not due yet: nothing is sent again at once
    expect(await app.notifier.sendDue()).toMatchObject({ retried: 0, sent: 0 });
    expect(sentTo(m.phone)).toHaveLength(1);
    // once due, and the provider is back: sent, the history keeps both attempts
    fake.status.code = 200;
    await db
      .update(notificationOutbox)
      .set({ notBefore: new Date(Date.now() - 1000) })
      .where(eq(notificationOutbox.id, row!.id));
    expect(await app.notifier.sendDue()).toMatchObject({ sent: 1 });
    [row] = await rowsTo(db, m.phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(row!.attemptsLog.map((a) => a.result)).toEqual(['failed', 'sent']);

    // always failing: the back-off grows, and the fifth attempt is the last
    fake.status.code = 500;
    const n = await member(db);
    await enqueueNotification(db, {
      kind: 'reduction_received',
      phone: n.phone,
      vars: { plate: '12가3456' },
      eventKey: 'b2',
    });
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await app.notifier.sendDue();
      [row] = await rowsTo(db, n.phone);
      waits.push(row!.notBefore.getTime() - Date.now());
      await db
        .update(notificationOutbox)
        .set({ notBefore: new Date(Date.now() - 1000) })
        .where(eq(notificationOutbox.id, row!.id));
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(waits[1]!).toBeGreaterThan(waits[0]! * 3);
    expect(await app.notifier.sendDue()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(sentTo(n.phone)).toHaveLength(5);

    const code = await enqueueNotification(db, {
      kind: 'verification_code',
      phone: n.phone,
      vars: { code: '333444' },
      eventKey: 'b3',
    });
    expect(code.queued && (await app.notifier.deliver(code.id))).toBe('failed');
    fake.status.code = 200;
  });

  it('a provider that does not answer in time counts as a failure: retried later, recorded', async () => {
    const { db } = t();
    const m = await member(db);
    fake.status.code = 200;
    fake.delay.ms = 1500;
    const notifier = smsOnlyNotifier(
      db,
      createSolapiSender({
        apiKey: FAKE_SOLAPI_KEY,
        apiSecret: FAKE_SOLAPI_SECRET,
        sender: '0310000000',
        baseUrl: fake.url(),
        log: quiet,
        timeoutMs: 200,
      }),
    );
    await enqueueNotification(db, {
      kind: 'reduction_received',
      phone: m.phone,
      vars: { plate: '12가3456' },
      eventKey: 'to1',
    });
    expect(await notifier.sendDue()).toMatchObject({ retried: 1 });
    fake.delay.ms = 0;
    const [row] = await rowsTo(db, m.phone);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.error).toMatch(/^SOLAPI unreachable/);
  });
});

// Two API processes on one PostgreSQL database send from one queue.
describe.runIf(process.env.TEST_DB === 'pg')('two processes on one PostgreSQL (TEST_DB=pg)', () => {
  const t = useTestApp();
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    const handle = await createDb({
      databaseUrl: await sameDatabaseUrl(t()),
      dataDir: 'memory://',
      poolMax: 4,
    });
    second = await buildApp({ ...t().app.config, databaseUrl: undefined }, { dbHandle: handle });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('never send a message twice, whichever process claims it', async () => {
    const { app, db } = t();
    const phones = await queueMany(db, 60, 'pg');
    const results = await Promise.all([
      app.notifier.sendDue(20),
      second!.notifier.sendDue(20),
      app.notifier.sendDue(20),
      second!.notifier.sendDue(20),
      app.jobs.runNow('notifications'),
      second!.jobs.runNow('notifications'),
    ]);
    const sent = results.slice(0, 4).reduce((n, r) => n + ('sent' in r ? r.sent : 0), 0);
    expect(sent).toBeGreaterThan(0);
    for (const phone of phones) {
      expect(await smsTo(db, phone)).toHaveLength(1);
      expect(await rowsTo(db, phone)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    }
  });
});
