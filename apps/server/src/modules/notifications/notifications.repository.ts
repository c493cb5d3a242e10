import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import {
  type NotificationAttempt,
  type NotificationOutboxRow,
  notificationOutbox,
  notificationPreferences,
} from '../../db/schema/notifications';

export type { NotificationAttempt, NotificationOutboxRow };

export interface NewOutboxRow {
  kind: string;
  eventKey: string;
  memberId: string | null;
  phone: string;
  vars: Record<string, string | number>;
  channel: string;
  status: 'queued' | 'skipped';
  error: string | null;
  notBefore: Date;
  renderedText: string | null;
}

/** Inserts the message unless (kind, event_key) exists; the new row's id, or null for a duplicate. */
export async function insertOutboxRow(db: DbOrTx, row: NewOutboxRow): Promise<number | null> {
  const [got] = await db
    .insert(notificationOutbox)
    .values(row)
    .onConflictDoNothing({ target: [notificationOutbox.kind, notificationOutbox.eventKey] })
    .returning({ id: notificationOutbox.id });
  return got?.id ?? null;
}

/** A member's verified mobile (digits, '' when none) and saved choices (null: none saved), in one query. */
export async function findRecipient(
  db: DbOrTx,
  memberId: string,
): Promise<{ mobile: string; prefs: PreferencesRow | null } | null> {
  const [row] = await db
    .select({ mobile: members.empMobile, prefs: notificationPreferences })
    .from(members)
    .leftJoin(notificationPreferences, eq(notificationPreferences.memberId, members.memberId))
    .where(eq(members.memberId, memberId));
  return row ? { mobile: row.mobile.replace(/\D/g, ''), prefs: row.prefs } : null;
}

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

export async function findPreferences(db: DbOrTx, memberId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId));
  return row ?? null;
}

export async function upsertPreferences(
  db: DbOrTx,
  row: {
    memberId: string;
    reminders: Record<string, boolean>;
    channel: string;
    prepaidLowMinutes: number | null;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insert(notificationPreferences)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.memberId,
      set: {
        reminders: row.reminders,
        channel: row.channel,
        prepaidLowMinutes: row.prepaidLowMinutes,
        updatedAt: now,
      },
    });
}

export async function listMemberRows(
  db: DbOrTx,
  memberId: string,
  limit: number,
): Promise<NotificationOutboxRow[]> {
  return db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.memberId, memberId))
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(limit);
}

export async function countByDay(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ kind: string; channel: string; status: string; count: number }[]> {
  const rows = await db
    .select({
      kind: notificationOutbox.kind,
      channel: notificationOutbox.channel,
      status: notificationOutbox.status,
      count: sql<number>`count(*)::int`,
    })
    .from(notificationOutbox)
    .where(and(gte(notificationOutbox.createdAt, from), lt(notificationOutbox.createdAt, to)))
    .groupBy(notificationOutbox.kind, notificationOutbox.channel, notificationOutbox.status)
    .orderBy(notificationOutbox.kind, notificationOutbox.channel, notificationOutbox.status);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function findOutboxRow(db: DbOrTx, id: number): Promise<NotificationOutboxRow | null> {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return row ?? null;
}

/**
 * Claims messages to send, in one statement: queued ones due by `now` (or one given id), and claims left
 * `sending` by a sender that died (locked before `staleBefore`). `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without waiting for or taking each other's rows; the claim itself (status sending,
 * locked_at, attempts + 1) is what keeps a second sender off the row after the statement commits.
 */
export async function claimDue(
  db: DbOrTx,
  opts: { now: Date; staleBefore: Date; limit: number; id?: number },
): Promise<NotificationOutboxRow[]> {
  const only = opts.id !== undefined ? sql`and id = ${opts.id}` : sql``;
  const result = await db.execute<{ id: string | number }>(sql`
    update notification_outbox set status = 'sending', locked_at = ${opts.now}, attempts = attempts + 1
    where id in (
      select id from notification_outbox
      where ((status = 'queued' and not_before <= ${opts.now})
          or (status = 'sending' and locked_at < ${opts.staleBefore})) ${only}
      order by not_before, id
      limit ${opts.limit}
      for update skip locked
    )
    returning id`);
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(notificationOutbox.notBefore, notificationOutbox.id);
}

/**
 * Records the end of a claimed attempt, only while the claim is still this sender's (status sending and the
 * same locked_at): a sender that lost its claim to a stale-claim takeover writes nothing.
 */
export async function finishAttempt(
  db: DbOrTx,
  claim: { id: number; lockedAt: Date },
  end: {
    status: 'queued' | 'sent' | 'failed' | 'fallback_sent';
    /** the channel tried first (alimtalk only where it could be sent) */
    channel?: 'alimtalk' | 'sms';
    attempts: NotificationAttempt[];
    providerId?: string | null;
    error?: string | null;
    sentAt?: Date | null;
    notBefore?: Date;
    /** replaces the variables and the text kept (a code is not kept once sent) */
    redact?: { vars: Record<string, string | number>; renderedText: string | null };
  },
): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({
      status: end.status,
      attemptsLog: sql`${notificationOutbox.attemptsLog} || ${JSON.stringify(end.attempts)}::jsonb`,
      providerId: end.providerId ?? null,
      error: end.error ?? null,
      sentAt: end.sentAt ?? null,
      lockedAt: null,
      ...(end.channel ? { channel: end.channel } : {}),
      ...(end.notBefore ? { notBefore: end.notBefore } : {}),
      ...(end.redact ? { vars: end.redact.vars, renderedText: end.redact.renderedText } : {}),
    })
    .where(
      and(
        eq(notificationOutbox.id, claim.id),
        eq(notificationOutbox.status, 'sending'),
        eq(notificationOutbox.lockedAt, claim.lockedAt),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}
