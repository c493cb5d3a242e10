import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_STATUSES, type PaymentStatus } from '@parking/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { useTestApp } from '../../test/harness';
import {
  claimForApproval,
  findPayment,
  insertPayment,
  releaseClaim,
  settlePayment,
  transitionPayment,
} from './payments.repository';
import { assertTransition, isAllowedTransition, PAYMENT_TRANSITIONS } from './status-transitions';

/** Every change of a payment's status the core makes (decision 196), written out once more by hand. */
const EXPECTED: readonly (readonly [PaymentStatus, PaymentStatus])[] = [
  ['READY', 'APPROVING'],
  ['APPROVING', 'APPROVED'],
  ['APPROVING', 'FAILED'],
  ['APPROVING', 'CANCELLED'],
  ['APPROVING', 'READY'],
  ['APPROVING', 'APPROVING'],
  ['APPROVED', 'CANCELLED'],
];

const allPairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));
const isExpected = (from: string, to: string) => EXPECTED.some(([f, t]) => f === from && t === to);

describe('the payment status-transition table', () => {
  it('lists exactly the transitions of the payment lifecycle, for every status', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    const listed = Object.entries(PAYMENT_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(listed.map((p) => p.join('→')).sort()).toEqual(EXPECTED.map((p) => p.join('→')).sort());
    expect(PAYMENT_TRANSITIONS.FAILED).toEqual([]);
    expect(PAYMENT_TRANSITIONS.CANCELLED).toEqual([]);
  });

  it('lets every listed transition through and refuses every other pair', () => {
    for (const [from, to] of allPairs) {
      expect(isAllowedTransition(from, to), `${from} → ${to}`).toBe(isExpected(from, to));
      if (isExpected(from, to)) expect(() => assertTransition(from, to)).not.toThrow();
      else expect(() => assertTransition(from, to), `${from} → ${to}`).toThrow(AppError);
    }
    expect(isAllowedTransition('READY', 'PAID')).toBe(false);
    expect(isAllowedTransition('PAID', 'READY')).toBe(false);
  });
});

describe('status writes go through the table', () => {
  it('writes payments.status in one place only: transitionPayment of the repository', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const writes: string[] = [];
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(/\.update\(payments\)\s*\.set\(\{([\s\S]*?)\}\)/g))
        if (/\bstatus\b/.test(m[1]!)) writes.push(`${file.split(path.sep).join('/')}: ${m[1]!.trim()}`);
    }
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^modules\/payments\/payments\.repository\.ts: [\s\S]*status: to,/);
  });

  const t = useTestApp();

  /** A stored payment in `status` (written directly: the test sets up any state). */
  async function paymentIn(status: PaymentStatus) {
    const paymentId = randomBytes(16).toString('base64url');
    const at = new Date('2026-01-02T03:04:05Z');
    await t()
      .db.insert(payments)
      .values({
        paymentId,
        moid: `PT${randomBytes(6).toString('hex')}`,
        category: 'PRESETTLEMENT',
        status,
        provider: 'simulated',
        mid: 't_portal01',
        amount: 1000,
        goodsName: 'test',
        ediDate: '20260102120405',
        plate: '12가3456',
        targets: {},
        items: [],
        tid: status === 'READY' ? null : `TID-${paymentId}`,
        createdAt: at,
        updatedAt: at,
      });
    return (await findPayment(t().db, paymentId))!;
  }

  it.each([
    ['APPROVED', 'READY'],
    ['CANCELLED', 'APPROVED'],
    ['FAILED', 'APPROVED'],
    ['READY', 'APPROVED'],
    ['CANCELLED', 'READY'],
    ['APPROVED', 'APPROVING'],
  ] as const)('refuses %s → %s and writes nothing', async (from, to) => {
    const before = await paymentIn(from);
    const write = transitionPayment(t().db, before.paymentId, from, to, { resultCode: 'X' }, new Date());
    await expect(write).rejects.toMatchObject({ code: 'PAYMENT_STATUS_TRANSITION', status: 409 });
    expect(await findPayment(t().db, before.paymentId)).toEqual(before);
  });

  it('writes an allowed transition once, under the conditional update', async () => {
    const p = await paymentIn('APPROVED');
    const now = new Date();
    const done = await transitionPayment(t().db, p.paymentId, 'APPROVED', 'CANCELLED', {}, now);
    expect(done).toMatchObject({ status: 'CANCELLED', cancelledAt: now, updatedAt: now });
    // the same write again: the row is no longer APPROVED, so nothing is written
    expect(await transitionPayment(t().db, p.paymentId, 'APPROVED', 'CANCELLED', {}, new Date())).toBeNull();
    expect((await findPayment(t().db, p.paymentId))!.updatedAt).toEqual(now);
  });

  it('walks a payment through the repository: new READY, claimed, released, claimed, approved', async () => {
    const created = await insertPayment(t().db, {
      paymentId: randomBytes(16).toString('base64url'),
      moid: `PT${randomBytes(6).toString('hex')}`,
      category: 'PRESETTLEMENT',
      provider: 'simulated',
      mid: 't_portal01',
      amount: 500,
      goodsName: 'test',
      ediDate: '20260102120405',
      targets: {},
      items: [],
    });
    expect(created.status).toBe('READY');
    const id = created.paymentId;
    const tid = `TID-${id}`;
    expect(await claimForApproval(t().db, id, tid, new Date())).toMatchObject({ status: 'APPROVING', tid });
    expect(await releaseClaim(t().db, id, tid, new Date())).toBe(true);
    expect(await findPayment(t().db, id)).toMatchObject({ status: 'READY', tid: null, approvingAt: null });
    await claimForApproval(t().db, id, tid, new Date());
    expect(await settlePayment(t().db, id, 'APPROVING', { status: 'APPROVED' }, new Date())).toBe(true);
    const row = (await findPayment(t().db, id))!;
    expect(row.status).toBe('APPROVED');
    expect(row.approvedAt).not.toBeNull();
    // a late decline for the approved payment moves nothing
    expect(await settlePayment(t().db, id, 'APPROVING', { status: 'FAILED' }, new Date())).toBe(false);
    const [stored] = await t().db.select().from(payments).where(eq(payments.paymentId, id));
    expect(stored!.status).toBe('APPROVED');
  });
});
