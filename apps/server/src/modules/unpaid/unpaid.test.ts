import { todayKst } from '@parking/shared/common/korea-time';
import type { PaymentStartInput } from '@parking/shared/payments/schemas';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runUnpaidKey } from '../../cli/unpaid-key';
import type { AppDb } from '../../db/client';
import { unpaidItems } from '../../db/schema/lots';
import { apiKeys } from '../../db/schema/payments';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { approveQuote, startInputOf } from '../../test/payment-target-kit';
import { confirmCarOwnership } from '../mypage';
import { offStreetPaymentTarget, onStreetPaymentTarget } from './unpaid.payment';
import { issueImportKey, revokeImportKeys } from './unpaid.service';

const DAY = 86_400_000;
const FORMAT_MSG = '차량번호 형식에 맞지 않습니다.';
const kstDay = (offsetDays: number) => todayKst(Date.now() + offsetDays * DAY);

let plateSeq = 0;
function plate(): string {
  plateSeq += 1;
  return `${20 + (plateSeq % 70)}${'거너더러머버서어저'[plateSeq % 9]}${String(4000 + plateSeq).padStart(4, '0')}`;
}

async function addItem(
  db: AppDb,
  row: Partial<typeof unpaidItems.$inferInsert> & { plate: string; principal: number; dueDate: string },
) {
  const [created] = await db
    .insert(unpaidItems)
    .values({
      kind: 'OFFSTREET',
      parkingName: '테스트 주차장',
      issuedAt: new Date(Date.now() - 40 * DAY),
      ...row,
    })
    .returning();
  return created!;
}

const startInput = (over: Partial<PaymentStartInput>) => startInputOf('DEFAULT', over);

