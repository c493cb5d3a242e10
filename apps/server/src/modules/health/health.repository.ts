import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/** Round trip to the database. */
export async function pingDatabase(db: AppDb): Promise<void> {
  await db.execute(sql`select 1`);
}
