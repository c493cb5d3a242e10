import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export const FAKE_SOLAPI_KEY = 'NCSTESTKEY';
export const FAKE_SOLAPI_SECRET = 'test-secret-0123456789';

/**
 * The `sms` settings of a test app sending through a fake SOLAPI: the port is known only once the fake listens,
 * so the adapter reads the address through a getter.
 */
export function solapiSmsConfig(baseUrl: () => string) {
  return {
    provider: 'solapi' as const,
    solapi: {
      apiKey: FAKE_SOLAPI_KEY,
      apiSecret: FAKE_SOLAPI_SECRET,
      sender: '0310000000',
      get baseUrl() {
        return baseUrl();
      },
    },
    dailyLimitPerPhone: 10,
    dailyLimitPerIp: 50,
    dailyMessagesPerPhone: 30,
  };
}

export interface SolapiRequest {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
  /** the signature recomputed here, independently of the adapter */
  signatureValid: boolean;
}

export interface FakeSolapi {
  server: Server;
  received: SolapiRequest[];
  /** the HTTP status answered to an SMS (`status.code`) and to a 알림톡 (`status.alimtalk`, default: the same) */
  status: { code: number; alimtalk?: number };
  /** ms to wait before answering (a provider timeout) */
  delay: { ms: number };
  url: () => string;
  listen: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A local stand-in for SOLAPI on 127.0.0.1 (port 0): checks the HMAC itself and answers `status` (a 알림톡 —
 * a message with kakaoOptions — may be given its own status, to make it fail while SMS go through).
 */
export function fakeSolapi(): FakeSolapi {
  const received: SolapiRequest[] = [];
  const status: FakeSolapi['status'] = { code: 200 };
  const delay = { ms: 0 };
  let seq = 0;
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
        m[1] === FAKE_SOLAPI_KEY &&
        !Number.isNaN(Date.parse(m[2]!)) &&
        Math.abs(Date.now() - Date.parse(m[2]!)) < 15 * 60_000 &&
        createHmac('sha256', FAKE_SOLAPI_SECRET)
          .update(m[2]! + m[3]!)
          .digest('hex') === m[4];
      const body = JSON.parse(raw || 'null') as { message?: { kakaoOptions?: unknown } } | null;
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization, body, signatureValid });
      const code = body?.message?.kakaoOptions ? (status.alimtalk ?? status.code) : status.code;
      seq += 1;
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(
          code === 200
            ? JSON.stringify({ groupId: 'G1', messageId: `M${seq}`, statusCode: '2000' })
            : '{"errorCode":"Failure"}',
        );
      };
      if (delay.ms > 0) setTimeout(answer, delay.ms);
      else answer();
    });
  });
  return {
    server,
    received,
    status,
    delay,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fake SOLAPI listening for the tests of the enclosing describe block (started before them, closed after). */
export function useFakeSolapi(): FakeSolapi {
  const fake = fakeSolapi();
  beforeAll(async () => {
    await fake.listen();
  });
  afterAll(async () => {
    await fake.close();
  });
  return fake;
}
