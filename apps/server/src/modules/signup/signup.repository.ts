import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessLots, members, phoneVerifications, verifyTickets } from '../../db/schema/accounts';
import { parkingLots } from '../../db/schema/lots';
import { authorGroups } from '../../db/schema/system';
import { endSessionsOfMember } from '../../plugins/session.repository';
import { clearLoginLocks } from '../auth';

export type TicketRow = typeof verifyTickets.$inferSelect;
export type CodeRow = typeof phoneVerifications.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** Serialises concurrent work on one key (a phone, an id) until the transaction ends. Works on PGlite and pg. */
export async function lockKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

// ───────────── tickets ─────────────

/** Creates the ticket row or marks it seen now. */
export async function touchTicket(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(verifyTickets)
    .values({ tokenHash, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: verifyTickets.tokenHash, set: { lastSeenAt: now } });
}

export async function findTicket(db: DbOrTx, tokenHash: string): Promise<TicketRow | undefined> {
  const rows = await db.select().from(verifyTickets).where(eq(verifyTickets.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Records (or clears, with null) the member whose id + mobile matched checkId in this browser. */
export async function setTicketCheck(
  db: DbOrTx,
  tokenHash: string,
  check: { memberId: string; mobile: string; at: Date } | null,
): Promise<void> {
  await db
    .update(verifyTickets)
    .set({
      checkedEmpEsntlId: check?.memberId ?? null,
      checkedMobile: check?.mobile ?? null,
      checkedAt: check?.at ?? null,
    })
    .where(eq(verifyTickets.tokenHash, tokenHash));
}

/** Records the business member this browser just created (insertParking may then attach its lot once). */
export async function setTicketCreatedMember(
  db: DbOrTx,
  tokenHash: string,
  memberId: string,
  at: Date,
): Promise<void> {
  await db
    .update(verifyTickets)
    .set({ createdEmpEsntlId: memberId, createdMemberAt: at, lotAppliedAt: null })
    .where(eq(verifyTickets.tokenHash, tokenHash));
}

/** Marks the lot application of the ticket's member as done; false when it was already done. */
export async function markTicketLotApplied(db: DbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(verifyTickets)
    .set({ lotAppliedAt: at })
    .where(and(eq(verifyTickets.tokenHash, tokenHash), isNull(verifyTickets.lotAppliedAt)))
    .returning({ tokenHash: verifyTickets.tokenHash });
  return rows.length === 1;
}

/** Deletes tickets (and their codes) not seen since `before`. */
export async function purgeTickets(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(verifyTickets).where(lt(verifyTickets.lastSeenAt, before));
}

// ───────────── codes ─────────────

/** The newest code sent to a phone (any browser), for the resend cooldown. */
export async function latestCodeForPhone(db: DbOrTx, phone: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return rows[0];
}

/** Codes sent since `since` to a phone or from an IP (the daily caps). */
export async function countCodesSince(
  db: DbOrTx,
  where: { phone: string } | { ip: string },
  since: Date,
): Promise<number> {
  const cond =
    'phone' in where ? eq(phoneVerifications.phone, where.phone) : eq(phoneVerifications.ip, where.ip);
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(cond, gte(phoneVerifications.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

/** Voids the codes of a ticket that are still pending (a newer code replaces them). */
export async function voidPendingCodes(db: DbOrTx, ticketHash: string, now: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ voidedAt: now })
    .where(
      and(
        eq(phoneVerifications.ticketHash, ticketHash),
        isNull(phoneVerifications.voidedAt),
        isNull(phoneVerifications.verifiedAt),
      ),
    );
}

export async function insertCode(db: DbOrTx, row: typeof phoneVerifications.$inferInsert): Promise<number> {
  const [r] = await db.insert(phoneVerifications).values(row).returning({ id: phoneVerifications.id });
  return r!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
}

/** The newest code of a ticket (the only one pinNoChk considers). */
export async function latestCodeOfTicket(db: DbOrTx, ticketHash: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.ticketHash, ticketHash))
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  return rows[0];
}

/** Marks a pending code verified; false when it was not pending any more (used, voided) by then. */
export async function markVerified(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(phoneVerifications.id, id),
        isNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.voidedAt),
        gte(phoneVerifications.expiresAt, now),
      ),
    )
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

