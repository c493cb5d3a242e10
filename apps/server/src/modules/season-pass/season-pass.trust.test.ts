import { createHmac } from 'node:crypto';
import { toWire } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { seedCommitment } from '@parking/shared/season-pass/draw';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/accounts';
import { notificationOutbox } from '../../db/schema/notifications';
import { reductionEligibility } from '../../db/schema/reduction-registration';
import { seasonPassRounds } from '../../db/schema/season-pass';
import type { AppError } from '../../lib/app-error';
import { createMember, login, useTestApp } from '../../test/harness';
import { postMultipart, SAMPLE_FILES } from '../../test/multipart';
import { enqueueNotification } from '../notifications';
import { Browser, freshPhone } from '../signup/test-kit';
import { runDueDraws } from './season-pass.jobs';
import { applyForPass } from './season-pass.service';
import {
  applicationFields,
  applicationInput,
  applicationsOf,
  closeWindow,
  depsOf,
  insertDiscountCodes,
  insertPassLot,
  plate,
  proveCars,
  roundsOf,
} from './test-kit';

const m = seasonPassKo;
const USR = (memberId: string) => ({
  memberId,
  authorCode: 'ROLE_USER' as const,
  empDiv: 'USR' as const,
});
const OWNER_PHONE = '01031310001';
const HOSTILE_PHONE = '01031310002';
const STRANGER = '01099998888';

