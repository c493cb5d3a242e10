import { randomBytes } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import { count, inArray } from 'drizzle-orm';
import { seedSiteMenu } from '../../modules/admin-menus';
import { hashPassword } from '../../modules/auth';
import type { AppDb, AppTx } from '../client';
import { businessLots, members } from '../schema/accounts';
import { discountCodes, parkingLots } from '../schema/lots';
import { authorGroups, departments, menuAuthorities, systemMeta, teams } from '../schema/system';
import { seedAccountsDemo } from './accounts-demo';
import { seedContentDemo } from './content-demo';
import {
  DAY_MAX_BY_GRADE,
  DEMO_AUTHOR_GROUPS,
  DEMO_DEPARTMENTS,
  DEMO_DISCOUNT_CODES,
  DEMO_LOTS,
  DEMO_MEMBERS,
  DEMO_MENU_AUTHORITIES,
  DEMO_TARIFF,
  DEMO_TEAMS,
  type DemoLot,
  PARKING_DIV_NM,
  SEASON_PASS_FEES,
  type UseDivCd,
  WEB_DISCOUNT_DEFAULT_AMT,
} from './demo-data';
import { seedLotsDemo } from './lots-demo';
import { seedPaymentsDemo } from './payments-demo';
import { seedReductionDemo } from './reduction-demo';
import { seedSeasonPassDemo } from './season-pass-demo';

/** systemMeta key holding the ISO time of the first demo seed. */
export const DEMO_SEEDED_AT_KEY = 'demo_seeded_at';

/** Thrown when the demo seed is asked for in production. */
export class DemoSeedRefusedError extends Error {
  constructor() {
    super(
      `${ko.cli.seedRefusedProduction} ` +
        '(The demo seed, with its published passwords, is refused when NODE_ENV=production.)',
    );
    this.name = 'DemoSeedRefusedError';
  }
}

/** Throws DemoSeedRefusedError when NODE_ENV is production: demo accounts have published passwords. */
export function assertNotProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV?.trim().toLowerCase() === 'production') throw new DemoSeedRefusedError();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parking_lots row of a demo lot; the season-pass window is placed relative to `now`. */
export function demoLotRow(lot: DemoLot, now: Date): typeof parkingLots.$inferInsert {
  const pass = lot.seasonPass;
  const fees = pass ? SEASON_PASS_FEES[lot.grade] : { day: 0, night: 0, allDay: 0 };
  const sells = (cd: UseDivCd) => pass?.useDivs.includes(cd) ?? false;
  return {
    lotId: lot.lotId,
    parkingId: lot.parkingId,
    parkingNm: lot.parkingNm,
    parkingDiv: lot.parkingDiv,
    parkingDivNm: PARKING_DIV_NM[lot.parkingDiv],
    grade: lot.grade,
    cellCnt: lot.cellCnt,
    hndcapCellCnt: lot.hndcapCellCnt,
    elecCellCnt: lot.elecCellCnt,
    cellAddrLoad: lot.cellAddrLoad,
    cellAddrJibun: lot.cellAddrJibun,
    lat: lot.lat,
    lng: lot.lng,
    dfltTm: DEMO_TARIFF.dfltTm,
    dfltAmt: DEMO_TARIFF.dfltAmt,
    intvlTm: DEMO_TARIFF.intvlTm,
    intvlAmt: DEMO_TARIFF.intvlAmt,
    dayParkingAmt: DAY_MAX_BY_GRADE[lot.grade],
    freeEntryTm: DEMO_TARIFF.freeEntryTm,
    freeFirstTm: lot.freeFirstTm,
    anyhourRunYn: lot.anyhour ? 'Y' : 'N',
    // Day hours; a 24-hour lot (anyhourRunYn Y) is also open at night (20:00–08:00).
    operStartTm: '08:00',
    operEndTm: '20:00',
    // Monthly fees per use division: UTM-001 day and night, UTM-002 day, UTM-003 night; 0 = not sold.
    periodTicketAmt: sells('UTM-001') ? fees.allDay : 0,
    periodDaytmAmt: sells('UTM-002') ? fees.day : 0,
    periodNightAmt: sells('UTM-003') ? fees.night : 0,
    webDiscountDefaultAmt: WEB_DISCOUNT_DEFAULT_AMT,
    periodAllotType: pass?.allotType ?? 'FCOME',
    periodUseDivCd: pass ? pass.useDivs.join(',') : '',
    periodCellCnt: pass?.cellCnt ?? 0,
    periodStartDttm: pass ? startOfDay(now, pass.windowDays[0]) : null,
    periodEndDttm: pass ? endOfDay(now, pass.windowDays[1]) : null,
    repoId: null,
    filePath: null,
    saveNm: null,
    fileExt: null,
  };
}

// Windows run from 00:00 of the first day to 23:59:59 of the last (server local time).
function startOfDay(now: Date, offsetDays: number): Date {
  const d = new Date(now.getTime() + offsetDays * DAY_MS);
  d.setHours(0, 0, 0, 0);
  return d;
}

