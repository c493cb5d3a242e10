import { kstDatePlus } from '@parking/shared/common/korea-time';
import type { DbOrTx } from '../../db/client';
import { enqueueNotification, type Notifier } from '../notifications';
import { listLowBalances, listPassesEndingOn, listUnpaidDueOn } from './reminders.repository';

/**
 * Reminders that save citizens money (issue 34 item 3, decision 214). Each function finds what is due at
 * `now` and hands one message per item, recipient and occasion to the notification service, whose outbox is
 * unique on (kind, eventKey): a second run — in this process or another — queues nothing again. The service
 * also refuses unverified phones and reminders the member turned off, and moves a reminder found at night
 * (21:00–08:00 Korea time) to 08:00. Each takes the app's notifier for the sender's name the texts start with
 * (ORG_NAME, the app's own: decision 215, 2026-11-28).
 */

/** What the reminders need of the app's notifier: its organisation's name. */
export type ReminderSender = Pick<Notifier, 'orgName'>;

/** What one reminder pass did: messages queued, and those the service refused by reason. */
export interface ReminderOutcome {
  queued: number;
  refused: Record<string, number>;
}

const emptyOutcome = (): ReminderOutcome => ({ queued: 0, refused: {} });

/** Queues one reminder in the sender's name and counts what became of it. */
async function remind(
  out: ReminderOutcome,
  db: DbOrTx,
  notice: Parameters<typeof enqueueNotification>[1],
  now: Date,
  from: ReminderSender,
): Promise<void> {
  tally(out, await enqueueNotification(db, notice, { now, orgName: from.orgName }));
}

function tally(out: ReminderOutcome, r: { queued: boolean; reason?: string }): void {
  if (r.queued) out.queued += 1;
  else {
    const reason = r.reason ?? 'refused';
    out.refused[reason] = (out.refused[reason] ?? 0) + 1;
  }
}

/** Days before the due date on which an unpaid item is reminded, and the kind of each. */
export const UNPAID_REMINDER_DAYS = [
  { days: 3, kind: 'unpaid_due_d3' },
  { days: 1, kind: 'unpaid_due_d1' },
] as const;

/** Days before a season pass ends on which its holder is reminded. */
export const SEASON_PASS_END_DAYS = 7;

/**
 * Unpaid items due in 3 days and in 1 day (Korea's calendar at `now`): the owner of the car is told the
 * amount, the due date (after which a 200 % surcharge applies) and where to pay (/lookupunpaid).
 */
export async function remindUnpaidDue(db: DbOrTx, now: Date, from: ReminderSender): Promise<ReminderOutcome> {
  const out = emptyOutcome();
  for (const { days, kind } of UNPAID_REMINDER_DAYS) {
    for (const item of await listUnpaidDueOn(db, kstDatePlus(now, days))) {
      await remind(
        out,
        db,
        {
          kind,
          memberId: item.memberId,
          phone: item.phone,
          vars: { plate: item.plate, amount: item.principal, dueDate: item.dueDate },
          eventKey: `unpaid:${item.id}:${item.memberId}`,
        },
        now,
        from,
      );
    }
  }
  return out;
}

/** Paid season passes ending in 7 days: the holder is told the end date and how to apply for the next period. */
export async function remindSeasonPassEnd(
  db: DbOrTx,
  now: Date,
  from: ReminderSender,
): Promise<ReminderOutcome> {
  const out = emptyOutcome();
  for (const pass of await listPassesEndingOn(db, kstDatePlus(now, SEASON_PASS_END_DAYS))) {
    await remind(
      out,
      db,
      {
        kind: 'season_pass_end_d7',
        memberId: pass.memberId,
        phone: pass.phone,
        vars: { lot: pass.parkingNm, plate: pass.plate, endDate: pass.useEndDt },
        eventKey: `period:${pass.periodId}`,
      },
      now,
      from,
    );
  }
  return out;
}

/**
 * Business members whose prepaid balance at a lot is under the threshold they chose: one reminder per
 * purchase the balance ran down from (buying again and running down again is a new occasion).
 */
export async function remindPrepaidLow(
  db: DbOrTx,
  now: Date,
  from: ReminderSender,
): Promise<ReminderOutcome> {
  const out = emptyOutcome();
  for (const low of await listLowBalances(db)) {
    await remind(
      out,
      db,
      {
        kind: 'prepaid_balance_low',
        memberId: low.memberId,
        phone: low.phone,
        vars: {
          company: storeAtLot(low.companyNm, low.parkingNm),
          balance: minutesText(low.balance),
          threshold: minutesText(low.threshold),
        },
        eventKey: `prepaid:${low.memberId}:${low.lotId}:${low.lastBuyId}`,
      },
      now,
      from,
    );
  }
  return out;
}

/** '90분', '2시간 30분' (the balance as /webdiscountcharge speaks of time). */
function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m}분` : m === 0 ? `${h}시간` : `${h}시간 ${m}분`;
}

/** '이상인상점(중리 공영주차장)': the store and the lot the balance is at (a store may have several lots). */
function storeAtLot(company: string | null, lot: string): string {
  const both = `${company || ''}(${lot})`;
  return both.length <= 60 ? both : (company || lot).slice(0, 60);
}

/** Every reminder pass at `now` (the reminders job). */
export async function runReminders(db: DbOrTx, now: Date, from: ReminderSender) {
  return {
    unpaid: await remindUnpaidDue(db, now, from),
    seasonPassEnd: await remindSeasonPassEnd(db, now, from),
    prepaidLow: await remindPrepaidLow(db, now, from),
  };
}
