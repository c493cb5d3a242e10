import { todayKst } from '@parking/shared/common/korea-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { visitDaily, visits } from '../../db/schema/system-logs';

export async function insertVisit(
  db: DbOrTx,
  row: { pathName: string; category: string; memberId: string | null; ip: string },
): Promise<void> {
  await db.insert(visits).values(row);
  // the daily roll-up the menu statistics read (decision 157)
  await db
    .insert(visitDaily)
    .values({ day: todayKst(), pathName: row.pathName, cnt: 1, category: row.category })
    .onConflictDoUpdate({
      target: [visitDaily.day, visitDaily.pathName],
      set: { cnt: sql`${visitDaily.cnt} + 1`, category: sql`excluded.category` },
    });
}