function endOfDay(now: Date, offsetDays: number): Date {
  const d = new Date(now.getTime() + offsetDays * DAY_MS);
  d.setHours(23, 59, 59, 0);
  return d;
}

/**
 * Writes the demo data set (lots, reduction codes, authority groups, organisation, admin menus, demo
 * accounts) in one transaction. Idempotent: rows that already exist are left as they are, so a second
 * run changes nothing. Refuses in production.
 */
/** True when the database has no account yet (the embedded database is seeded with demo data then). */
export async function hasNoMembers(db: AppDb): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(members);
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * `drawSecret`: the APP_SECRET of the server that will draw the demo lotteries (decision 180); a random one
 * suits a database no server draws from.
 */
export async function seedDemo(
  db: AppDb,
  now: Date = new Date(),
  drawSecret: string = randomBytes(32).toString('hex'),
): Promise<void> {
  assertNotProduction();

  // Hash outside the transaction (scrypt is slow) and only for accounts that are not there yet.
  const existing = await db
    .select({ empNo: members.empNo })
    .from(members)
    .where(
      inArray(
        members.empNo,
        DEMO_MEMBERS.map((m) => m.empNo),
      ),
    );
  const present = new Set(existing.map((r) => r.empNo));
  const toCreate = DEMO_MEMBERS.filter((m) => !present.has(m.empNo));
  const hashes = await Promise.all(toCreate.map((m) => hashPassword(m.password)));

  await db.transaction(async (tx) => {
    await tx
      .insert(authorGroups)
      .values([...DEMO_AUTHOR_GROUPS])
      .onConflictDoNothing();
    await tx
      .insert(departments)
      .values([...DEMO_DEPARTMENTS])
      .onConflictDoNothing();
    await tx
      .insert(teams)
      .values([...DEMO_TEAMS])
      .onConflictDoNothing();
    await tx
      .insert(discountCodes)
      .values([...DEMO_DISCOUNT_CODES])
      .onConflictDoNothing();
    await tx
      .insert(parkingLots)
      .values(DEMO_LOTS.map((lot) => demoLotRow(lot, now)))
      .onConflictDoNothing();
    // the site menu is seeded at every start; here too, so the grants below have their entries
    await seedSiteMenu(tx);
    await tx
      .insert(menuAuthorities)
      .values([...DEMO_MENU_AUTHORITIES])
      .onConflictDoNothing();

    if (toCreate.length > 0) {
      await tx
        .insert(members)
        .values(
          toCreate.map((m, i) => ({
            memberId: m.memberId,
            empNo: m.empNo,
            passwordHash: hashes[i]!,
            empNm: m.empNm,
            empDiv: m.empDiv,
            authorCode: m.authorCode,
            empSttus: m.empSttus,
            empMobile: m.empMobile,
            empTelNo: m.empTelNo ?? '',
            empEmail: m.empEmail ?? '',
            plate: m.plate ?? '',
            carOwnerNm: m.carOwnerNm ?? '',
            carKind: m.carKind ?? '',
            discountCd: m.discountCd ?? 'DC001',
            zipcode: m.zipcode ?? '',
            address: m.address ?? '',
            addressDetail: m.addressDetail ?? '',
            marketYn: m.marketYn,
            companyNm: m.companyNm ?? null,
            companyNo: m.companyNo ?? null,
            openDt: m.openDt ?? null,
            deptId: m.deptId ?? null,
            teamId: m.teamId ?? null,
          })),
        )
        .onConflictDoNothing();
    }

    await seedBusinessLots(tx);
    await seedAccountsDemo(tx, now);
    await seedLotsDemo(tx, now);
    await seedPaymentsDemo(tx, now);
    await seedContentDemo(tx, now);
    await seedSeasonPassDemo(tx, now, drawSecret);
    await seedReductionDemo(tx, now);

    await tx
      .insert(systemMeta)
      .values({ key: DEMO_SEEDED_AT_KEY, value: now.toISOString() })
      .onConflictDoNothing();
  });
}

// Only for demo members that really are ours: a same-named account created by hand is left alone.
async function seedBusinessLots(tx: AppTx): Promise<void> {
  const wanted = DEMO_MEMBERS.flatMap((m) =>
    (m.sectnIds ?? []).map((lotId) => ({ memberId: m.memberId, lotId })),
  );
  if (wanted.length === 0) return;
  const ours = await tx
    .select({ memberId: members.memberId })
    .from(members)
    .where(
      inArray(
        members.memberId,
        wanted.map((w) => w.memberId),
      ),
    );
  const ids = new Set(ours.map((r) => r.memberId));
  const rows = wanted.filter((w) => ids.has(w.memberId));
  if (rows.length > 0) await tx.insert(businessLots).values(rows).onConflictDoNothing();
}