describe('unpaid fees', () => {
  const ready = useDemoApp();
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await ready()).app.inject({ method: 'GET', url, headers });
  const off = (carNo: string) => get(`/api/unpaid/searchUnpaidList.json?carNo=${encodeURIComponent(carNo)}`);
  const on = (carNo: string) =>
    get(`/api/unpaid/searchUnpaidListKnl.json?carNo=${encodeURIComponent(carNo)}`);

  describe('public lookups', () => {
    it('lists the demo items: off-street oldest first with the surcharge after the due date, on-street apart', async () => {
      const res = await off('12가3456');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { value } = res.json();
      expect(value.cnt).toBe(2);
      const [old, recent] = value.result;
      // The 45-day-old stay is past its due date: 200 % of the principal is added.
      expect(old).toMatchObject({
        carNo: '12가3456',
        parkingName: '이천종합터미널 공영주차장',
        kind: 'OFFSTREET',
        addAmt: old.unpaidAmt * 2,
        sumAmt: old.unpaidAmt * 3,
      });
      expect(old.inDttm).toMatch(/^\d{4}-\d{2}-\d{2} 10:00$/);
      expect(old.outDttm).toMatch(/^\d{4}-\d{2}-\d{2} 11:15$/);
      expect(old.dueDate < kstDay(0)).toBe(true);
      expect(recent).toMatchObject({ parkingName: '관고전통시장 공영주차장', addAmt: 0 });
      expect(recent.sumAmt).toBe(recent.unpaidAmt);
      expect(value.totUseAmt).toBe(old.unpaidAmt + recent.unpaidAmt);
      expect(value.totAddAmt).toBe(old.addAmt);

      // Spaces are allowed in the plate; a pasted full-width plate is read as the ordinary one (issue 14).
      expect((await off('12가 3456')).json()).toEqual(res.json());
      expect((await off('１２가３４５６')).json()).toEqual(res.json());
      expect((await off('１２가\u3000３４５６')).json()).toEqual(res.json());

      const street = (await on('12가3456')).json().value;
      expect(street).toMatchObject({ cnt: 1, totUseAmt: 2500, totAddAmt: 0 });
      expect(street.result[0]).toMatchObject({ kind: 'ONSTREET', parkingName: '중리천로 노상주차장(2구역)' });

      expect((await off('34나5678')).json().value.cnt).toBe(1);
      expect((await on('34나5678')).json().value).toEqual({ cnt: 0, result: [], totAddAmt: 0, totUseAmt: 0 });
    });

    it('adds the surcharge only after the due date, falls back to the lot name, and leaves paid items out', async () => {
      const { db } = await ready();
      const carNo = plate();
      await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(0),
        issuedAt: new Date(Date.now() - 31 * DAY),
      });
      await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(-1),
        issuedAt: new Date(Date.now() - 32 * DAY),
      });
      await addItem(db, { plate: carNo, principal: 700, dueDate: kstDay(-5), status: 'PAID', paidAmt: 2100 });
      await addItem(db, {
        plate: carNo,
        principal: 500,
        dueDate: kstDay(10),
        lotId: 217,
        parkingName: '',
        issuedAt: new Date(Date.now() - DAY),
      });
      const { value } = (await off(carNo)).json();
      expect(
        value.result.map((r: { unpaidAmt: number; addAmt: number; sumAmt: number }) => [
          r.unpaidAmt,
          r.addAmt,
          r.sumAmt,
        ]),
      ).toEqual([
        [1000, 2000, 3000], // due yesterday: 1,000 → 3,000 in total
        [1000, 0, 1000], // due today: not yet
        [500, 0, 500],
      ]);
      expect(value.result[2].parkingName).toBe('관고전통시장 공영주차장');
      expect(value).toMatchObject({ cnt: 3, totUseAmt: 2500, totAddAmt: 2000 });
      expect(value.result[2].inDttm).toBeNull();
    });

    it('answers 400 with the spec message to a bad plate', async () => {
      for (const carNo of [
        'abc',
        '1234',
        '가1234',
        '12가345',
        '12가34567',
        'ABCD가1234',
        '서울특별12가3456',
        '',
      ]) {
        for (const call of [off, on]) {
          const res = await call(carNo);
          expect(res.statusCode, carNo).toBe(400);
          expect(res.json(), carNo).toMatchObject({ code: 'VALIDATION', message: FORMAT_MSG });
        }
      }
      const missing = await get('/api/unpaid/searchUnpaidList.json');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: FORMAT_MSG, fieldErrors: { carNo: [FORMAT_MSG] } });
    });
  });

  describe('payment targets', () => {
    it('DEFAULT quotes the chosen off-street items of one car at today’s amounts, with receipt lines', async () => {
      const { db } = await ready();
      const carNo = plate();
      const a = await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(-1),
        parkingName: 'A 주차장',
      });
      const b = await addItem(db, { plate: carNo, principal: 1600, dueDate: kstDay(20) });
      const quote = await offStreetPaymentTarget.quote(
        db,
        startInput({ inOutId: `${a.id}, ${b.id}`, carNumber: `${carNo.slice(0, -4)} ${carNo.slice(-4)}` }),
        { principal: null, now: new Date() },
      );
      expect(quote).toMatchObject({
        amount: 3000 + 1600,
        plate: carNo,
        goodsName: '주차 미납요금 2건',
        targets: {
          ids: [a.id, b.id],
          expected: [
            { id: a.id, sumAmt: 3000 },
            { id: b.id, sumAmt: 1600 },
          ],
        },
      });
      expect(quote.items[0]).toMatchObject({
        title: `A 주차장 미납 주차요금 (${carNo})`,
        amount: 3000,
        lines: [
          { label: '미납 원금', amount: 1000 },
          { label: '가산금(납부기한 경과, 원금의 200%)', amount: 2000 },
        ],
      });
      expect(quote.items[1]!.lines).toEqual([{ label: '미납 원금', amount: 1600 }]);

      const id = await approveQuote(db, offStreetPaymentTarget, quote);
      const rows = await db
        .select()
        .from(unpaidItems)
        .where(inArray(unpaidItems.id, [a.id, b.id]));
      for (const r of rows)
        expect(r).toMatchObject({ status: 'PAID', paymentId: id, paidAt: expect.any(Date) });
      expect(rows.find((r) => r.id === a.id)!.paidAmt).toBe(3000);
      expect((await off(carNo)).json().value.cnt).toBe(0);
    });

    it('refuses paid, unknown, on-street, foreign and mixed-car items, and bad id lists', async () => {
      const { db } = await ready();
      const carNo = plate();
      const other = plate();
      const mine = await addItem(db, { plate: carNo, principal: 1000, dueDate: kstDay(5) });
      const paid = await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(5),
        status: 'PAID',
        paidAmt: 1000,
      });
      const street = await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(5),
        kind: 'ONSTREET',
      });
      const foreign = await addItem(db, { plate: other, principal: 1000, dueDate: kstDay(5) });
      const ctx = { principal: null, now: new Date() };
      const quote = (inOutId: string, carNumber = carNo) =>
        offStreetPaymentTarget.quote(db, startInput({ inOutId, carNumber }), ctx);

      await expect(quote(`${mine.id},${paid.id}`)).rejects.toMatchObject({
        code: 'PAYMENT_TARGET_PAID',
        status: 409,
      });
      for (const ids of [
        `${mine.id},${foreign.id}`,
        `${foreign.id}`,
        `${street.id}`,
        '987654321',
        `${mine.id}`,
      ]) {
        const carNumber = ids === `${mine.id}` ? other : carNo;
        await expect(quote(ids, carNumber), ids).rejects.toMatchObject({
          code: 'PAYMENT_TARGET_NOT_FOUND',
          status: 400,
        });
      }
      const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      for (const ids of ['', 'a,b', `${mine.id},${mine.id}`, '1;2', '-1', '0', tooMany, '1,,2']) {
        await expect(quote(ids), ids).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
      }
      await expect(quote(`${mine.id}`, '')).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
      const [still] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, mine.id));
      expect(still!.status).toBe('UNPAID');
    });

    it('pays an item once: of two payments quoted together only the first fulfils, the second throws', async () => {
      const { db, kind } = await ready();
      const carNo = plate();
      const a = await addItem(db, { plate: carNo, principal: 1200, dueDate: kstDay(3) });
      const b = await addItem(db, { plate: carNo, principal: 800, dueDate: kstDay(3) });
      const ctx = { principal: null, now: new Date() };
      const first = await offStreetPaymentTarget.quote(
        db,
        startInput({ inOutId: `${a.id},${b.id}`, carNumber: carNo }),
        ctx,
      );
      const second = await offStreetPaymentTarget.quote(
        db,
        startInput({ inOutId: `${b.id}`, carNumber: carNo }),
        ctx,
      );
      const id = await approveQuote(db, offStreetPaymentTarget, first);
      await expect(approveQuote(db, offStreetPaymentTarget, second)).rejects.toMatchObject({
        code: 'PAYMENT_TARGET_PAID',
      });
      const rows = await db
        .select()
        .from(unpaidItems)
        .where(inArray(unpaidItems.id, [a.id, b.id]));
      expect(rows.map((r) => r.paymentId)).toEqual([id, id]);
      expect(rows.find((r) => r.id === b.id)!.paidAmt).toBe(800);

      // Concurrent approvals of the same item: exactly one wins (row locks on PostgreSQL).
      const c = await addItem(db, { plate: carNo, principal: 900, dueDate: kstDay(3) });
      const q1 = await offStreetPaymentTarget.quote(
        db,
        startInput({ inOutId: `${c.id}`, carNumber: carNo }),
        ctx,
      );
      const q2 = await offStreetPaymentTarget.quote(
        db,
        startInput({ inOutId: `${c.id}`, carNumber: carNo }),
        ctx,
      );
      const outcomes = await Promise.allSettled([
        approveQuote(db, offStreetPaymentTarget, q1),
        approveQuote(db, offStreetPaymentTarget, q2),
      ]);
      expect(
        outcomes.filter((o) => o.status === 'fulfilled'),
        kind,
      ).toHaveLength(1);
      const [cRow] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, c.id));
      const winner = outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<string>;
      expect(cRow).toMatchObject({ status: 'PAID', paymentId: winner.value, paidAmt: 900 });
    });

    it('STREET takes the on-street items from streetItems', async () => {
      const { db } = await ready();
      const carNo = plate();
      const s1 = await addItem(db, { plate: carNo, principal: 2000, dueDate: kstDay(-2), kind: 'ONSTREET' });
      const s2 = await addItem(db, { plate: carNo, principal: 500, dueDate: kstDay(2), kind: 'ONSTREET' });
      const offItem = await addItem(db, { plate: carNo, principal: 500, dueDate: kstDay(2) });
      const ctx = { principal: null, now: new Date() };
      const quote = (streetItems: string | undefined) =>
        onStreetPaymentTarget.quote(
          db,
          startInput({ payCategory: 'STREET', streetItems, carNumber: carNo }),
          ctx,
        );
      const q = await quote(JSON.stringify([{ id: s1.id, sumAmt: 1 }, { id: s2.id }]));
      expect(q).toMatchObject({ amount: 6000 + 500, targets: { ids: [s1.id, s2.id] } });
      await expect(quote(JSON.stringify([{ id: offItem.id }]))).rejects.toMatchObject({
        code: 'PAYMENT_TARGET_NOT_FOUND',
      });
      for (const bad of [
        undefined,
        '',
        'not json',
        '[]',
        '{"id":1}',
        '[{"id":"x"}]',
        `[{"id":${s1.id}},{"id":${s1.id}}]`,
      ]) {
        await expect(quote(bad), String(bad)).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
      }
      await approveQuote(db, onStreetPaymentTarget, q);
      expect((await on(carNo)).json().value.cnt).toBe(0);
    });
  });

  describe('POST /api/unpaid/import (on-street feed)', () => {
    const post = async (body: string, type: string, headers: Record<string, string> = {}) =>
      (await ready()).app.inject({
        method: 'POST',
        url: '/api/unpaid/import',
        headers: { 'content-type': type, ...headers },
        payload: body,
      });
    const count = async () =>
      (await (await ready()).db.select({ id: unpaidItems.id }).from(unpaidItems)).length;
    const ndjson = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).join('\n');

    it('imports JSON lines once per externalId; a re-import changes nothing', async () => {
      const { db } = await ready();
      const { key } = await issueImportKey(db, 'test feed');
      const rows = [
        {
          externalId: 'ONST-2026-0001',
          carNo: '45 라 1212',
          parkingName: '창전동 노상(1구역)',
          inDttm: '2026-03-01T09:30:00+09:00',
          outDttm: '2026-03-01T11:00:00+09:00',
          principal: 3000,
          issuedAt: '2026-03-01T12:00:00+09:00',
        },
        {
          externalId: 'ONST-2026-0002',
          carNo: '45라1212',
          parkingName: '창전동 노상(2구역)',
          inDttm: '2026-03-02T09:30:00Z',
          principal: '1500',
          dueDate: '2099-01-01',
        },
      ];
      const res = await post(`${ndjson(rows)}\n`, 'application/x-ndjson', { 'x-api-key': key });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: 'success', inserted: 2, unchanged: 0 });
      const again = await post(ndjson(rows), 'application/x-ndjson; charset=utf-8', { 'x-api-key': key });
      expect(again.json()).toEqual({ result: 'success', inserted: 0, unchanged: 2 });

      const stored = await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '45라1212'));
      expect(stored).toHaveLength(2);
      const first = stored.find((s) => s.externalId === 'ONST-2026-0001')!;
      // Due 30 days after issue (Korea date).
      expect(first).toMatchObject({
        kind: 'ONSTREET',
        status: 'UNPAID',
        principal: 3000,
        dueDate: '2026-03-31',
      });
      expect(first.inDttm!.toISOString()).toBe('2026-03-01T00:30:00.000Z');
      const listed = (await on('45라1212')).json().value;
      expect(listed.cnt).toBe(2);
      expect(listed.result[0]).toMatchObject({
        parkingName: '창전동 노상(1구역)',
        addAmt: 6000,
        sumAmt: 9000,
      });
      expect(listed.result[1]).toMatchObject({ outDttm: null, addAmt: 0 });
      const [keyRow] = await db.select().from(apiKeys).where(eq(apiKeys.label, 'test feed'));
      expect(keyRow!.lastUsedAt).not.toBeNull();
      expect(keyRow!.keyHash).not.toContain(key);
    });

    it('imports CSV with a header row and quoted fields', async () => {
      const { key } = await issueImportKey((await ready()).db);
      const csv = [
        'externalId,carNo,parkingName,inDttm,outDttm,principal,issuedAt,dueDate',
        'CSV-1,46마1313,"중리동 노상, 3구역",2026-03-03T10:00:00+09:00,2026-03-03T10:40:00+09:00,800,,',
        'CSV-2,46마1313,"관고동 ""시장"" 앞",2026-03-04T10:00:00+09:00,,1200,2026-03-04T12:00:00+09:00,2026-05-01',
        '',
      ].join('\r\n');
      const res = await post(csv, 'text/csv', { 'x-api-key': key });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ inserted: 2, unchanged: 0 });
      const names = (await on('46마1313'))
        .json()
        .value.result.map((r: { parkingName: string }) => r.parkingName);
      expect(names.sort()).toEqual(['관고동 "시장" 앞', '중리동 노상, 3구역'].sort());
      expect((await post(csv, 'text/csv', { 'x-api-key': key })).json()).toMatchObject({
        inserted: 0,
        unchanged: 2,
      });
    });

    it('refuses the whole body when any line is bad, naming the lines, and writes nothing', async () => {
      const { key } = await issueImportKey((await ready()).db);
      const good = {
        externalId: 'BAD-0',
        carNo: '47바1414',
        parkingName: '노상',
        inDttm: '2026-03-01T09:00:00+09:00',
        principal: 100,
      };
      const before = await count();
      const body = [
        JSON.stringify(good),
        JSON.stringify({ ...good, externalId: 'BAD-1', carNo: 'nope' }),
        '{not json',
        JSON.stringify({ ...good, externalId: 'BAD-3', principal: 0, inDttm: 'yesterday' }),
        JSON.stringify({ ...good, externalId: 'BAD-4', outDttm: '2026-03-01T08:00:00+09:00' }),
      ].join('\n');
      const res = await post(body, 'application/x-ndjson', { 'x-api-key': key });
      expect(res.statusCode).toBe(400);
      const { fieldErrors, message, code } = res.json();
      expect(code).toBe('VALIDATION');
      expect(Object.keys(fieldErrors)).toEqual(['line 2', 'line 3', 'line 4', 'line 5']);
      expect(fieldErrors['line 2'][0]).toBe(`2번째 줄: carNo - ${FORMAT_MSG}`);
      expect(fieldErrors['line 3']).toEqual(['3번째 줄: JSON 형식이 아닙니다.']);
      expect(fieldErrors['line 4']).toHaveLength(2);
      expect(message).toBe(fieldErrors['line 2'][0]);
      expect(await count()).toBe(before);

      const badCsv = await post('externalId,carNo\nX,47바1414', 'text/csv', { 'x-api-key': key });
      expect(badCsv.statusCode).toBe(400);
      expect(Object.keys(badCsv.json().fieldErrors)).toEqual(['line 1']);
      const header = 'externalId,carNo,parkingName,inDttm,outDttm,principal,issuedAt,dueDate';
      const shortRow = await post(`${header}\nX,47바1414,노상`, 'text/csv', { 'x-api-key': key });
      expect(Object.keys(shortRow.json().fieldErrors)).toEqual(['line 2']);
      const empty = await post('\n\n', 'application/x-ndjson', { 'x-api-key': key });
      expect(empty.json()).toMatchObject({ code: 'VALIDATION', message: '등록할 미납 내역이 없습니다.' });
      const tooMany = await post(
        Array.from({ length: 10_001 }, () => JSON.stringify(good)).join('\n'),
        'application/x-ndjson',
        {
          'x-api-key': key,
        },
      );
      expect(tooMany.json().message).toBe('한 번에 최대 10,000건까지 등록할 수 있습니다.');
      expect(await count()).toBe(before);
    });

    it('needs a valid key or an administrator session; other content types are refused', async () => {
      const { db, app } = await ready();
      const line = JSON.stringify({
        externalId: 'AUTH-1',
        carNo: '48사1515',
        parkingName: '노상',
        inDttm: '2026-03-01T09:00:00+09:00',
        principal: 100,
      });
      const before = await count();
      const none = await post(line, 'application/x-ndjson');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({
        code: 'UNPAID_IMPORT_KEY_INVALID',
        message: '미납 연계 API 키가 없거나 올바르지 않습니다.',
      });
      expect((await post(line, 'application/x-ndjson', { 'x-api-key': 'puk_wrong' })).statusCode).toBe(401);
      const { key } = await issueImportKey(db, 'to revoke');
      expect(await revokeImportKeys(db, key.slice(0, 10))).toBe(1);
      expect((await post(line, 'application/x-ndjson', { 'x-api-key': key })).statusCode).toBe(401);
      // Unauthenticated callers are refused before the body is read: a bad body still answers 401.
      expect((await post('garbage', 'text/plain')).statusCode).toBe(401);

      const user = await createMember(db);
      const userCookie = await login(app, user.empNo, user.password);
      expect((await post(line, 'application/x-ndjson', { cookie: userCookie })).statusCode).toBe(403);
      expect(await count()).toBe(before);

      const admin = await createMember(db, { empDiv: 'EMP' });
      const cookie = await login(app, admin.empNo, admin.password);
      const ok = await post(line, 'application/x-ndjson', { cookie });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ inserted: 1 });
      // Cookie-authenticated writes from another site are refused (CSRF).
      expect(
        (await post(line, 'application/x-ndjson', { cookie, origin: 'https://evil.example' })).statusCode,
      ).toBe(403);

      const json = await post(JSON.stringify({ records: [] }), 'application/json', { cookie });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const form = await post('a=b', 'application/x-www-form-urlencoded', { cookie });
      expect(form.statusCode).toBe(415);
    });

    it('issues, lists and revokes keys with the CLI (the key is printed once)', async () => {
      const { db } = await ready();
      const lines: string[] = [];
      const deps = { db, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      expect(await runUnpaidKey(['--label', 'CLI feed'], deps)).toBe(0);
      const key = lines.find((l) => l.startsWith('puk_'))!;
      expect(key.length).toBeGreaterThan(40);
      const res = await post(
        JSON.stringify({
          externalId: 'CLI-1',
          carNo: '49아1616',
          parkingName: '노상',
          inDttm: '2026-03-01T09:00:00+09:00',
          principal: 100,
        }),
        'application/x-ndjson',
        { 'x-api-key': key },
      );
      expect(res.statusCode).toBe(200);
      lines.length = 0;
      expect(await runUnpaidKey(['--list'], deps)).toBe(0);
      expect(
        lines.some((l) => l.includes(key.slice(0, 12)) && l.includes('active') && l.includes('CLI feed')),
      ).toBe(true);
      expect(lines.join('\n')).not.toContain(key);
      lines.length = 0;
      expect(await runUnpaidKey(['--revoke', key.slice(0, 12)], deps)).toBe(0);
      expect(lines).toEqual(['1개의 키를 폐기했습니다.']);
      expect((await post('{}', 'application/x-ndjson', { 'x-api-key': key })).statusCode).toBe(401);
      expect(await runUnpaidKey([], deps)).toBe(2);
      expect(await runUnpaidKey(['--revoke', 'puk'], deps)).toBe(2);
      expect(await runUnpaidKey(['--label', 'x', '--list'], deps)).toBe(2);
    });
  });

  describe('my-page history: searchUnpaidList.json?myPage=Y', () => {
    it('lists the member’s items issued or paid in the range; refuses anonymous, BSN and other cars', async () => {
      const { db, app } = await ready();
      const carNo = plate();
      const member = await createMember(db, { plate: carNo });
      // proven owner of the car: the whole record of the car (decision 083)
      await confirmCarOwnership(db, {
        memberId: member.memberId,
        plate: carNo,
        method: 'ADMIN',
        verifiedBy: 'test',
      });
      const cookie = await login(app, member.empNo, member.password);
      const now = Date.now();
      const open = await addItem(db, {
        plate: carNo,
        principal: 1000,
        dueDate: kstDay(-1),
        issuedAt: new Date(now - 2 * DAY),
      });
      const paidToday = await addItem(db, {
        plate: carNo,
        principal: 600,
        dueDate: kstDay(-40),
        issuedAt: new Date(now - 70 * DAY),
        status: 'PAID',
        paidAmt: 1800,
        paidAt: new Date(now),
        paymentId: 'pay-hist-1',
      });
      await addItem(db, {
        plate: carNo,
        principal: 300,
        dueDate: kstDay(-60),
        issuedAt: new Date(now - 90 * DAY),
      });
      await addItem(db, { plate: plate(), principal: 300, dueDate: kstDay(1), issuedAt: new Date(now) });

      const url = `/api/unpaid/searchUnpaidList.json?myPage=Y&startDate=${kstDay(-3)}&endDate=${kstDay(0)}`;
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(200);
      const rows = res.json().value.result;
      expect(rows.map((r: { id: number }) => r.id).sort()).toEqual([open.id, paidToday.id].sort());
      expect(rows.find((r: { id: number }) => r.id === paidToday.id)).toMatchObject({
        carNo,
        unpaidAmt: 600,
        addAmt: 1200,
        receiptSummary: { receiptAmt: 1800 },
        paymentId: 'pay-hist-1',
        lastReceiptDttm: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      });
      expect(rows.find((r: { id: number }) => r.id === open.id)).toMatchObject({
        unpaidAmt: 1000,
        addAmt: 2000,
        receiptSummary: { receiptAmt: 0 },
        lastReceiptDttm: null,
        paymentId: null,
      });
      // Default range: today (the item paid today).
      const today = (await get('/api/unpaid/searchUnpaidList.json?myPage=Y', { cookie })).json().value.result;
      expect(today.map((r: { id: number }) => r.id)).toEqual([paidToday.id]);
      const own = await get(`${url}&carNo=${encodeURIComponent(carNo)}`, { cookie });
      expect(own.statusCode).toBe(200);

      expect((await get(url)).statusCode).toBe(401);
      expect((await get(`${url}&carNo=${encodeURIComponent('12가3456')}`, { cookie })).statusCode).toBe(403);
      const bsn = await createMember(db, { empDiv: 'BSN', plate: carNo });
      expect((await get(url, { cookie: await login(app, bsn.empNo, bsn.password) })).statusCode).toBe(403);
      const bad = await get('/api/unpaid/searchUnpaidList.json?myPage=Y&startDate=2026-13-01', { cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.startDate).toEqual(['날짜는 YYYY-MM-DD 형식으로 입력해주세요.']);
    });
  });
});
