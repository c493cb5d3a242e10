import { randomBytes } from 'node:crypto';
import type { PaymentStartResponse } from '@parking/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config/index';
import { type AppDb, createDb, migrate } from './db/client';
import { unpaidItems } from './db/schema/lots';
import { paymentLogs, payments } from './db/schema/payments';
import { formPost, payOnSimPage, resultOf } from './modules/payments/test-kit';
import { createMember, login } from './test/harness';
import { postMultipart } from './test/multipart';

/**
 * Two server processes on one PostgreSQL database, as `npm run start:cluster` or a load balancer runs them:
 * two apps in this test, each with its own connection pool, exactly as two processes see the database. Runs in
 * the PostgreSQL pass (the embedded database refuses a second process: db/operations.test.ts).
 */
describe.runIf(process.env.TEST_DB === 'pg')('two processes on one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let db: AppDb;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_two_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const open = async () => {
      const handle = await createDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolMax: 5 });
      await migrate(handle.db);
      return buildApp({ ...testConfig(), databaseUrl: undefined }, { dbHandle: handle, skipMigrate: true });
    };
    [a, b] = await Promise.all([open(), open()]);
    await Promise.all([a.ready(), b.ready()]);
    db = a.db;
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a login on A is a session on B, and a logout on B ends it on A', async () => {
    const m = await createMember(db);
    const cookie = await login(a, m.empNo, m.password);
    const onB = await b.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(onB.json().loginVO).toMatchObject({ empNo: m.empNo });
    const out = await b.inject({
      method: 'POST',
      url: '/api/actionLogout.json',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(out.statusCode).toBe(200);
    const onA = await a.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(onA.json().loginVO ?? null).toBeNull();
    const mypage = await a.inject({ method: 'GET', url: '/api/member/view', headers: { cookie } });
    expect(mypage.statusCode).toBe(401);
  });

  it('200 duplicate approval callbacks split across A and B approve and fulfil once', async () => {
    const [item] = await db
      .insert(unpaidItems)
      .values({
        plate: '12가3456',
        kind: 'OFFSTREET',
        parkingName: '시험 주차장',
        principal: 3000,
        dueDate: '2999-12-31',
        externalId: `two-${randomBytes(6).toString('hex')}`,
      })
      .returning({ id: unpaidItems.id });
    // Started on A: the provider's callbacks reach whichever process the load balancer picks.
    const start = await postMultipart(a, '/api/smartropay/payment', undefined, {
      amount: '3000',
      inOutId: String(item!.id),
      payCategory: 'DEFAULT',
      isStatus: 'false',
      memberInfoId: '',
      carNumber: '12가3456',
    });
    expect(start.statusCode, start.body).toBe(200);
    const r = (start.json() as PaymentStartResponse).result;
    const auth = await payOnSimPage(b, r, '4111 1111 1111 1111');
    // From four provider addresses (the callback limit is per address), alternating between the processes.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: auth.returnPath,
          remoteAddress: `127.0.0.${10 + (i % 4)}`,
          ...formPost(auth.fields),
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(303);
      expect(resultOf(res.headers.location)).toMatchObject({ r: 'true', paymentId: r.paymentId });
    }
    const [row] = await db.select().from(payments).where(eq(payments.paymentId, r.paymentId));
    expect(row?.status).toBe('APPROVED');
    const [paid] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, item!.id));
    expect(paid).toMatchObject({ status: 'PAID', paymentId: r.paymentId });
    const logs = await db.select().from(paymentLogs).where(eq(paymentLogs.paymentId, r.paymentId));
    expect(logs.filter((l) => l.kind === 'APPROVE')).toHaveLength(1);
    expect(logs.filter((l) => l.kind === 'CALLBACK')).toHaveLength(200);
  }, 120_000);
});
