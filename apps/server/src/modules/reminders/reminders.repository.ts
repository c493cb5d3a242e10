import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carOwnerships, members } from '../../db/schema/accounts';
import { parkingLots, unpaidItems } from '../../db/schema/lots';
import { notificationPreferences } from '../../db/schema/notifications';
import { seasonPassApplications } from '../../db/schema/season-pass';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';

/**
 * What the reminder jobs read across areas (unpaid items, season passes, the web prepaid ledger) and whom
 * they reach: only members in good standing (approved, not withdrawn) with a mobile number, which is verified
 * by SMS at sign-up and at every change (decisions 079, 179).
 */
const reachable = and(eq(members.empSttus, 'P'), ne(members.empMobile, ''));

/** An open unpaid item due on a day, with each member who proved the car is theirs (car_ownerships). */
export interface DueUnpaidRow {
  id: number;
  kind: string;
  plate: string;
  parkingName: string;
  principal: number;
  dueDate: string;
  memberId: string;
  phone: string;
}

/**
 * Open items due on `dueDate` ('YYYY-MM-DD') of cars a member has proven (decision 083: a plate written into a
 * profile reveals nothing about that plate, so neither does a reminder), one row per item and owner.
 */
export async function listUnpaidDueOn(db: DbOrTx, dueDate: string): Promise<DueUnpaidRow[]> {
  return db
    .select({
      id: unpaidItems.id,
      kind: unpaidItems.kind,
      plate: unpaidItems.plate,
      parkingName: sql<string>`coalesce(${parkingLots.parkingNm}, ${unpaidItems.parkingName})`,
      principal: unpaidItems.principal,
      dueDate: unpaidItems.dueDate,
      memberId: members.memberId,
      phone: members.empMobile,
    })
    .from(unpaidItems)
    .innerJoin(carOwnerships, eq(carOwnerships.plate, sql`replace(${unpaidItems.plate}, ' ', '')`))
    .innerJoin(members, eq(members.memberId, carOwnerships.memberId))
    .leftJoin(parkingLots, eq(parkingLots.lotId, unpaidItems.lotId))
    .where(and(eq(unpaidItems.status, 'UNPAID'), eq(unpaidItems.dueDate, dueDate), reachable))
    .orderBy(unpaidItems.id, members.memberId);
}

/** A paid season pass ending on a day, with its holder. */
export interface EndingPassRow {
  periodId: number;
  lotId: number;
  parkingNm: string;
  plate: string;
  useEndDt: string;
  memberId: string;
  phone: string;
}

/** Paid passes (MUT-002) whose use ends on `endDate`, holders reachable. */
export async function listPassesEndingOn(db: DbOrTx, endDate: string): Promise<EndingPassRow[]> {
  return db
    .select({
      periodId: seasonPassApplications.periodId,
      lotId: seasonPassApplications.lotId,
      parkingNm: parkingLots.parkingNm,
      plate: seasonPassApplications.plate,
      useEndDt: seasonPassApplications.useEndDt,
      memberId: members.memberId,
      phone: members.empMobile,
    })
    .from(seasonPassApplications)
    .innerJoin(members, eq(members.memberId, seasonPassApplications.memberId))
    .innerJoin(parkingLots, eq(parkingLots.lotId, seasonPassApplications.lotId))
    .where(
      and(
        eq(seasonPassApplications.procStsCd, 'MUT-002'),
        eq(seasonPassApplications.useEndDt, endDate),
        reachable,
      ),
    )
    .orderBy(seasonPassApplications.periodId);
}

/** A business member's balance at a lot under the threshold it chose, with the purchase that started it. */
export interface LowBalanceRow {
  memberId: string;
  phone: string;
  companyNm: string | null;
  lotId: number;
  parkingNm: string;
  balance: number;
  threshold: number;
  /** the newest purchase at the lot: one reminder per purchase the balance has run down from */
  lastBuyId: number;
}

/**
 * Every lot where a business member who chose a threshold (notification_preferences.prepaid_low_minutes) has
 * bought time and now holds fewer minutes than the threshold.
 */
export async function listLowBalances(db: DbOrTx): Promise<LowBalanceRow[]> {
  const l = webPrepaidLedger;
  const buy = sql<number>`coalesce(sum(case when ${l.kind} = 'BUY' then ${l.minutes} when ${l.kind} = 'REFUND' then -${l.minutes} end), 0)::int`;
  const use = sql<number>`coalesce(sum(case when ${l.kind} = 'USE' then ${l.minutes} end), 0)::int`;
  const lastBuy = sql<number | null>`max(case when ${l.kind} = 'BUY' then ${l.id} end)`;
  const threshold = notificationPreferences.prepaidLowMinutes;
  const rows = await db
    .select({
      memberId: members.memberId,
      phone: members.empMobile,
      companyNm: members.companyNm,
      lotId: l.lotId,
      parkingNm: parkingLots.parkingNm,
      balance: sql<number>`(${buy} - ${use})`,
      threshold: sql<number>`${threshold}`,
      lastBuyId: lastBuy,
    })
    .from(l)
    .innerJoin(members, eq(members.memberId, l.memberId))
    .innerJoin(notificationPreferences, eq(notificationPreferences.memberId, l.memberId))
    .innerJoin(parkingLots, eq(parkingLots.lotId, l.lotId))
    .where(and(isNotNull(threshold), eq(members.empDiv, 'BSN'), reachable))
    .groupBy(
      members.memberId,
      members.empMobile,
      members.companyNm,
      l.lotId,
      parkingLots.parkingNm,
      threshold,
    )
    .having(sql`${lastBuy} is not null and (${buy} - ${use}) < ${threshold}`);
  return rows.map((r) => ({
    ...r,
    balance: Number(r.balance),
    threshold: Number(r.threshold),
    lastBuyId: Number(r.lastBuyId),
  }));
}
