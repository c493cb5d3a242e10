import { randomBytes } from 'node:crypto';
import { kstDatePlus, kstEpoch } from '@parking/shared/common/korea-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { carOwnerships, smsOutbox } from '../../db/schema/accounts';
import { unpaidItems } from '../../db/schema/lots';
import { notificationOutbox } from '../../db/schema/notifications';
import { seasonPassApplications, seasonPassRounds } from '../../db/schema/season-pass';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';
import { createMember, useTestApp } from '../../test/harness';
import { enqueueNotification, savePreferences } from '../notifications';
import { insertPassLot } from '../season-pass/test-kit';
import { remindPrepaidLow, remindSeasonPassEnd, remindUnpaidDue } from './index';

// Issue 34 item 3: each reminder once per item and occasion, only to verified phones of members who did not
// turn it off, held until 08:00 Korea time at night. The clock is fixed at 10:00 KST on 2030-03-12, a day in the
// future (the outbox never schedules a message before the real present).

const t = useTestApp();
/** The app's notifier: the reminders take the sender's name (ORG_NAME) from it. */
const sender = () => t().app.notifier;
const NOW = new Date(kstEpoch('2030-03-12', '10:00'));
const NIGHT = new Date(kstEpoch('2030-03-20', '22:30'));
const NEXT_MORNING = new Date(kstEpoch('2030-03-21', '08:00'));
const EARLY = new Date(kstEpoch('2030-03-25', '02:10'));
const SAME_MORNING = new Date(kstEpoch('2030-03-25', '08:00'));

let seq = 0;
const plate = () => {
  seq += 1;
  return `${30 + (seq % 60)}라${7000 + seq}`;
};
const phone = () => `010${String(70000000 + Math.floor(Math.random() * 9_999_999)).padStart(8, '0')}`;

/** A member with a verified mobile (or none) who proved `plate` is theirs. */
async function owner(db: AppDb, plate: string, over: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(db, { empMobile: phone(), plate, ...over });
  await db.insert(carOwnerships).values({ memberId: m.memberId, plate, method: 'ADMIN' });
  return m;
}

async function unpaid(db: AppDb, plate: string, dueDate: string, principal = 4500) {
  const [row] = await db
    .insert(unpaidItems)
    .values({ plate, kind: 'ONSTREET', parkingName: '중리천로 노상', principal, dueDate })
    .returning({ id: unpaidItems.id });
  return row!.id;
}

async function outboxOf(db: AppDb, memberId: string, kind?: string) {
  return db
    .select()
    .from(notificationOutbox)
    .where(
      kind
        ? and(eq(notificationOutbox.memberId, memberId), eq(notificationOutbox.kind, kind))
        : eq(notificationOutbox.memberId, memberId),
    );
}

