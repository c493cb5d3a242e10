import { and, count, eq, gte, isNull, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { inquiries } from '../../db/schema/content';
import { payments } from '../../db/schema/payments';

/** Business members whose application waits for approval (BSN, status A). */
export async function countPendingBusinessMembers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.empDiv, 'BSN'), eq(members.empSttus, 'A')));
  return Number(row?.n ?? 0);
}

/** Questions without an answer. */
export async function countUnansweredQuestions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(isNull(inquiries.answerContent));
  return Number(row?.n ?? 0);
}

/** Card payments approved in [from, to) and their total. */
export async function approvedPaymentsBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(payments.amount) })
    .from(payments)
    .where(and(eq(payments.status, 'APPROVED'), gte(payments.approvedAt, from), lt(payments.approvedAt, to)));
  return { count: Number(row?.n ?? 0), amount: Number(row?.total ?? 0) };
}
