import { createHmac } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/accounts';
import { Browser, freshPhone } from '../../modules/signup/test-kit';
import { FAKE_SOLAPI_KEY, FAKE_SOLAPI_SECRET, solapiSmsConfig, useFakeSolapi } from '../../test/fake-solapi';
import { useTestApp } from '../../test/harness';
import { SmsSendError } from './sms';
import { createSolapiSender, solapiAuthorization } from './solapi';

const KEY = FAKE_SOLAPI_KEY;
const SECRET = FAKE_SOLAPI_SECRET;

const silent = { info() {}, warn() {} };
/** The adapter, signed with the test key, sending to `baseUrl`. */
const solapiAt = (baseUrl: string, more: { apiSecret?: string; timeoutMs?: number } = {}) =>
  createSolapiSender({ apiKey: KEY, apiSecret: SECRET, sender: '0310000000', baseUrl, log: silent, ...more });

describe('solapi adapter', () => {
  const fake = useFakeSolapi();

  it('builds the documented Authorization header', () => {
    const date = '2026-01-02T03:04:05.000Z';
    const expected = createHmac('sha256', SECRET).update(`${date}abc123`).digest('hex');
    expect(solapiAuthorization(KEY, SECRET, date, 'abc123')).toBe(
      `HMAC-SHA256 apiKey=${KEY}, date=${date}, salt=abc123, signature=${expected}`,
    );
  });

  it('POSTs {base}/messages/v4/send with a valid signature and the message', async () => {
    fake.status.code = 200;
    const sender = solapiAt(fake.url());
    await sender.send({ to: '01012345678', text: '[통합주차포털] 인증번호 [123456]를 입력해주세요.' });
    const got = fake.received.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/messages/v4/send');
    expect(got.signatureValid).toBe(true);
    expect(got.body).toEqual({
      message: {
        to: '01012345678',
        from: '0310000000',
        text: '[통합주차포털] 인증번호 [123456]를 입력해주세요.',
      },
    });
    // a fresh salt every time
    await sender.send({ to: '01012345678', text: 'x' });
    expect(fake.received.at(-1)!.authorization).not.toBe(got.authorization);
  });

  it('sends a 알림톡 as the same call with kakaoOptions (no provider SMS substitution) and returns its message id', async () => {
    fake.status.code = 200;
    const sender = solapiAt(fake.url());
    const receipt = await sender.sendAlimtalk!({
      to: '01012345678',
      text: '[통합주차포털] 테스트상점 사업자회원 가입이 승인되었습니다.',
      pfId: 'KA01PF0001',
      templateId: 'KA01TP0001',
      variables: { '#{company}': '테스트상점' },
    });
    const got = fake.received.at(-1)!;
    expect(got.url).toBe('/messages/v4/send');
    expect(got.signatureValid).toBe(true);
    expect(got.body).toEqual({
      message: {
        to: '01012345678',
        from: '0310000000',
        text: '[통합주차포털] 테스트상점 사업자회원 가입이 승인되었습니다.',
        type: 'ATA',
        kakaoOptions: {
          pfId: 'KA01PF0001',
          templateId: 'KA01TP0001',
          variables: { '#{company}': '테스트상점' },
          disableSms: true,
        },
      },
    });
    expect(receipt?.providerId).toMatch(/^M\d+$/);
  });

  it('a wrong secret gives a signature the server rejects', async () => {
    const sender = solapiAt(fake.url(), { apiSecret: 'wrong' });
    await sender.send({ to: '01012345678', text: 'x' });
    expect(fake.received.at(-1)!.signatureValid).toBe(false);
  });

  it('rejects with SmsSendError on a refusal or an unreachable server', async () => {
    fake.status.code = 401;
    const sender = solapiAt(fake.url());
    await expect(sender.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    fake.status.code = 200;
    const nowhere = solapiAt('http://127.0.0.1:1', { timeoutMs: 2000 });
    await expect(nowhere.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('send.json with SMS_PROVIDER=solapi', () => {
  const fake = useFakeSolapi();
  const t = useTestApp({ sms: solapiSmsConfig(() => fake.url()) });

  it('sends the code through the provider (signed), not the outbox', async () => {
    fake.status.code = 200;
    const phone = freshPhone();
    const res = await new Browser(t().app).send(phone);
    expect(res.statusCode, res.body).toBe(200);
    const got = fake.received.at(-1)!;
    expect(got.signatureValid).toBe(true);
    expect((got.body as { message: { to: string; text: string } }).message.to).toBe(phone);
    expect((got.body as { message: { text: string } }).message.text).toMatch(
      /^\[통합주차포털\] 인증번호 \[\d{6}\]를 입력해주세요\.$/,
    );
    expect(await t().db.select().from(smsOutbox)).toHaveLength(0);
  });

  it('answers a provider failure with 503 and a Korean message, keeps running, and allows a retry at once', async () => {
    fake.status.code = 500;
    const phone = freshPhone();
    const b = new Browser(t().app);
    const res = await b.send(phone);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SMS_SEND_FAILED', message: ko.errors.SMS_SEND_FAILED });
    fake.status.code = 200;
    expect((await b.send(phone)).statusCode).toBe(200);
  });
});
