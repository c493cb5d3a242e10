import { isUnpaidAssigned, kstDateOf, REMINDER_HOURS } from '@parking/shared/season-pass/rules';
import { drawRound, releaseCell } from './season-pass.allotment';
import {
  claimReminder,
  findApplication,
  listDueReminders,
  listOverdue,
  listStaleWaiting,
  transition,
} from './season-pass.repository';
import { findLotRow, findRound, listDueDraws } from './season-pass.rounds.repository';
import { flushSms, notify, type SeasonPassDeps } from './season-pass.sms';

/**
 * Scheduled work of the season-pass area. Each function may run at the same time in several processes:
 * every due item is claimed by a conditional update before anything is done with it, so it is done once.
 */

/** Draws every RAFFLE window that has closed and was not drawn yet. Returns the rounds this call drew. */
export async function runDueDraws(deps: SeasonPassDeps, now: Date = new Date()): Promise<number[]> {
  const drawn: number[] = [];
  for (const roundId of await listDueDraws(deps.db, now)) {
    try {
      const outcome = await drawRound(deps, roundId, now);
      if (outcome.drawn) drawn.push(roundId);
    } catch (err) {
      deps.log.error({ err, roundId }, 'season-pass draw failed');
    }
  }
  return drawn;
}

const STALE_WAIT_REASON = '이용 시작일까지 자리가 나지 않아 대기가 종료되었습니다.';

export interface DeadlineOutcome {
  cancelled: number[];
  offered: number[];
  reminded: number[];
  expiredWaiting: number[];
  smsSent: number;
}

/**
 * Payment deadlines (decision 090): unpaid assignments past their deadline are cancelled (MUT-003, SMS) and
 * their cells offered to the next in the queue (MUT-005, a new deadline, SMS); assignments within 24 hours of
 * their deadline get one reminder; waiting applications whose use has started leave the queue. Then the
 * pending SMS are sent.
 */
export async function runDueDeadlines(
  deps: SeasonPassDeps,
  now: Date = new Date(),
): Promise<DeadlineOutcome> {
  const out: DeadlineOutcome = { cancelled: [], offered: [], reminded: [], expiredWaiting: [], smsSent: 0 };

  for (const due of await listOverdue(deps.db, now)) {
    try {
      await deps.db.transaction(async (tx) => {
        const round = await findRound(tx, due.roundId, true);
        const app = await findApplication(tx, due.periodId, true);
        if (!round || !app || !isUnpaidAssigned(app.procStsCd)) return;
        if (!app.payDeadline || app.payDeadline.getTime() >= now.getTime()) return;
        const done = await transition(tx, app.periodId, [app.procStsCd], {
          procStsCd: 'MUT-003',
          cancelledAt: now,
          cancelBy: 'DEADLINE',
        });
        if (!done) return;
        const lotName = (await findLotRow(tx, app.lotId))?.parkingNm ?? '';
        await notify(tx, done, lotName, 'CANCELLED_DEADLINE');
        out.cancelled.push(app.periodId);
        const offered = await releaseCell(tx, round, lotName, now);
        if (offered) out.offered.push(offered.periodId);
      });
    } catch (err) {
      deps.log.error({ err, periodId: due.periodId }, 'season-pass deadline cancel failed');
    }
  }

  for (const due of await listDueReminders(deps.db, now, REMINDER_HOURS * 3_600_000)) {
    await deps.db.transaction(async (tx) => {
      const app = await claimReminder(tx, due.periodId, now);
      if (!app) return;
      const lotName = (await findLotRow(tx, app.lotId))?.parkingNm ?? '';
      await notify(tx, app, lotName, 'REMINDER', { now, orgName: deps.notifier.orgName });
      out.reminded.push(app.periodId);
    });
  }

  for (const w of await listStaleWaiting(deps.db, kstDateOf(now))) {
    const done = await transition(deps.db, w.periodId, ['MUT-001'], {
      procStsCd: 'MUT-003',
      cancelledAt: now,
      cancelBy: 'DEADLINE',
      cancelReason: STALE_WAIT_REASON,
    });
    if (done) out.expiredWaiting.push(w.periodId);
  }

  out.smsSent = await flushSms(deps);
  return out;
}