/** Issue 30 items 1, 2 and 7 (decisions 179, 180): the rules a citizen could bend. */
describe('season passes at go-live: proven cars, verified phones, sealed seeds', () => {
  const t = useTestApp();
  let owner: string; // profile car 12가3456, owner name '김시민  ' (trailing spaces) as in the register
  let hostile: string; // profile car 12가3456 with a name the register does not know
  let hostileId: string;
  let admin: string;

  beforeAll(async () => {
    const { app, db } = t();
    await insertDiscountCodes(db);
    await db.insert(reductionEligibility).values([
      { plate: '12가3456', ownerNm: '김시민' },
      { plate: '56마7777', ownerNm: '박타인' },
    ]);
    const o = await createMember(db, { plate: '12가3456', empMobile: OWNER_PHONE });
    await db.execute(
      // the owner name as typed on the profile, trailing spaces included
      (await import('drizzle-orm'))
        .sql`update members set car_owner_nm = '김시민  ' where emp_esntl_id = ${o.memberId}`,
    );
    const h = await createMember(db, { plate: '12가3456', empMobile: HOSTILE_PHONE });
    hostileId = h.memberId;
    const a = await createMember(db, { empDiv: 'EMP' });
    owner = await login(app, o.empNo, o.password);
    hostile = await login(app, h.empNo, h.password);
    admin = await login(app, a.empNo, a.password);
  });

  const apply = (cookie: string, fields: Record<string, string>) =>
    postMultipart(t().app, '/api/period/insertAction.json', cookie, fields);
  /** Messages sent to `phone`, once the notices queued so far have gone (they leave after each commit). */
  const smsTo = async (phone: string) => {
    await t().app.notifier.idle();
    await t().app.notifier.sendDue();
    return (await t().db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, phone))).length;
  };
  const queuedTo = async (phone: string) =>
    (await t().db.select().from(notificationOutbox).where(eq(notificationOutbox.phone, phone))).length;

  it('item 1: made-up plates, another person’s car and the owner’s car under a wrong name take nothing; the owner still gets the cell', async () => {
    const { db } = t();
    const lot = await insertPassLot(db, { allotType: 'FCOME', cells: 6, name: '송정동 시험' });
    const tries = [
      ...Array.from({ length: 8 }, (_, i) => plate(5000 + i)),
      '56마7777', // another person's car, known to the register
      '12가3456', // the owner's car, but the hostile member's profile name does not match the register
      '99허9999', // a valid plate that belongs to nobody
    ];
    for (const carNo of tries) {
      const res = await apply(
        hostile,
        applicationFields(applicationInput(lot, carNo, { carOwnerNm: '김시민' })),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'SEASON_PASS_CAR_NOT_PROVEN',
        message: m.errors.SEASON_PASS_CAR_NOT_PROVEN,
        fieldErrors: { carNo: [m.errors.SEASON_PASS_CAR_NOT_PROVEN] },
      });
    }
    // the quote (the result page) refuses the same way
    const quote = await t().app.inject({
      method: 'POST',
      url: '/api/period/quote.json',
      headers: { cookie: hostile },
      payload: toWire(applicationInput(lot, '56마7777')),
    });
    expect(quote.statusCode).toBe(400);

    // 200 at once from the same member, past the route's per-minute limit (the service itself): every one
    // refused by the rule, nothing assigned, no message queued, never an unexpected error
    const burst = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        applyForPass(
          depsOf(t().app),
          applicationInput(lot, plate(6000 + i)),
          undefined,
          USR(hostileId),
          new Date(),
        ),
      ),
    );
    expect(
      burst.every(
        (r) => r.status === 'rejected' && (r.reason as AppError).code === 'SEASON_PASS_CAR_NOT_PROVEN',
      ),
    ).toBe(true);
    expect(await applicationsOf(db, lot)).toEqual([]);
    const rounds = await roundsOf(db, lot);
    expect(rounds.every((r) => r.assignedCnt === 0)).toBe(true);
    expect(await queuedTo(HOSTILE_PHONE)).toBe(0);

    // the owner, plate typed with a space and full-width digits, a stranger's number in another format
    const res = await apply(
      owner,
      applicationFields(
        applicationInput(lot, '１２가 ３４５６', { carOwnerNm: '아무개', telNo: '010 9999 8888' }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.procStsCd).toBe('MUT-004');
    const [row] = await applicationsOf(db, lot);
    // the server decided: the proven car and owner name, the member's verified mobile
    expect(row).toMatchObject({ plate: '12가3456', carOwnerNm: '김시민', telNo: OWNER_PHONE });
    expect(await smsTo(STRANGER)).toBe(0);
    expect(await queuedTo(STRANGER)).toBe(0);
    expect(await smsTo(OWNER_PHONE)).toBe(1);
  }, 120_000);

  it('item 1: at most 2 live applications per member and window, one ballot per proven car in a lottery', async () => {
    const { db } = t();
    const many = await createMember(db, { plate: '', empMobile: '01031310003' });
    await proveCars(db, many.memberId, '31가3101', '31가3102', '31가3103');
    const cookie = await login(t().app, many.empNo, many.password);
    const lot = await insertPassLot(db, { allotType: 'RAFFLE', cells: 10 });
    expect((await apply(cookie, applicationFields(applicationInput(lot, '31가3101')))).statusCode).toBe(200);
    expect((await apply(cookie, applicationFields(applicationInput(lot, '31가3102')))).statusCode).toBe(200);
    const third = await apply(cookie, applicationFields(applicationInput(lot, '31가3103')));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'SEASON_PASS_MEMBER_CAP',
      message: m.errors.SEASON_PASS_MEMBER_CAP,
    });
    // a co-owner staff confirmed too cannot put the same car in the draw twice
    const co = await createMember(db, { plate: '', empMobile: '01031310004' });
    await proveCars(db, co.memberId, '31가3101');
    const coCookie = await login(t().app, co.empNo, co.password);
    const dup = await apply(coCookie, applicationFields(applicationInput(lot, '31가3101')));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('중복됩니다');
    expect(await applicationsOf(db, lot)).toHaveLength(2);
  });

  it('item 1: a car proven by a document counts only once staff confirm it', async () => {
    const { db } = t();
    const lot = await insertPassLot(db, { allotType: 'FCOME', cells: 3 });
    const doc = await createMember(db, { plate: '', empMobile: '01031310005' });
    const member = await login(t().app, doc.empNo, doc.password);
    const send = (fields: Record<string, string>, file = true) =>
      postMultipart(t().app, '/api/period/carProof.json', member, {
        ...fields,
        ...(file ? { file: { filename: '자동차등록증.pdf', content: SAMPLE_FILES.pdf } } : {}),
      });
    expect((await send({ carNo: '77하7001', carOwnerNm: '홍길동' }, false)).statusCode).toBe(400);
    expect((await send({ carNo: '77ab7001', carOwnerNm: '홍길동' })).statusCode).toBe(400);
    expect((await send({ carNo: '77하7001', carOwnerNm: '   ' })).statusCode).toBe(400);
    expect((await send({ carNo: '77하 7001', carOwnerNm: '홍길동' })).statusCode).toBe(200);
    expect((await send({ carNo: '77하7001', carOwnerNm: '홍길동' })).statusCode).toBe(409);
    // pending: not yet a car to apply with
    expect((await apply(member, applicationFields(applicationInput(lot, '77하7001')))).statusCode).toBe(400);
    const mine = await t().app.inject({
      method: 'GET',
      url: '/api/period/myCars.json',
      headers: { cookie: member },
    });
    expect(mine.json().value).toMatchObject({
      cars: [],
      requests: [{ carNo: '77하7001', status: 'PENDING' }],
      mobileMasked: '010-****-0005',
    });

    // members cannot decide; staff see it, download the document and confirm it once
    const decide = (cookie: string, body: object) =>
      t().app.inject({
        method: 'POST',
        url: '/api/admin/period/carProofDecide.json',
        headers: { cookie },
        payload: body,
      });
    const list = await t().app.inject({
      method: 'GET',
      url: '/api/admin/period/carProofs.json',
      headers: { cookie: admin },
    });
    const [pending] = list.json().value.result;
    expect(pending).toMatchObject({ carNo: '77하7001', carOwnerNm: '홍길동' });
    expect((await decide(member, { proofId: pending.proofId, decision: 'CONFIRM' })).statusCode).toBe(403);
    const file = await t().app.inject({
      method: 'GET',
      url: `/api/admin/period/carProofFile.json?proofId=${pending.proofId}`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    expect((await decide(admin, { proofId: pending.proofId, decision: 'CONFIRM' })).statusCode).toBe(200);
    expect((await decide(admin, { proofId: pending.proofId, decision: 'REJECT' })).statusCode).toBe(409);
    expect(await smsTo('01031310005')).toBe(1);
    const ok = await apply(member, applicationFields(applicationInput(lot, '77하7001')));
    expect(ok.statusCode).toBe(200);
    expect((await applicationsOf(db, lot))[0]).toMatchObject({
      memberId: doc.memberId,
      carOwnerNm: '홍길동',
    });
  });

  it('item 2: applications naming a stranger’s phone text only the member’s verified mobile', async () => {
    const { db } = t();
    const member = await createMember(db, { plate: '', empMobile: '01031310006' });
    await proveCars(db, member.memberId, '32가3201', '32가3202');
    const cookie = await login(t().app, member.empNo, member.password);
    const lots = [
      await insertPassLot(db, { allotType: 'FCOME', cells: 5 }),
      await insertPassLot(db, { allotType: 'RAFFLE', cells: 5 }),
    ];
    for (const lot of lots)
      for (const carNo of ['32가3201', '32가3202']) {
        const res = await apply(
          cookie,
          applicationFields(applicationInput(lot, carNo, { telNo: '010-9999-8888' })),
        );
        expect(res.statusCode).toBe(200);
      }
    expect(await queuedTo(STRANGER)).toBe(0);
    expect(await smsTo(STRANGER)).toBe(0);
    expect(await smsTo('01031310006')).toBe(4);
  });

  it('item 7: the lottery seed is in no row and no answer before the draw; published and re-computable after', async () => {
    const { app, db } = t();
    const lot = await insertPassLot(db, { allotType: 'RAFFLE', cells: 1 });
    expect((await apply(owner, applicationFields(applicationInput(lot, '12가3456')))).statusCode).toBe(200);
    const [round] = await roundsOf(db, lot);
    expect(round!.seed).toBeNull();
    const dump = JSON.stringify(round);
    const seed = createHmac('sha256', app.config.appSecret)
      .update(`season-pass-draw:${round!.seedNonce}`)
      .digest('hex');
    expect(dump).not.toContain(seed);
    expect(seedCommitment(seed)).toBe(round!.seedHash);
    const draws = await app.inject({ method: 'GET', url: '/api/period/draws.json' });
    expect(draws.body).not.toContain(seed);

    // a server with another secret cannot draw it (no seed nobody committed to)
    await closeWindow(db, lot);
    await expect(
      runDueDraws({ ...depsOf(app), drawSecret: 'b'.repeat(64) }, new Date()),
    ).resolves.not.toContain(round!.roundId);
    expect((await roundsOf(db, lot))[0]!.drawnAt).toBeNull();

    expect(await runDueDraws(depsOf(app), new Date())).toContain(round!.roundId);
    const record = await app.inject({
      method: 'GET',
      url: `/api/period/draw.json?roundId=${round!.roundId}`,
    });
    expect(record.json().value.round).toMatchObject({ seed, seedHash: round!.seedHash });
    const [after] = await db
      .select()
      .from(seasonPassRounds)
      .where(eq(seasonPassRounds.roundId, round!.roundId));
    expect(after!.seed).toBe(seed);
  });
});

