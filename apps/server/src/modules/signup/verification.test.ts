import { ko } from '@parking/shared/messages/ko';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneVerifications, smsOutbox, verifyTickets } from '../../db/schema/accounts';
import { createMember, useTestApp } from '../../test/harness';
import { ageCodes, Browser, codesOf, freshPhone, latestCode, outboxCount } from './test-kit';
import { codeHash } from './verification.service';

describe('SMS codes: send.json and pinNoChk.json', () => {
  const t = useTestApp({ sms: { ...baseSms(), dailyLimitPerPhone: 4, dailyLimitPerIp: 6 } });

  it('sends a 6-digit code in Korean, stores only its HMAC bound to phone and purpose, sets PPVERIFY', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    const res = await b.get('/api/member/send.json', {
      rcvAddr: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      message: ko.accounts.codeSent,
      validSeconds: 180,
      resendSeconds: 30,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^PPVERIFY=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/member/);

    const code = await latestCode(t().db, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [text] = await t().db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, phone));
    expect(text!.text).toBe(`[통합주차포털] 인증번호 [${code}]를 입력해주세요.`);

    const [row] = await codesOf(t().db, phone);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toBe(codeHash(t().app.config.appSecret, 'SIGNUP', phone, code));
    expect(row!.codeHash).not.toBe(codeHash(t().app.config.appSecret, 'FIND_PW', phone, code));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(180_000);
    // only the cookie's SHA-256 is stored
    const token = b.cookies.get('PPVERIFY')!;
    const tickets = await t().db.select().from(verifyTickets);
    expect(tickets.some((x) => x.tokenHash.includes(token))).toBe(false);
    expect(tickets.some((x) => x.tokenHash === row!.ticketHash)).toBe(true);
  });

  it('accepts the right code once: success, then reuse is refused', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.send(phone);
    const code = await latestCode(t().db, phone);
    const ok = await b.pin(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: true, message: '인증이 완료되었습니다.', purpose: 'SIGNUP' });
    const again = await b.pin(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('PIN_NOT_REQUESTED');
  });

  it('decides for this browser only: another browser cannot use the code', async () => {
    const a = new Browser(t().app);
    const other = new Browser(t().app);
    const phone = freshPhone();
    await a.send(phone);
    const code = await latestCode(t().db, phone);
    const res = await other.pin(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PIN_NOT_REQUESTED', message: ko.errors.PIN_NOT_REQUESTED });
    expect((await a.pin(code)).statusCode).toBe(200);
  });

  it('answers a wrong code with the spec message and the tries left; the 5th wrong try voids the code', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.send(phone);
    const code = await latestCode(t().db, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await b.pin(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PIN_MISMATCH',
        message: '인증번호를 다시 확인해주세요.',
        remainingTries: 5 - i,
      });
    }
    const fifth = await b.pin(wrong);
    expect(fifth.json()).toMatchObject({ code: 'PIN_TOO_MANY_TRIES', message: ko.errors.PIN_TOO_MANY_TRIES });
    // even the right code is refused now
    const right = await b.pin(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('PIN_TOO_MANY_TRIES');
    const [row] = await codesOf(t().db, phone);
    expect(row!.tries).toBe(5);
    expect(row!.voidedAt).not.toBeNull();
    expect(row!.verifiedAt).toBeNull();
  });

  it('refuses an expired code (after 180 s) with 인증 시간이 만료되었습니다.', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.send(phone);
    const code = await latestCode(t().db, phone);
    await ageCodes(t().db, phone, 181);
    const res = await b.pin(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PIN_EXPIRED', message: '인증 시간이 만료되었습니다.' });
  });

  it('throttles a resend within 30 s (429, Retry-After), then a new code replaces the old one', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.send(phone);
    const first = await latestCode(t().db, phone);
    const soon = await b.send(phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'PIN_RESEND_TOO_SOON',
      message: ko.errors.PIN_RESEND_TOO_SOON,
    });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxCount(t().db, phone)).toBe(1);
    // another browser cannot bypass the cooldown of that phone either
    expect((await new Browser(t().app).send(phone)).statusCode).toBe(429);

    await ageCodes(t().db, phone, 31);
    expect((await b.send(phone)).statusCode).toBe(200);
    const second = await latestCode(t().db, phone);
    if (second !== first) {
      const old = await b.pin(first);
      expect(old.statusCode).toBe(400);
    }
    expect((await b.pin(second)).statusCode).toBe(200);
  });

  it('caps codes per phone per day (429 with a Korean message)', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 4; i++) {
      const res = await new Browser(t().app).send(phone);
      expect(res.statusCode).toBe(200);
      await ageCodes(t().db, phone, 31);
    }
    const capped = await new Browser(t().app).send(phone);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'SMS_DAILY_LIMIT', message: ko.errors.SMS_DAILY_LIMIT });
    expect(await outboxCount(t().db, phone)).toBe(4);
    // a day later the phone may receive codes again
    await ageCodes(t().db, phone, 24 * 3600);
    expect((await new Browser(t().app).send(phone)).statusCode).toBe(200);
  });

  it('caps codes per client IP per day', async () => {
    const b = new Browser(t().app, '10.200.0.1');
    for (let i = 0; i < 6; i++) expect((await b.send(freshPhone())).statusCode).toBe(200);
    const capped = await b.send(freshPhone());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('SMS_DAILY_LIMIT');
    // other addresses are not affected
    expect((await new Browser(t().app, '10.200.0.2').send(freshPhone())).statusCode).toBe(200);
  });

  it('refuses SIGNUP for a registered number with 이미 가입된 핸드폰 번호입니다., and sends nothing', async () => {
    const phone = freshPhone();
    await createMember(t().db, { empMobile: phone });
    const res = await new Browser(t().app).send(phone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_TAKEN', message: '이미 가입된 핸드폰 번호입니다.' });
    expect(await outboxCount(t().db, phone)).toBe(0);
  });

  it('answers FIND_PW without a matching checkId exactly like a send, but sends nothing', async () => {
    const phone = freshPhone();
    await createMember(t().db, { empMobile: phone });
    const res = await new Browser(t().app).send(phone, 'FIND_PW');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      message: ko.accounts.codeSent,
      validSeconds: 180,
      resendSeconds: 30,
    });
    expect(await outboxCount(t().db, phone)).toBe(0);
    const unknown = freshPhone();
    const res2 = await new Browser(t().app).send(unknown, 'FIND_PW');
    expect(res2.json()).toEqual(res.json());
  });

  it('refuses malformed phones and purposes with 400 and the Korean message; nothing stored', async () => {
    const b = new Browser(t().app);
    const before = await t().db.select().from(phoneVerifications);
    for (const rcvAddr of [
      '',
      '0101234567',
      '010123456789',
      '010-12a4-5678',
      '02-1234-5678',
      "01012345678' or 1=1",
    ]) {
      const res = await b.get('/api/member/send.json', { rcvAddr });
      expect(res.statusCode, rcvAddr).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fieldErrors.rcvAddr[0]).toMatch(
        /^(휴대폰 번호를 확인해주세요|번호를 입력해주세요\.)$/,
      );
    }
    const badPurpose = await b.get('/api/member/send.json', { rcvAddr: freshPhone(), purpose: 'LOGIN' });
    expect(badPurpose.statusCode).toBe(400);
    const badPin = await b.pin('12ab56');
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().fieldErrors.pinNo).toEqual([ko.accounts.v.pinFormat]);
    expect(await t().db.select().from(phoneVerifications)).toHaveLength(before.length);
  });

  it('answers pinNoChk without any code sent: PIN_NOT_REQUESTED', async () => {
    const res = await new Browser(t().app).pin('123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PIN_NOT_REQUESTED');
  });

  it('refuses send.json triggered by another site (it sends an SMS although it is a GET)', async () => {
    const phone = freshPhone();
    const res = await new Browser(t().app).request({
      method: 'GET',
      url: '/api/member/send.json',
      query: { rcvAddr: phone },
      headers: { origin: '', referer: 'https://evil.example/page' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
    expect(await outboxCount(t().db, phone)).toBe(0);
  });

  it('refuses a cross-site POST carrying the ticket cookie', async () => {
    const b = new Browser(t().app);
    await b.send(freshPhone());
    const res = await b.request({
      method: 'POST',
      url: '/api/member/pinNoChk.json',
      form: { pinNo: '123456' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });
});

describe('demo SMS outbox page', () => {
  const t = useTestApp({ demoMode: true });

  it('lists the latest messages newest first, paged, without login', async () => {
    const b = new Browser(t().app);
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    for (const p of phones) await b.send(p);
    const res = await t().app.inject({ method: 'GET', url: '/api/demo/sms-outbox?page=1&pageSize=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((i: { to: string }) => i.to)).toEqual([phones[2], phones[1]]);
    expect(body.items[0].text).toMatch(/^\[통합주차포털\] 인증번호 \[\d{6}\]를 입력해주세요\.$/);
    expect(new Date(body.items[0].sentAt).getTime()).toBeGreaterThan(0);
    const page2 = await t().app.inject({ method: 'GET', url: '/api/demo/sms-outbox?page=2&pageSize=2' });
    expect(page2.json().items.map((i: { to: string }) => i.to)).toEqual([phones[0]]);
    expect(
      (await t().app.inject({ method: 'GET', url: '/api/demo/sms-outbox?pageSize=500' })).statusCode,
    ).toBe(400);
  });
});

describe('demo SMS outbox outside demo mode', () => {
  const t = useTestApp({ demoMode: false });

  it('does not exist (404)', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/demo/sms-outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

function baseSms() {
  return {
    provider: 'outbox' as const,
    solapi: { apiKey: '', apiSecret: '', sender: '', baseUrl: 'http://127.0.0.1:9' },
    dailyLimitPerPhone: 10,
    dailyLimitPerIp: 50,
    dailyMessagesPerPhone: 30,
  };
}
