import { type Domain, toWire } from '@parking/shared/common/wire-names';
import { kstDateOf, passEnd, startChoices } from '@parking/shared/season-pass/rules';
import type { InsertActionInput } from '@parking/shared/season-pass/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client';
import { carOwnerships, members, smsOutbox } from '../../db/schema/accounts';
import { discountCodes, parkingLots } from '../../db/schema/lots';
import { seasonPassApplications, seasonPassRounds } from '../../db/schema/season-pass';
import { authorGroups } from '../../db/schema/system';
import type { SeasonPassDeps } from './season-pass.sms';

const DAY = 86_400_000;
let lotSeq = 9000;

export interface PassLotOptions {
  allotType?: 'RAFFLE' | 'FCOME';
  cells?: number;
  /** window relative to now, in days */
  window?: [number, number];
  useDivs?: string;
  grade?: number;
  name?: string;
}

/** Inserts a lot selling season passes (grade 2 fees unless set) with its window around now. */
export async function insertPassLot(db: AppDb, o: PassLotOptions = {}, now = new Date()): Promise<number> {
  lotSeq += 1;
  const [start, end] = o.window ?? [-1, 10];
  await db.insert(parkingLots).values({
    lotId: lotSeq,
    parkingId: `T-${lotSeq}`,
    parkingNm: o.name ?? `테스트 ${lotSeq} 주차장`,
    parkingDiv: 'PUBLIC',
    parkingDivNm: '공영',
    grade: o.grade ?? 2,
    cellCnt: 100,
    lat: 37.27,
    lng: 127.43,
    dfltTm: 60,
    dfltAmt: 600,
    intvlTm: 10,
    intvlAmt: 250,
    dayParkingAmt: 5000,
    periodAllotType: o.allotType ?? 'FCOME',
    periodUseDivCd: o.useDivs ?? 'UTM-001,UTM-002,UTM-003',
    periodCellCnt: o.cells ?? 20,
    periodStartDttm: new Date(now.getTime() + start * DAY),
    periodEndDttm: new Date(now.getTime() + end * DAY),
  });
  return lotSeq;
}

/** The reduction categories the tests use (DC001 general, DC006 50 %, DC012 30 %, DC019 fixed amount). */
export async function insertDiscountCodes(db: AppDb): Promise<void> {
  await db
    .insert(discountCodes)
    .values([
      { code: 'DC001', codeNm: '일반', sortOrder: 1 },
      { code: 'DC006', codeNm: '장애인(경증)', rate: 50, sortOrder: 6 },
      { code: 'DC012', codeNm: '2자녀 가구', rate: 30, sortOrder: 12 },
      { code: 'DC019', codeNm: '투표확인증 2,000원 할인', fixedAmt: 2000, sortOrder: 19 },
    ])
    .onConflictDoNothing();
}

/** Application fields as the form sends them (first start month, 3 months, day division). */
export function applicationInput(
  lotId: number,
  plate: string,
  over: Partial<Domain<InsertActionInput>> = {},
  now = new Date(),
): Domain<InsertActionInput> {
  const start = startChoices(kstDateOf(now))[0]!;
  return {
    lotId,
    waitingNm: '홍길동',
    carOwnerNm: '홍길동',
    plate,
    telNo: '01012345678',
    zipcode: '17379',
    addr: '경기도 이천시 중리천로 115',
    addrDetail: '101호',
    useDivCd: 'UTM-002',
    startDttm: start,
    endDttm: passEnd(start, 3),
    discountCd: 'DC001',
    agree1: 'Y',
    agree2: 'Y',
    ...over,
  };
}

/** The multipart fields of insertAction.json for `applicationInput` (the contract's wire names). */
export function applicationFields(input: Domain<InsertActionInput>): Record<string, string> {
  return Object.fromEntries(Object.entries(toWire(input)).map(([k, v]) => [k, String(v)]));
}

/** Distinct valid plates: 10가1000, 10가1001, … */
export const plate = (i: number) => `${10 + Math.floor(i / 9000)}가${1000 + (i % 9000)}`;

export const depsOf = (app: FastifyInstance): SeasonPassDeps & { storage: FastifyInstance['storage'] } => ({
  db: app.db,
  notifier: app.notifier,
  log: app.log,
  drawSecret: app.config.appSecret,
  storage: app.storage,
});

export async function applicationsOf(db: AppDb, lotId: number) {
  return db.select().from(seasonPassApplications).where(eq(seasonPassApplications.lotId, lotId));
}

export async function roundsOf(db: AppDb, lotId: number) {
  return db.select().from(seasonPassRounds).where(eq(seasonPassRounds.lotId, lotId));
}

/** Outbox messages (the default SMS adapter) containing `text`. */
/** The messages the outbox adapter kept whose text contains `text`, once the notices queued so far have gone. */
export async function outboxWith(app: FastifyInstance, text: string) {
  await app.notifier.idle();
  await app.notifier.sendDue();
  const rows = await app.db.select().from(smsOutbox);
  return rows.filter((r) => r.text.includes(text));
}

/** Moves a lot's window (and its current round) so that it closed `daysAgo` days ago. */
export async function closeWindow(db: AppDb, lotId: number, now = new Date(), daysAgo = 1): Promise<void> {
  const end = new Date(now.getTime() - daysAgo * DAY);
  await db.update(parkingLots).set({ periodEndDttm: end }).where(eq(parkingLots.lotId, lotId));
  await db.update(seasonPassRounds).set({ endDttm: end }).where(eq(seasonPassRounds.lotId, lotId));
}

/** Staff confirmed that the member owns these cars (car_ownerships ADMIN): they may apply with them. */
export async function proveCars(db: AppDb, memberId: string, ...cars: string[]): Promise<void> {
  await db
    .insert(carOwnerships)
    .values(cars.map((plate) => ({ memberId, plate, method: 'ADMIN', verifiedBy: 'TEST' })))
    .onConflictDoNothing();
}

let applicantSeq = 0;

/**
 * `n` general members written at once, each with its own verified mobile and one proven car (`carOf(i)`):
 * distinct applicants for the allotment and draw tests.
 */
export async function insertApplicants(
  db: AppDb,
  n: number,
  carOf: (i: number) => string,
): Promise<{ memberId: string; mobile: string; plate: string }[]> {
  const base = applicantSeq;
  applicantSeq += n;
  const rows = Array.from({ length: n }, (_, i) => ({
    memberId: `APPL_${process.pid}_${base + i}`,
    mobile: `0107${String(process.pid % 1000).padStart(3, '0')}${String(base + i).padStart(4, '0')}`,
    plate: carOf(i),
  }));
  await db
    .insert(authorGroups)
    .values({ authorCode: 'ROLE_USER', authorNm: 'ROLE_USER' })
    .onConflictDoNothing();
  await db.insert(members).values(
    rows.map((r) => ({
      memberId: r.memberId,
      empNo: r.memberId.toLowerCase().slice(0, 20),
      passwordHash: 'x',
      empNm: '홍길동',
      empDiv: 'USR',
      authorCode: 'ROLE_USER',
      empMobile: r.mobile,
    })),
  );
  await db
    .insert(carOwnerships)
    .values(rows.map((r) => ({ memberId: r.memberId, plate: r.plate, method: 'ADMIN', verifiedBy: 'TEST' })));
  return rows;
}
