import { runDraw, seedCommitment } from '@parking/shared/season-pass/draw';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { testConfig } from '../../config/index';
import { createDb } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { seasonPassApplications } from '../../db/schema/season-pass';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { buildAppForTests, useTestApp } from '../../test/harness';
import { outOfQuietHours } from '../notifications';
import { smsOnlyNotifier } from '../notifications/test-kit';
import { runDueDeadlines, runDueDraws } from './season-pass.jobs';
import { drawRecord } from './season-pass.lookup';
import { applyForPass } from './season-pass.service';
import {
  applicationInput,
  applicationsOf,
  closeWindow,
  depsOf,
  insertApplicants,
  insertDiscountCodes,
  insertPassLot,
  outboxWith,
  plate,
  roundsOf,
} from './test-kit';

const USR = (memberId: string) => ({
  memberId,
  authorCode: 'ROLE_USER' as const,
  empDiv: 'USR' as const,
});

describe('season-pass allotment', () => {
  const t = useTestApp();

  it('FCOME: 500 concurrent applications for 20 cells → exactly 20 assigned, 480 waiting 1..480', async () => {
    const { app, db } = t();
    await insertDiscountCodes(db);
    const people = await insertApplicants(db, 500, (i) => plate(i));
    const sectnId = await insertPassLot(db, { allotType: 'FCOME', cells: 20 });
    const now = new Date();
    // All 500 at once. A pool of 5 connections cannot seat them all within its 5 s wait: those requests are
    // answered 503 with Retry-After (decision 111) having written nothing, and the client sends them again.
    let retried = 0;
    const apply = async (i: number): Promise<unknown> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await applyForPass(
            depsOf(app),
            applicationInput(sectnId, plate(i)),
            undefined,
            USR(people[i]!.memberId),
            now,
          );
        } catch (err) {
          if (!isDatabaseUnavailable(err) || attempt >= 30) throw err;
          retried += 1;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
        }
      }
    };
    const results = await Promise.allSettled(Array.from({ length: 500 }, (_, i) => apply(i)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    if (retried > 0)
      console.info(`FCOME burst: ${retried} attempts answered unavailable and were sent again`);
    const rows = await applicationsOf(db, sectnId);
    expect(rows).toHaveLength(500);
    const assigned = rows.filter((r) => r.procStsCd === 'MUT-004');
    const waiting = rows.filter((r) => r.procStsCd === 'MUT-001');
    expect(assigned).toHaveLength(20);
    expect(assigned.every((r) => r.queueNo === null && r.payDeadline !== null)).toBe(true);
    expect(waiting.map((r) => r.queueNo).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 480 }, (_, i) => i + 1),
    );
    const [round] = await roundsOf(db, sectnId);
    expect(round).toMatchObject({ assignedCnt: 20, lastQueueNo: 480, cellCnt: 20 });
    // every applicant gets one SMS: 20 "배정", 480 "대기 N번" (what a busy pool left unsent, the job sends)
    await app.notifier.idle();
    await app.notifier.sendDue(1000);
    const sms = await db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.memberId} in (select emp_esntl_id from season_pass_applications where sectn_id = ${sectnId})`,
      );
    expect(sms).toHaveLength(500);
    expect(sms.every((s) => s.status === 'sent' && s.sentAt !== null)).toBe(true);
    expect(sms.filter((s) => s.kind === 'season_pass_assigned')).toHaveLength(20);
  }, 120_000);

  it('RAFFLE: collects until the close, draws once from the committed seed; anyone re-running gets the same order', async () => {
    const { app, db } = t();
    const people = await insertApplicants(db, 30, (i) => plate(1000 + i));
    const sectnId = await insertPassLot(db, { allotType: 'RAFFLE', cells: 8 });
    const now = new Date();
    for (let i = 0; i < 30; i++)
      await applyForPass(
        depsOf(app),
        applicationInput(sectnId, plate(1000 + i)),
        undefined,
        USR(people[i]!.memberId),
        now,
      );
    const before = await applicationsOf(db, sectnId);
    expect(before.every((r) => r.procStsCd === 'MUT-001' && r.queueNo === null)).toBe(true);
    const [round] = await roundsOf(db, sectnId);
    // Before the draw the database holds the commitment and a public nonce, never the seed (decision 180).
    expect(round).toMatchObject({ seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // before the close: the record publishes the hash, never the seed
    const open = await drawRecord(db, round!.roundId);
    expect(open.round).toMatchObject({ seedHash: round!.seedHash, seed: null, applicantCnt: 30 });
    expect(await runDueDraws(depsOf(app), now)).toEqual([]);

    await closeWindow(db, sectnId, now);
    expect(await runDueDraws(depsOf(app), now)).toEqual([round!.roundId]);
    expect(await runDueDraws(depsOf(app), now)).toEqual([]);

    const after = await applicationsOf(db, sectnId);
    expect(after.filter((r) => r.procStsCd === 'MUT-004')).toHaveLength(8);
    expect(
      after
        .filter((r) => r.procStsCd === 'MUT-001')
        .map((r) => r.queueNo)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));

    // The public record reveals the seed; re-running the documented algorithm gives the stored outcome.
    const record = await drawRecord(db, round!.roundId);
    expect(seedCommitment(record.round.seed!)).toBe(round!.seedHash);
    const rerun = runDraw(
      record.round.seed!,
      record.result.map((e) => e.periodId),
      record.round.cellCnt,
    );
    expect(rerun.map((e) => [e.periodId, e.assigned, e.queueNo])).toEqual(
      record.result.map((e) => [e.periodId, e.assigned, e.queueNo]),
    );
    const byId = new Map(after.map((r) => [r.periodId, r]));
    for (const e of rerun) {
      const row = byId.get(e.periodId)!;
      expect(row.procStsCd).toBe(e.assigned ? 'MUT-004' : 'MUT-001');
      expect(row.queueNo).toBe(e.queueNo);
      expect(row.drawRank).toBe(e.rank);
    }
    expect(record.result.every((e) => /\*\*/.test(e.carNoMasked))).toBe(true);
    expect(await outboxWith(app, '추첨 결과 대기')).toHaveLength(22);
  }, 60_000);

  it('the draw job run concurrently by two server processes on one database draws once', async () => {
    const first = t();
    const people = await insertApplicants(first.db, 12, (i) => plate(2000 + i));
    const sectnId = await insertPassLot(first.db, { allotType: 'RAFFLE', cells: 5 });
    const now = new Date();
    for (let i = 0; i < 12; i++)
      await applyForPass(
        depsOf(first.app),
        applicationInput(sectnId, plate(2000 + i)),
        undefined,
        USR(people[i]!.memberId),
        now,
      );
    await closeWindow(first.db, sectnId, now);

    // A second app on the same database: its own connection pool on PostgreSQL (PGlite has one connection,
    // so there the two run interleaved on it).
    let second = first.app;
    let closeSecond = async () => {};
    if (first.kind === 'pg') {
      const res = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${res.rows[0]!.name}`;
      const handle = await createDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolMax: 5 });
      second = await buildAppForTests(
        // every server process of a deployment shares APP_SECRET, the key of the seeds
        { ...testConfig(), databaseUrl: undefined, appSecret: first.app.config.appSecret },
        { dbHandle: handle, skipMigrate: true },
      );
      await second.ready();
      closeSecond = () => second.close();
    }
    try {
      const [a, b] = await Promise.all([
        runDueDraws(depsOf(first.app), now),
        runDueDraws(depsOf(second), now),
      ]);
      const [round] = await roundsOf(first.db, sectnId);
      expect([...a, ...b].filter((id) => id === round!.roundId)).toHaveLength(1);
    } finally {
      await closeSecond();
    }
    const rows = await applicationsOf(first.db, sectnId);
    expect(rows.filter((r) => r.procStsCd === 'MUT-004')).toHaveLength(5);
    expect(rows.filter((r) => r.drawRank !== null)).toHaveLength(12);
    const sms = await first.db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.memberId} in (select emp_esntl_id from season_pass_applications where sectn_id = ${sectnId}) and ${notificationOutbox.kind} in ('season_pass_assigned', 'season_pass_not_drawn')`,
      );
    expect(sms).toHaveLength(12);
  }, 60_000);

  it('deadline job: cancels an unpaid pass, offers the cell to the next in the queue, sends both SMS, once', async () => {
    const { app, db } = t();
    const people = await insertApplicants(db, 3, (i) => plate(3000 + i));
    const sectnId = await insertPassLot(db, { allotType: 'FCOME', cells: 2, name: '기한테스트 주차장' });
    const now = new Date();
    // notices go to each member's verified mobile (decision 179)
    const phones = people.map((p) => p.mobile);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await applyForPass(
        depsOf(app),
        applicationInput(sectnId, plate(3000 + i)),
        undefined,
        USR(people[i]!.memberId),
        now,
      );
      ids.push(r.periodId);
    }
    const [a, b, c] = ids as [number, number, number];
    await db
      .update(seasonPassApplications)
      .set({ payDeadline: new Date(now.getTime() - 60_000) })
      .where(eq(seasonPassApplications.periodId, a));
    await db
      .update(seasonPassApplications)
      .set({ payDeadline: new Date(now.getTime() + 3_600_000) })
      .where(eq(seasonPassApplications.periodId, b));

    const out = await runDueDeadlines(depsOf(app), now);
    expect(out).toMatchObject({ cancelled: [a], offered: [c], reminded: [b] });
    const rows = new Map((await applicationsOf(db, sectnId)).map((r) => [r.periodId, r]));
    expect(rows.get(a)).toMatchObject({ procStsCd: 'MUT-003', cancelBy: 'DEADLINE' });
    expect(rows.get(c)!.procStsCd).toBe('MUT-005');
    expect(rows.get(c)!.payDeadline!.getTime()).toBeGreaterThan(now.getTime() + 3 * 86_400_000 - 86_400_000);
    const [round] = await roundsOf(db, sectnId);
    expect(round!.assignedCnt).toBe(2);

    const cancelledSms = await outboxWith(app, '기한테스트 주차장 정기권 배정이 취소되었습니다');
    expect(cancelledSms.map((s) => s.rcvAddr)).toEqual([phones[0]]);
    const offeredSms = await outboxWith(app, '대기하신 기한테스트 주차장 정기권 자리가 배정되었습니다');
    expect(offeredSms.map((s) => s.rcvAddr)).toEqual([phones[2]]);
    expect(offeredSms[0]!.text).toMatch(/납부기한 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // the reminder waits for the end of the quiet hours (21:00–08:00 KST), then goes once
    const [reminder] = await db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.kind} = 'season_pass_payment_deadline' and ${notificationOutbox.phone} = ${phones[1]}`,
      );
    expect(reminder!.notBefore).toEqual(outOfQuietHours(now));
    await smsOnlyNotifier(db, app.sms, () => reminder!.notBefore).sendDue();
    expect((await outboxWith(app, '기한테스트 주차장 정기권 납부기한이')).map((s) => s.rcvAddr)).toEqual([
      phones[1],
    ]);

    const again = await runDueDeadlines(depsOf(app), now);
    expect(again).toMatchObject({ cancelled: [], offered: [], reminded: [] });
    expect(await outboxWith(app, '기한테스트 주차장')).toHaveLength(3 + 3);
  });
});