describe('unpaid items: 3 days and 1 day before the due date', () => {
  it('reminds the owner of a proven car once per item and occasion, with the amount and where to pay', async () => {
    const { db } = t();
    const car = plate();
    const m = await owner(db, car);
    const d3 = await unpaid(db, car, kstDatePlus(NOW, 3), 12000);
    const d1 = await unpaid(db, car, kstDatePlus(NOW, 1), 3000);
    await unpaid(db, car, kstDatePlus(NOW, 2)); // no occasion today

    const first = await remindUnpaidDue(db, NOW, sender());
    expect(first.queued).toBeGreaterThanOrEqual(2);
    const again = await remindUnpaidDue(db, NOW, sender());
    expect(again.queued).toBe(0);
    // a second process on the same database finds nothing to queue either
    expect((await remindUnpaidDue(db, new Date(NOW.getTime() + 60_000), sender())).queued).toBe(0);

    const [r3] = await outboxOf(db, m.memberId, 'unpaid_due_d3');
    const [r1] = await outboxOf(db, m.memberId, 'unpaid_due_d1');
    expect(await outboxOf(db, m.memberId)).toHaveLength(2);
    expect(r3).toMatchObject({ eventKey: `unpaid:${d3}:${m.memberId}` });
    expect(r1).toMatchObject({ eventKey: `unpaid:${d1}:${m.memberId}` });
    expect(r3!.vars).toMatchObject({ plate: car, amount: 12000, dueDate: kstDatePlus(NOW, 3) });
    expect(r3!.status).toBe('queued');
    expect(r3!.renderedText).toContain('12,000');
    expect(r3!.renderedText).toContain('/lookupunpaid');
    expect(r3!.notBefore.getTime()).toBe(NOW.getTime());

    // the next day: the 3-day item is 2 days away and the 1-day item is due today (no new occasion); the item
    // that was 2 days away is now 1 day away: its 1-day reminder
    expect((await remindUnpaidDue(db, new Date(NOW.getTime() + 86_400_000), sender())).queued).toBe(1);
    expect(await outboxOf(db, m.memberId)).toHaveLength(3);
  });

  it('does not remind a paid item, a plate only written into a profile, or a member without a verified phone', async () => {
    const { db } = t();
    const paidCar = plate();
    const paidOwner = await owner(db, paidCar);
    const id = await unpaid(db, paidCar, kstDatePlus(NOW, 3));
    await db.update(unpaidItems).set({ status: 'PAID' }).where(eq(unpaidItems.id, id));

    const profileOnlyCar = plate();
    const profileOnly = await createMember(db, { empMobile: phone(), plate: profileOnlyCar });
    await unpaid(db, profileOnlyCar, kstDatePlus(NOW, 3));

    const noPhoneCar = plate();
    const noPhone = await owner(db, noPhoneCar, { empMobile: '' });
    await unpaid(db, noPhoneCar, kstDatePlus(NOW, 1));

    await remindUnpaidDue(db, NOW, sender());
    for (const who of [paidOwner, profileOnly, noPhone]) expect(await outboxOf(db, who.memberId)).toEqual([]);
    // a number changed on the record without verification is refused by the service, and the outbox says so
    const swapped = await owner(db, plate());
    const [carRow] = await db
      .select()
      .from(carOwnerships)
      .where(eq(carOwnerships.memberId, swapped.memberId));
    const itemId = await unpaid(db, carRow!.plate, kstDatePlus(NOW, 3));
    const r = await enqueueNotification(
      db,
      {
        kind: 'unpaid_due_d3',
        memberId: swapped.memberId,
        phone: '01099998888',
        vars: { plate: carRow!.plate, amount: 4500, dueDate: kstDatePlus(NOW, 3) },
        eventKey: `unpaid:${itemId}:${swapped.memberId}`,
      },
      { now: NOW, orgName: sender().orgName },
    );
    expect(r).toMatchObject({ queued: false, reason: 'unverified_phone' });
    // the job's own message for the item then finds the event taken: still nothing queued to the wrong phone
    expect((await remindUnpaidDue(db, NOW, sender())).queued).toBe(0);
  });

  it('respects a member who turned the reminder off, and holds a reminder found at night until 08:00', async () => {
    const { db } = t();
    const offCar = plate();
    const off = await owner(db, offCar);
    await savePreferences(db, off.memberId, { reminders: { unpaid_due_d3: false }, channel: 'sms' });
    await unpaid(db, offCar, kstDatePlus(NOW, 3));
    const onD1 = await unpaid(db, offCar, kstDatePlus(NOW, 1));

    const nightCar = plate();
    const night = await owner(db, nightCar);
    await unpaid(db, nightCar, kstDatePlus(NIGHT, 3));

    await remindUnpaidDue(db, NOW, sender());
    // the 3-day reminder is off (recorded as skipped, never sent), the 1-day one still on
    const rows = await outboxOf(db, off.memberId);
    expect(rows.map((r) => [r.kind, r.status, r.error]).sort()).toEqual([
      ['unpaid_due_d1', 'queued', null],
      ['unpaid_due_d3', 'skipped', 'opted_out'],
    ]);
    expect(rows.find((r) => r.kind === 'unpaid_due_d1')!.eventKey).toBe(`unpaid:${onD1}:${off.memberId}`);

    await remindUnpaidDue(db, NIGHT, sender());
    const [held] = await outboxOf(db, night.memberId, 'unpaid_due_d3');
    expect(held!.notBefore.getTime()).toBe(NEXT_MORNING.getTime());
    expect(held!.status).toBe('queued');

    // after midnight: held until 08:00 the same day
    const earlyCar = plate();
    const early = await owner(db, earlyCar);
    await unpaid(db, earlyCar, kstDatePlus(EARLY, 1));
    await remindUnpaidDue(db, EARLY, sender());
    const [morning] = await outboxOf(db, early.memberId, 'unpaid_due_d1');
    expect(morning!.notBefore.getTime()).toBe(SAME_MORNING.getTime());
  });
});

