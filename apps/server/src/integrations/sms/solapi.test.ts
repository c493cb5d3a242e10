import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ko } from '@parking/shared/messages/ko';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/accounts';
import { Browser, freshPhone } from '../../modules/signup/test-kit';
import { useTestApp } from '../../test/harness';
import { SmsSendError } from './sms';
import { createSolapiSender, solapiAuthorization } from './solapi';

const KEY = 'NCSTESTKEY';
const SECRET = 'test-secret-0123456789';

interface Received {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
  /** the signature recomputed here, independently of the adapter */
  signatureValid: boolean;
}

/** A local stand-in for SOLAPI on 127.0.0.1 (port 0): checks the HMAC itself and answers `status`. */
function fakeSolapi(): { server: Server; received: Received[]; status: { code: number }; url: () => string } {
  const received: Received[] = [];
  const status = { code: 200 };
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const authorization = String(req.headers.authorization ?? '');
      const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
      const signatureValid =
        m !== null &&
        m[1] === KEY &&
        !Number.isNaN(Date.parse(m[2]!)) &&
        Math.abs(Date.now() - Date.parse(m[2]!)) < 15 * 60_000 &&
        createHmac('sha256', SECRET)
          .update(m[2]! + m[3]!)
          .digest('hex') === m[4];
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization,
        body: JSON.parse(raw || 'null'),
        signatureValid,
      });
      res.writeHead(status.code, { 'content-type': 'application/json' });
      res.end(
        status.code === 200
          ? '{"groupId":"G1","messageId":"M1","statusCode":"2000"}'
          : '{"errorCode":"Failure"}',
      );
    });
  });
  return {
    server,
    received,
    status,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const silent = { info() {}, warn() {} };

describe('solapi adapter', () => {
  const fake = fakeSolapi();
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('builds the documented Authorization header', () => {
    const date = '2026-01-02T03:04:05.000Z';
    const expected = createHmac('sha256', SECRET).update(`${date}abc123`).digest('hex');
    expect(solapiAuthorization(KEY, SECRET, date, 'abc123')).toBe(
      `HMAC-SHA256 apiKey=${KEY}, date=${date}, salt=abc123, signature=${expected}`,
    );
  });

  it('POSTs {base}/messages/v4/send with a valid signature and the message', async () => {
    fake.status.code = 200;
    const sender = createSolapiSender({
      apiKey: KEY,
      apiSecret: SECRET,
      sender: '0310000000',
      baseUrl: fake.url(),
      log: silent,
    });
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

  it('a wrong secret gives a signature the server rejects', async () => {
    const sender = createSolapiSender({
      apiKey: KEY,
      apiSecret: 'wrong',
      sender: '0310000000',
      baseUrl: fake.url(),
      log: silent,
    });
    await sender.send({ to: '01012345678', text: 'x' });
    expect(fake.received.at(-1)!.signatureValid).toBe(false);
  });

  it('rejects with SmsSendError on a refusal or an unreachable server', async () => {
    fake.status.code = 401;
    const sender = createSolapiSender({
      apiKey: KEY,
      apiSecret: SECRET,
      sender: '0310000000',
      baseUrl: fake.url(),
      log: silent,
    });
    await expect(sender.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    fake.status.code = 200;
    const nowhere = createSolapiSender({
      apiKey: KEY,
      apiSecret: SECRET,
      sender: '0310000000',
      baseUrl: 'http://127.0.0.1:1',
      log: silent,
      timeoutMs: 2000,
    });
    await expect(nowhere.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('send.json with SMS_PROVIDER=solapi', () => {
  const fake = fakeSolapi();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    base = fake.url();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });
  const t = useTestApp({
    sms: {
      provider: 'solapi',
      // the port is known only once the fake listens: the adapter reads it through this getter
      solapi: {
        apiKey: KEY,
        apiSecret: SECRET,
        sender: '0310000000',
        get baseUrl() {
          return base;
        },
      },
      dailyLimitPerPhone: 10,
      dailyLimitPerIp: 50,
      dailyMessagesPerPhone: 30,
    },
  });

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
