import { randomBytes } from 'node:crypto';
import type { PaymentStartResponse } from '@parking/shared/payments/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { unpaidItems } from '../../db/schema/lots';
import { AppError } from '../../lib/app-error';
import { postMultipart } from '../../test/multipart';
import type { PaymentTargetHandler } from './targets';

/**
 * The category the test handler serves: a test app that injects it (`paymentTargets` of createTestApp) serves it
 * in place of the season-pass handler; other apps keep the area's own.
 */
export const TEST_CATEGORY = 'COMMUTATION_TICKET' as const;
export const TEST_PAGE = 'periodview' as const;
export const APPROVING_CARD = '4111 1111 1111 1111';
export const DECLINING_CARD = '4000-0000-0000-0002';

/**
 * A test-only payment target: `period` holds comma-joined unpaid item ids; the amount is the sum of their
 * principals; fulfilling marks them PAID with the payment (so "fulfilled once" is visible in the database).
 */
export function unpaidItemsTarget(): PaymentTargetHandler & { fulfilments: number } {
  const idsOf = (v: unknown): number[] =>
    String(v ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number);
  const handler = {
    category: TEST_CATEGORY,
    fulfilments: 0,
    async quote(db: DbOrTx, input: { period?: string | undefined }) {
      const ids = idsOf(input.period);
      const rows = ids.length
        ? await db
            .select()
            .from(unpaidItems)
            .where(and(inArray(unpaidItems.id, ids), eq(unpaidItems.status, 'UNPAID')))
        : [];
      if (rows.length !== ids.length || ids.length === 0) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
      const amount = rows.reduce((s, r) => s + r.principal, 0);
      return {
        amount,
        goodsName: `test ${ids.length}`,
        plate: rows[0]!.plate,
        targets: { ids },
        items: rows.map((r) => ({
          title: `item ${r.id}`,
          plate: r.plate,
          parkingName: r.parkingName,
          inDttm: null,
          outDttm: null,
          lines: [{ label: 'principal', amount: r.principal }],
          amount: r.principal,
        })),
      };
    },
    async fulfil(tx: DbOrTx, payment: { paymentId: string; targets: unknown }, now: Date) {
      const ids = (payment.targets as { ids: number[] }).ids;
      const done = await tx
        .update(unpaidItems)
        .set({ status: 'PAID', paymentId: payment.paymentId, paidAt: now })
        .where(and(inArray(unpaidItems.id, ids), eq(unpaidItems.status, 'UNPAID')))
        .returning({ id: unpaidItems.id });
      if (done.length !== ids.length) throw new AppError('PAYMENT_TARGET_PAID', 409);
      handler.fulfilments += 1;
    },
  };
  return handler;
}

/** An on-street unpaid item owed by `plate` (the test target's row). */
export async function insertItem(db: DbOrTx, principal: number, plate = '12가3456'): Promise<number> {
  const [row] = await db
    .insert(unpaidItems)
    .values({
      plate,
      kind: 'ONSTREET',
      parkingName: 'test zone',
      principal,
      dueDate: '2999-12-31',
      externalId: `test-${randomBytes(6).toString('hex')}`,
    })
    .returning({ id: unpaidItems.id });
  return row!.id;
}

export async function itemRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, id));
  return row!;
}

/** POST /api/smartropay/payment as the SPA sends it (multipart). */
export function startPayment(
  app: FastifyInstance,
  fields: { ids?: number[]; amount: number | string; category?: string; cookie?: string; period?: string },
) {
  return postMultipart(app, '/api/smartropay/payment', fields.cookie, {
    amount: String(fields.amount),
    inOutId: '',
    payCategory: fields.category ?? TEST_CATEGORY,
    isStatus: 'false',
    memberInfoId: '12가3456',
    carNumber: '12가3456',
    period: fields.period ?? (fields.ids ?? []).join(','),
  });
}

export async function startOk(
  app: FastifyInstance,
  fields: Parameters<typeof startPayment>[1],
): Promise<PaymentStartResponse['result']> {
  const res = await startPayment(app, fields);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PaymentStartResponse).result;
}

export function formPost(fields: Record<string, string>, extraHeaders: Record<string, string> = {}) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
  };
}

const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The hidden inputs of the (first) form of a page. */
export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    out[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  return out;
}

/** The action of the form with this id. */
export function formActionOf(html: string, id: string): string {
  const m = new RegExp(`<form id="${id}" method="post" action="([^"]*)">`).exec(html);
  if (!m) throw new Error(`no form #${id} in ${html.slice(0, 300)}`);
  return unescapeHtml(m[1]!);
}

export interface SimAuthentication {
  /** path of the ReturnUrl the page posts to */
  returnPath: string;
  /** Tid, TrAuthKey, Moid, Amt, ResultCode, ResultMsg */
  fields: Record<string, string>;
}

/** Plays the payer in the popup: posts the provider form to the simulated page, then the card. */
export async function payOnSimPage(
  app: FastifyInstance,
  start: PaymentStartResponse['result'],
  cardNo: string,
): Promise<SimAuthentication> {
  const page = await app.inject({
    method: 'POST',
    url: new URL(start.actionUrl).pathname,
    ...formPost(start.form),
  });
  expect(page.statusCode, page.body).toBe(200);
  const auth = await app.inject({
    method: 'POST',
    url: '/pg-sim/pay/auth',
    ...formPost({ ...hiddenFields(page.body), CardNo: cardNo }),
  });
  expect(auth.statusCode, auth.body).toBe(200);
  return {
    returnPath: new URL(formActionOf(auth.body, 'pg-return')).pathname,
    fields: hiddenFields(auth.body),
  };
}

/** The provider's post to the approval path. */
export function postCallback(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: path, ...formPost(fields, headers) });
}

/** The r / paymentId / processing parameters of a callback's 303. */
export function resultOf(location: string | undefined): {
  path: string;
  r: string | null;
  paymentId: string | null;
  processing: string | null;
} {
  const u = new URL(location ?? '/', 'http://x');
  return {
    path: u.pathname,
    r: u.searchParams.get('r'),
    paymentId: u.searchParams.get('paymentId'),
    processing: u.searchParams.get('processing'),
  };
}