/** A paid season pass of `member` at a new lot, ending on `endDt`. */
async function paidPass(db: AppDb, member: { memberId: string }, plate: string, endDt: string) {
  const lotId = await insertPassLot(db, { name: `만료테스트 ${randomBytes(2).toString('hex')} 주차장` }, NOW);
  const [round] = await db
    .insert(seasonPassRounds)
    .values({ lotId, allotType: 'FCOME', startDttm: NOW, endDttm: NOW, cellCnt: 10 })
    .returning({ roundId: seasonPassRounds.roundId });
  const [row] = await db
    .insert(seasonPassApplications)
    .values({
      roundId: round!.roundId,
      lotId,
      memberId: member.memberId,
      waitingNm: '홍길동',
      zipcode: '17379',
      addr: '경기도 이천시',
      telNo: '01000000000',
      carOwnerNm: '홍길동',
      plate,
      plateLast4: plate.slice(-4),
      useDivCd: 'UTM-001',
      useStartDt: '2025-12-17',
      useEndDt: endDt,
      months: 3,
      monthlyAmt: 50000,
      baseAmt: 150000,
      useAmt: 150000,
      periodAllotType: 'FCOME',
      procStsCd: 'MUT-002',
    })
    .returning({ periodId: seasonPassApplications.periodId });
  return row!.periodId;
}

describe('season passes: 7 days before the end', () => {
  it('reminds the holder once, with the end date and how to apply for the next period', async () => {
    const { db } = t();
    const car = plate();
    const m = await createMember(db, { empMobile: phone(), plate: car });
    const periodId = await paidPass(db, m, car, kstDatePlus(NOW, 7));
    const other = await createMember(db, { empMobile: phone() });
    await paidPass(db, other, plate(), kstDatePlus(NOW, 8)); // not yet

    await remindSeasonPassEnd(db, NOW, sender());
    expect((await remindSeasonPassEnd(db, NOW, sender())).queued).toBe(0);
    const rows = await outboxOf(db, m.memberId, 'season_pass_end_d7');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventKey: `period:${periodId}` });
    expect(rows[0]!.renderedText).toContain(kstDatePlus(NOW, 7));
    expect(rows[0]!.renderedText).toContain('/periodinfo');
    expect(await outboxOf(db, other.memberId)).toEqual([]);
  });

  it('skips a member who turned it off and a member without a verified phone', async () => {
    const { db } = t();
    const off = await createMember(db, { empMobile: phone() });
    await savePreferences(db, off.memberId, {
      reminders: { season_pass_end_d7: false },
      channel: 'alimtalk',
    });
    await paidPass(db, off, plate(), kstDatePlus(NOW, 7));
    const noPhone = await createMember(db, { empMobile: '' });
    await paidPass(db, noPhone, plate(), kstDatePlus(NOW, 7));
    await remindSeasonPassEnd(db, NOW, sender());
    expect((await outboxOf(db, off.memberId)).map((r) => [r.status, r.error])).toEqual([
      ['skipped', 'opted_out'],
    ]);
    expect(await outboxOf(db, noPhone.memberId)).toEqual([]);
  });
});

let paySeq = 0;
async function ledger(db: AppDb, memberId: string, lotId: number, kind: 'BUY' | 'USE', minutes: number) {
  paySeq += 1;
  await db.insert(webPrepaidLedger).values({
    memberId,
    lotId,
    kind,
    minutes,
    ...(kind === 'BUY'
      ? { paymentId: `rem-${paySeq}-${randomBytes(4).toString('hex')}`, amount: (minutes / 30) * 600 }
      : {}),
  });
}

