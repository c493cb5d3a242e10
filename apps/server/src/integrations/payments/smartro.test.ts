import { createDecipheriv, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../config/index';
import { payments } from '../../db/schema/payments';
import { findPayment, reconcileStuckPayments } from '../../modules/payments';
import {
  insertItem,
  itemRow,
  postCallback,
  resultOf,
  startOk,
  TEST_PAGE,
  unpaidItemsTarget,
} from '../../modules/payments/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';
import { encryptData, ProviderUnavailable } from './adapter';
import { createPaymentAdapter } from './index';
import { createSmartroAdapter } from './smartro';

const MID = 'smtest001m';
const KEY = 'SmartroTestMerchantKey0123456789abcdefghij==';
const CANCEL_PWD = '123456';

type Mode = 'approve' | 'decline' | 'slow' | 'http500' | 'garbage';

interface FakeSmartro {
  server: Server;
  url: () => string;
  mode: { approve: Mode; cancel: 'ok' | 'refuse' };
  /** what the fake approves for a Tid (the real provider knows it from the payment window) */
  orders: Map<string, { moid: string; amt: number }>;
  /** override of the approved amount (to simulate a mismatch) */
  amtOverride: { value: number | null };
  approvals: { Tid: string; TrAuthKey: string }[];
  /** decrypted cancel requests, with whether their HashData verified */
  cancels: { params: Record<string, string>; hashValid: boolean; mid: string }[];
}

/** A local stand-in for Smartro's approval host: real HTTP, its own decryption and hashing (node:crypto). */
function fakeSmartro(): FakeSmartro {
  const fake: FakeSmartro = {
    server: createServer(),
    url: () => `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
    mode: { approve: 'approve', cancel: 'ok' },
    orders: new Map(),
    amtOverride: { value: null },
    approvals: [],
    cancels: [],
  };
  fake.server.on('request', (req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(typeof value === 'string' ? value : JSON.stringify(value));
      };
      if (req.url === '/payment/approval/urlCallApproval.do') {
        fake.approvals.push({ Tid: body.Tid!, TrAuthKey: body.TrAuthKey! });
        const order = fake.orders.get(body.Tid!);
        const mode = fake.mode.approve;
        if (mode === 'slow') return void setTimeout(() => json(200, { ResultCode: '3001' }), 1500);
        if (mode === 'http500') return json(500, { error: 'x' });
        if (mode === 'garbage') return json(200, '<html>busy</html>');
        return json(200, {
          ResultCode: mode === 'approve' ? '3001' : '3011',
          ResultMsg: mode === 'approve' ? 'OK' : 'DECLINED',
          Tid: body.Tid,
          Mid: MID,
          Moid: order?.moid ?? '',
          Amt: String(fake.amtOverride.value ?? order?.amt ?? 0),
          AuthCode: '30012345',
          AppCardName: 'TESTCARD',
          CardNum: '40921675****082*',
          PayMethod: 'CARD',
        });
      }
      if (req.url === '/payment/approval/cancel.do') {
        const decipher = createDecipheriv(
          'aes-256-cbc',
          Buffer.from(KEY.slice(0, 32), 'utf8'),
          Buffer.alloc(16),
        );
        const params = JSON.parse(
          Buffer.concat([decipher.update(Buffer.from(body.EncData!, 'base64')), decipher.final()]).toString(
            'utf8',
          ),
        ) as Record<string, string>;
        const expected = createHash('sha256')
          .update(`${params.Tid}${KEY}${params.CancelAmt}${params.PartialCancelCode}`)
          .digest('base64');
        fake.cancels.push({ params, hashValid: expected === params.HashData, mid: body.Mid! });
        return json(
          200,
          fake.mode.cancel === 'ok'
            ? { ResultCode: '2001', ResultMsg: 'OK' }
            : { ResultCode: '2013', ResultMsg: 'NO' },
        );
      }
      json(404, {});
    });
  });
  return fake;
}

function smartroPayment(url: string, timeoutMs = 300) {
  const base = testConfig().payment;
  return {
    ...base,
    provider: 'smartro' as const,
    mid: MID,
    merchantKey: KEY,
    smartro: {
      mode: 'STG' as const,
      payUrl: 'https://tpay.smartropay.co.kr',
      approvalUrl: url,
      cancelPwd: CANCEL_PWD,
      timeoutMs,
    },
    reconcileIntervalSeconds: 0,
    startsPerMinute: 10_000,
  };
}

const fake = fakeSmartro();
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  fake.server.closeAllConnections();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

describe('EncryptData', () => {
  it('matches vectors computed independently', () => {
    // Computed outside this code base (Python hashlib): Base64(SHA-256(EdiDate + Mid + Amt + MerchantKey)).
    expect(encryptData('20260301093000', 't_portal01', 1500, KEY)).toBe(
      '7Yv1gyBItaajJo40uYUBZo9tCYNLptnY4ZMnKyKnimA=',
    );
    expect(encryptData('20260301093000', 'smtest001m', '1004', '한글키')).toBe(
      'wk1YqOF8IS5SWSk+kqnp0++QWbpEdBvslzSbNu3F5J0=',
    );
    const direct = createHash('sha256').update(`20260301093000${MID}9900${KEY}`).digest('base64');
    expect(encryptData('20260301093000', MID, 9900, KEY)).toBe(direct);
  });
});

describe('smartro adapter against a fake provider', () => {
  const adapter = () =>
    createSmartroAdapter({ mid: MID, merchantKey: KEY, smartro: smartroPayment(fake.url()).smartro });
  const payment = { paymentId: 'p'.repeat(22), moid: 'PP2026030109300012345', mid: MID, amount: 9900 };

  it('builds the PC form for Smartro’s window (EUC-KR, SDK, mode)', () => {
    const s = adapter().start({
      ...payment,
      goodsName: 'x'.repeat(60),
      ediDate: '20260301093000',
      baseUrl: 'https://parking.example',
      returnUrl: 'https://parking.example/api/smartropay/callApproval/unpaidview/x',
      stopUrl: 'https://parking.example/unpaidview?r=false',
      buyerName: 'B',
      buyerTel: '',
      mallUserId: '12가3456',
      userIp: '10.0.0.1',
      mallIp: '10.0.0.2',
    });
    expect(s).toMatchObject({
      actionUrl: 'https://tpay.smartropay.co.kr/asset/js/SmartroPAY-1.0.min.js',
      charset: 'EUC-KR',
      provider: 'smartro',
      mode: 'STG',
      encryptData: createHash('sha256').update(`20260301093000${MID}9900${KEY}`).digest('base64'),
    });
    expect(s.form.GoodsName).toHaveLength(40);
    expect(s.form).toMatchObject({
      Amt: '9900',
      TaxAmt: '9000',
      VatAmt: '900',
      TaxFreeAmt: '0',
      BuyerTel: '01000000000',
    });
  });

  it('approves on 3001 and reports what the provider approved', async () => {
    fake.mode.approve = 'approve';
    fake.orders.set('TID-A', { moid: payment.moid, amt: 9900 });
    const r = await adapter().approve({ tid: 'TID-A', trAuthKey: 'KEY-A', payment });
    expect(r).toMatchObject({
      approved: true,
      mid: MID,
      moid: payment.moid,
      amt: 9900,
      authCode: '30012345',
      cardName: 'TESTCARD',
      resultCode: '3001',
    });
    expect(fake.approvals.at(-1)).toEqual({ Tid: 'TID-A', TrAuthKey: 'KEY-A' });
    expect(r.raw?.CardNum).toBeUndefined();
  });

  it('refuses any other result code', async () => {
    fake.mode.approve = 'decline';
    const r = await adapter().approve({ tid: 'TID-B', trAuthKey: 'KEY-B', payment });
    expect(r).toMatchObject({ approved: false, resultCode: '3011' });
  });

  it('throws ProviderUnavailable on timeout, HTTP errors, garbage and a closed port', async () => {
    for (const mode of ['slow', 'http500', 'garbage'] as const) {
      fake.mode.approve = mode;
      await expect(adapter().approve({ tid: 'TID-C', trAuthKey: 'K', payment }), mode).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
    }
    const closed = createSmartroAdapter({
      mid: MID,
      merchantKey: KEY,
      smartro: { ...smartroPayment('http://127.0.0.1:9').smartro },
    });
    await expect(closed.approve({ tid: 'T', trAuthKey: 'K', payment })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    fake.mode.approve = 'approve';
  });

  it('cancels in full with an encrypted, hashed request', async () => {
    fake.mode.cancel = 'ok';
    const c = await adapter().cancel({ tid: 'TID-A', payment, reason: 'test' });
    expect(c).toEqual({ cancelled: true, resultCode: '2001', resultMsg: 'OK' });
    const sent = fake.cancels.at(-1)!;
    expect(sent.hashValid).toBe(true);
    expect(sent.mid).toBe(MID);
    expect(sent.params).toMatchObject({
      SERVICE_MODE: 'CL1',
      Tid: 'TID-A',
      Mid: MID,
      CancelAmt: '9900',
      CancelPwd: CANCEL_PWD,
      PartialCancelCode: '0',
      CancelSeq: '1',
    });
    fake.mode.cancel = 'refuse';
    expect((await adapter().cancel({ tid: 'TID-X', payment, reason: 'test' })).cancelled).toBe(false);
    fake.mode.cancel = 'ok';
  });
});

describe('payments core with PAYMENT_PROVIDER=smartro (fake provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { payment: smartroPayment(fake.url()) },
      { paymentTargets: [unpaidItemsTarget()] },
    );
  });
  afterAll(async () => {
    await t.close();
    expect(t.serverErrors).toEqual([]);
  });

  /** Starts a payment and plays Smartro's window: it knows the order under a new Tid. */
  async function started(amount: number, tid: string) {
    const item = await insertItem(t.db, amount);
    const r = await startOk(t.app, { ids: [item], amount });
    fake.orders.set(tid, { moid: r.form.Moid!, amt: amount });
    return { r, item, path: new URL(r.form.ReturnUrl!).pathname };
  }

  it('answers the Smartro form and approves through the provider', async () => {
    fake.mode.approve = 'approve';
    const { r, item, path } = await started(2500, 'SMT-OK');
    expect(r).toMatchObject({ provider: 'smartro', mode: 'STG', charset: 'EUC-KR', mid: MID });
    expect(r.encryptData).toBe(createHash('sha256').update(`${r.ediDate}${MID}2500${KEY}`).digest('base64'));
    // The simulated card page does not exist with the real provider.
    expect((await t.app.inject({ method: 'GET', url: '/pg-sim/auto-submit.js' })).statusCode).toBe(404);
    // The SPA may load Smartro's window script and post the form to its host; nothing else is widened.
    const page = await t.app.inject({ method: 'GET', url: '/paymentview', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    const host = 'https://tpay.smartropay.co.kr';
    for (const d of ['script-src', 'frame-src', 'form-action'])
      expect(csp.split(';').find((x) => x.startsWith(d))).toContain(host);
    expect(csp.split(';').find((x) => x.startsWith('connect-src'))).not.toContain(host);

    const cb = await postCallback(t.app, path, { Tid: 'SMT-OK', TrAuthKey: 'auth-ok' });
    expect(resultOf(cb.headers.location)).toMatchObject({ path: `/${TEST_PAGE}`, r: 'true' });
    expect(await findPayment(t.db, r.paymentId)).toMatchObject({
      status: 'APPROVED',
      authCode: '30012345',
      cardName: 'TESTCARD',
    });
    expect((await itemRow(t.db, item)).status).toBe('PAID');
  });

  it('cancels at the provider when the approved amount differs from the payment', async () => {
    fake.mode.approve = 'approve';
    const { r, item, path } = await started(8000, 'SMT-MISMATCH');
    fake.amtOverride.value = 800;
    try {
      const cb = await postCallback(t.app, path, { Tid: 'SMT-MISMATCH', TrAuthKey: 'auth' });
      expect(resultOf(cb.headers.location).r).toBe('false');
    } finally {
      fake.amtOverride.value = null;
    }
    expect(await findPayment(t.db, r.paymentId)).toMatchObject({
      status: 'CANCELLED',
      resultCode: 'MISMATCH',
    });
    const cancel = fake.cancels.at(-1)!;
    expect(cancel.params).toMatchObject({ Tid: 'SMT-MISMATCH', CancelAmt: '800' });
    expect(cancel.hashValid).toBe(true);
    expect((await itemRow(t.db, item)).status).toBe('UNPAID');
  });

  it('fails a declined approval without cancelling', async () => {
    fake.mode.approve = 'decline';
    const cancels = fake.cancels.length;
    const { r, path } = await started(3000, 'SMT-DECLINE');
    const cb = await postCallback(t.app, path, { Tid: 'SMT-DECLINE', TrAuthKey: 'auth' });
    expect(resultOf(cb.headers.location).r).toBe('false');
    expect(await findPayment(t.db, r.paymentId)).toMatchObject({ status: 'FAILED', resultCode: '3011' });
    expect(fake.cancels.length).toBe(cancels);
    fake.mode.approve = 'approve';
  });

  it('leaves a timed-out approval APPROVING for the reconcile job, which cancels it', async () => {
    fake.mode.approve = 'slow';
    const { r, item, path } = await started(4100, 'SMT-SLOW');
    const cb = await postCallback(t.app, path, { Tid: 'SMT-SLOW', TrAuthKey: 'auth' });
    fake.mode.approve = 'approve';
    expect(resultOf(cb.headers.location)).toMatchObject({
      r: 'false',
      processing: 'true',
      paymentId: r.paymentId,
    });
    expect(await findPayment(t.db, r.paymentId)).toMatchObject({
      status: 'APPROVING',
      resultCode: 'PROVIDER_UNAVAILABLE',
    });
    // A repeated callback meanwhile does not approve a second time: it reports "still processing".
    const approvals = fake.approvals.length;
    const again = await postCallback(t.app, path, { Tid: 'SMT-SLOW', TrAuthKey: 'auth' });
    expect(resultOf(again.headers.location)).toMatchObject({ r: 'false', processing: 'true' });
    expect(fake.approvals.length).toBe(approvals);

    await t.db
      .update(payments)
      .set({ approvingAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.paymentId, r.paymentId));

    const deps = {
      db: t.db,
      adapter: createPaymentAdapter(t.app.config, t.db),
      config: t.app.config.payment,
      log: t.app.log,
    };
    expect(await reconcileStuckPayments(deps)).toMatchObject({ cancelled: 1 });
    expect((await findPayment(t.db, r.paymentId))?.status).toBe('CANCELLED');
    expect(fake.cancels.at(-1)!.params).toMatchObject({ Tid: 'SMT-SLOW', CancelAmt: '4100' });
    expect((await itemRow(t.db, item)).status).toBe('UNPAID');
  });
});

describe('payment configuration', () => {
  it('defaults to the simulated provider and its demo merchant', () => {
    const c = loadConfig({}).payment;
    expect(c).toMatchObject({
      provider: 'simulated',
      mid: 't_portal01',
      publicBaseUrl: null,
      reconcileAfterSeconds: 30,
      reconcileIntervalSeconds: 60,
    });
    expect(c.smartro).toMatchObject({
      mode: 'STG',
      payUrl: 'https://tpay.smartropay.co.kr',
      approvalUrl: 'https://tapproval.smartropay.co.kr',
      timeoutMs: 10_000,
    });
    expect(loadConfig({}).csrfExemptPrefixes).toEqual(
      expect.arrayContaining(['/api/smartropay/callApproval/', '/pg-sim/']),
    );
  });

  it('requires the merchant id, key and cancel password for smartro, and picks the REAL hosts', () => {
    try {
      loadConfig({ PAYMENT_PROVIDER: 'smartro' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PAYMENT_MID', 'PAYMENT_MERCHANT_KEY', 'SMARTRO_CANCEL_PWD'])
        expect(problems).toContain(name);
    }
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'smartro',
        PAYMENT_MID: MID,
        PAYMENT_MERCHANT_KEY: 'short',
        SMARTRO_CANCEL_PWD: '1',
      }),
    ).toThrow(/PAYMENT_MERCHANT_KEY/);
    const c = loadConfig({
      PAYMENT_PROVIDER: 'smartro',
      PAYMENT_MID: MID,
      PAYMENT_MERCHANT_KEY: KEY,
      SMARTRO_CANCEL_PWD: CANCEL_PWD,
      SMARTRO_MODE: 'REAL',
      PUBLIC_BASE_URL: 'https://parking.example.go.kr/',
    }).payment;
    expect(c).toMatchObject({
      provider: 'smartro',
      mid: MID,
      merchantKey: KEY,
      publicBaseUrl: 'https://parking.example.go.kr',
    });
    expect(c.smartro).toMatchObject({
      mode: 'REAL',
      payUrl: 'https://pay.smartropay.co.kr',
      approvalUrl: 'https://approval.smartropay.co.kr',
      cancelPwd: CANCEL_PWD,
    });
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://x.example/path' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ PAYMENT_RECONCILE_AFTER_SECONDS: '5' })).toThrow(
      /PAYMENT_RECONCILE_AFTER_SECONDS/,
    );
  });
});
