import type { DbOrTx } from '../../db/client';
import { visits } from '../../db/schema/system-logs';

export async function insertVisit(
  db: DbOrTx,
  row: { pathName: string; category: string; empEsntlId: string | null; ip: string },
): Promise<void> {
  await db.insert(visits).values(row);
}
