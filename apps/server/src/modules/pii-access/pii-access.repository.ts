import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { piiAccessLog } from '../../db/schema/pii-access';

export type PiiAccessRow = typeof piiAccessLog.$inferSelect;
export type NewPiiAccess = typeof piiAccessLog.$inferInsert;

/** Appends one record (the only write this table allows). */
export async function insertPiiAccess(db: DbOrTx, row: NewPiiAccess): Promise<void> {
  await db.insert(piiAccessLog).values(row);
}

/** Records newest first, filtered. */
export async function listPiiAccess(
  db: DbOrTx,
  f: { from?: Date; to?: Date; staffId?: string; subjectId?: string; limit: number },
): Promise<PiiAccessRow[]> {
  const where: SQL[] = [];
  if (f.from) where.push(gte(piiAccessLog.at, f.from));
  if (f.to) where.push(lte(piiAccessLog.at, f.to));
  if (f.staffId) where.push(eq(piiAccessLog.staffId, f.staffId));
  if (f.subjectId) where.push(eq(piiAccessLog.subjectId, f.subjectId));
  return db
    .select()
    .from(piiAccessLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(piiAccessLog.at), desc(piiAccessLog.id))
    .limit(f.limit);
}