describe('item 2: a per-phone daily cap on every message', () => {
  const t = useTestApp({
    sms: {
      provider: 'outbox',
      solapi: { apiKey: '', apiSecret: '', sender: '', baseUrl: 'http://127.0.0.1:9' },
      dailyLimitPerPhone: 10,
      dailyLimitPerIp: 50,
      dailyMessagesPerPhone: 3,
    },
  });

  it('20 messages at once to one phone: exactly 3 sent, the rest refused; a code request then gets 429', async () => {
    const { app, db } = t();
    const phone = freshPhone();
    // 20 notices (one written in another format of the same number), sent by two senders at once
    for (let i = 0; i < 20; i += 1)
      await enqueueNotification(db, {
        kind: 'business_approved',
        phone: i === 19 ? `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` : phone,
        vars: { company: `상호 ${i}` },
        eventKey: `cap-test:${phone}:${i}`,
      });
    await Promise.all([app.notifier.sendDue(), app.notifier.sendDue(), app.notifier.sendDue()]);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, phone))).toHaveLength(3);
    const rows = await db.select().from(notificationOutbox).where(eq(notificationOutbox.phone, phone));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'failed' && r.error === 'daily_cap')).toHaveLength(17);
    const b = new Browser(app);
    const code = await b.get('/api/member/send.json', { rcvAddr: phone });
    expect(code.statusCode).toBe(429);
    expect(code.json().code).toBe('SMS_DAILY_LIMIT');
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, phone))).toHaveLength(3);
  });
});
