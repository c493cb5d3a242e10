import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { members, type SessionEndReason, sessions } from '../db/schema/accounts';

/** A session joined with the member fields a guard needs. */
export interface SessionRow {
  id: string;
  memberId: string;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
  authorCode: string;
  empDiv: string;
  empSttus: string;
}

/** Looks a session up by the SHA-256 of its cookie token. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      authorCode: members.authorCode,
      empDiv: members.empDiv,
      empSttus: members.empSttus,
    })
    .from(sessions)
    .innerJoin(members, eq(members.memberId, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function insertSession(
  db: DbOrTx,
  row: { id: string; tokenHash: string; memberId: string; ip: string; userAgent: string; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: row.id,
    tokenHash: row.tokenHash,
    memberId: row.memberId,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.now,
    lastSeenAt: row.now,
  });
}

/** Marks a session ended (no-op when already ended). */
export async function endSessionById(
  db: DbOrTx,
  id: string,
  now: Date,
  reason: SessionEndReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

export async function endSessionByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  reason: SessionEndReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

/**
 * Ends every open session of a member (password reset or change, withdrawal) but `exceptId` (the session that
 * changed the password): their next API request hears sessionExpired.
 */
export async function endSessionsOfMember(
  db: DbOrTx,
  memberId: string,
  now: Date,
  reason: SessionEndReason = 'revoked',
  exceptId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
}

export async function touchSession(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/**
 * Deletes sessions that ended, or went idle / past the absolute limit, more than `keepMs` ago.
 * Kept that long so a late request can still be told its session expired.
 */
export async function purgeSessions(
  db: DbOrTx,
  opts: { now: Date; keepMs: number; idleMs: number; absoluteMs: number },
): Promise<void> {
  const t = opts.now.getTime();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.endedAt, new Date(t - opts.keepMs)),
        lt(sessions.lastSeenAt, new Date(t - opts.keepMs - opts.idleMs)),
        lt(sessions.createdAt, new Date(t - opts.keepMs - opts.absoluteMs)),
      ),
    );
}

/** Number of sessions still open for a member (used by tests and admin screens). */
export async function countOpenSessions(db: DbOrTx, memberId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
  return Number(rows[0]?.n ?? 0);
}