/** Counts one wrong entry atomically; the `maxTries`-th voids the code. Undefined when no longer pending. */
export async function addWrongTry(
  db: DbOrTx,
  id: number,
  maxTries: number,
  now: Date,
): Promise<{ tries: number; voided: boolean } | undefined> {
  const rows = await db
    .update(phoneVerifications)
    .set({
      tries: sql`${phoneVerifications.tries} + 1`,
      voidedAt: sql`case when ${phoneVerifications.tries} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(phoneVerifications.id, id),
        isNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.voidedAt),
      ),
    )
    .returning({ tries: phoneVerifications.tries, voidedAt: phoneVerifications.voidedAt });
  const row = rows[0];
  return row ? { tries: row.tries, voided: row.voidedAt !== null } : undefined;
}

/**
 * Uses up the newest verification of (ticket, phone, purpose) verified since `since` and not used yet.
 * False when there is none: the phone was not verified in this browser, too long ago, or already used.
 */
export async function consumeVerification(
  db: DbOrTx,
  q: { ticketHash: string; phone: string; purpose: string; since: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.ticketHash, q.ticketHash),
        eq(phoneVerifications.phone, q.phone),
        eq(phoneVerifications.purpose, q.purpose),
        gte(phoneVerifications.verifiedAt, q.since),
        isNull(phoneVerifications.consumedAt),
      ),
    )
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  const id = rows[0]?.id;
  if (id === undefined) return false;
  const done = await db
    .update(phoneVerifications)
    .set({ consumedAt: q.now })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return done.length === 1;
}

// ───────────── members ─────────────

/** True when any account (also withdrawn ones keep a unique, unusable id) uses this id, ignoring case. */
export async function idUsed(db: DbOrTx, empNo: string): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(sql`lower(${members.empNo}) = lower(${empNo})`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** A member that is not withdrawn and holds this mobile number. */
export async function activeMemberByMobile(db: DbOrTx, mobile: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.empMobile, mobile), ne(members.empSttus, 'D')))
    .limit(1);
  return rows[0];
}

/** General or business member (not withdrawn, not staff) with this name and mobile. */
export async function memberByNameAndMobile(
  db: DbOrTx,
  empNm: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.empNm, empNm),
        eq(members.empMobile, mobile),
        ne(members.empSttus, 'D'),
        ne(members.empDiv, 'EMP'),
      ),
    )
    .orderBy(desc(members.regDttm))
    .limit(1);
  return rows[0];
}

/** General or business member (not withdrawn, not staff) with this login id. */
export async function activePublicMemberByEmpNo(db: DbOrTx, empNo: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.empNo, empNo), ne(members.empSttus, 'D'), ne(members.empDiv, 'EMP')))
    .limit(1);
  return rows[0];
}

export async function memberById(db: DbOrTx, memberId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return rows[0];
}

/** The authority groups new members get, in case the database was not seeded. */
export async function ensureMemberAuthorGroups(db: DbOrTx): Promise<void> {
  await db
    .insert(authorGroups)
    .values([
      { authorCode: 'ROLE_USER', authorNm: '일반회원' },
      { authorCode: 'ROLE_ANONYMOUS', authorNm: '사업자회원(승인대기)' },
    ])
    .onConflictDoNothing();
}

export async function insertMember(db: DbOrTx, row: typeof members.$inferInsert): Promise<void> {
  await db.insert(members).values(row);
}

export async function lotExists(db: DbOrTx, lotId: number): Promise<boolean> {
  const rows = await db
    .select({ lotId: parkingLots.lotId })
    .from(parkingLots)
    .where(eq(parkingLots.lotId, lotId))
    .limit(1);
  return rows.length === 1;
}

/** Makes `lotId` the only lot application of a member. */
export async function replaceBusinessLot(db: DbOrTx, memberId: string, lotId: number): Promise<void> {
  await db
    .delete(businessLots)
    .where(and(eq(businessLots.memberId, memberId), ne(businessLots.lotId, lotId)));
  await db.insert(businessLots).values({ memberId, lotId }).onConflictDoNothing();
}

/** Sets a new password, releases every login lock (decision 181), and ends every open session of the member. */
export async function resetPassword(
  db: DbOrTx,
  memberId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(members).set({ passwordHash, updDttm: now }).where(eq(members.memberId, memberId));
  await clearLoginLocks(db, memberId);
  await endSessionsOfMember(db, memberId, now);
}