describe('business prepaid balance under the chosen threshold', () => {
  it('reminds once per purchase run down, only below the threshold, only when the business chose one', async () => {
    const { db } = t();
    const lotId = await insertPassLot(db, { name: '선불테스트 주차장' }, NOW);
    const store = await createMember(db, { empDiv: 'BSN', empMobile: phone() });
    const noChoice = await createMember(db, { empDiv: 'BSN', empMobile: phone() });
    await savePreferences(db, store.memberId, {
      reminders: {},
      channel: 'alimtalk',
      prepaidLowMinutes: 60,
    });
    await ledger(db, store.memberId, lotId, 'BUY', 300);
    await ledger(db, noChoice.memberId, lotId, 'BUY', 30);

    await ledger(db, store.memberId, lotId, 'USE', 200); // 100 left: above 60
    expect((await remindPrepaidLow(db, NOW, sender())).queued).toBe(0);

    await ledger(db, store.memberId, lotId, 'USE', 60); // 40 left
    await remindPrepaidLow(db, NOW, sender());
    await ledger(db, store.memberId, lotId, 'USE', 30); // 10 left: same occasion
    await remindPrepaidLow(db, NOW, sender());
    const rows = await outboxOf(db, store.memberId, 'prepaid_balance_low');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vars).toMatchObject({
      company: '테스트상점(선불테스트 주차장)',
      balance: '40분',
      threshold: '1시간',
    });
    expect(rows[0]!.renderedText).toContain('40분');

    // buying again and running down again is a new occasion
    await ledger(db, store.memberId, lotId, 'BUY', 120);
    expect((await remindPrepaidLow(db, NOW, sender())).queued).toBe(0); // 130 left
    await ledger(db, store.memberId, lotId, 'USE', 90);
    await remindPrepaidLow(db, NOW, sender());
    expect(await outboxOf(db, store.memberId, 'prepaid_balance_low')).toHaveLength(2);

    expect(await outboxOf(db, noChoice.memberId)).toEqual([]);
  });
});

// ORG_NAME is the app's (decision 215, 2026-11-28): the server's test files share one module graph (isolate:
// false), so a name kept in a module by the last app built would be every app's. Two apps with names of their
// own, built one after the other, each run their reminders job and send texts that start with their own name.
describe('the sender each reminder starts with is its own app’s ORG_NAME', () => {
  const first = useTestApp({ org: { name: '가나시설관리공단' } });
  const second = useTestApp({ org: { name: '다라도시공사' } });

  it('two apps in one file: each job queues, and each notifier sends, its own name', async () => {
    for (const [app, name] of [
      [first, '가나시설관리공단'],
      [second, '다라도시공사'],
      [first, '가나시설관리공단'], // the first app again, after the second was built and used
    ] as const) {
      const { app: server, db } = app();
      expect(server.notifier.orgName).toBe(name);
      const car = plate();
      const m = await owner(db, car);
      // the job's own clock (now): due in 3 days from today, Korea time
      await unpaid(db, car, kstDatePlus(new Date(), 3), 7700);
      const run = await server.jobs.runNow('reminders');
      expect(run).toMatchObject({ ran: true, outcome: 'OK' });
      const [row] = await outboxOf(db, m.memberId, 'unpaid_due_d3');
      expect(row!.renderedText!.startsWith(`[${name}] ${car} 차량`)).toBe(true);
      expect(row!.vars).toMatchObject({ orgName: name });
      // sent now whatever the hour (the quiet hours are the service's rule, tested above)
      await db
        .update(notificationOutbox)
        .set({ notBefore: new Date(Date.now() - 1000) })
        .where(eq(notificationOutbox.id, row!.id));
      await server.notifier.sendDue();
      const sent = await db.select().from(smsOutbox).where(eq(smsOutbox.rcvAddr, row!.phone));
      expect(sent.map((s) => s.text)).toEqual([row!.renderedText]);
      expect(sent[0]!.text).toContain('7,700원');
    }
  });
});
