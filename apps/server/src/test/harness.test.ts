import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../db/schema/accounts';
import { createMember, createTestApp } from './harness';

// Every test app starts on a database as migrated, whatever the test app before it did there. On PGlite the
// harness hands a closed app's database, emptied, to the next one (decision 232); on PostgreSQL each app has a
// database of its own. These tests build the apps one after another, so on PGlite the second reuses the first's.
describe('test apps one after another', () => {
  it('the next one sees no row, no sequence step and no session setting of the one before', async () => {
    const first = await createTestApp();
    await createMember(first.db, {});
    await first.db.execute(sql`select nextval('public.visits_visit_id_seq')`);
    await first.db.execute(sql`select nextval('public.visits_visit_id_seq')`);
    await first.db.execute(sql`set statement_timeout = 4321`);
    expect(await first.db.$count(members)).toBe(1);
    await first.close();

    const next = await createTestApp();
    try {
      expect(next.db).not.toBe(first.db);
      expect(await next.db.$count(members)).toBe(0);
      const seq = await next.db.execute<{ n: string | number }>(
        sql`select nextval('public.visits_visit_id_seq') as n`,
      );
      expect(Number(seq.rows[0]?.n)).toBe(1);
      const timeout = await next.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(timeout.rows[0]?.statement_timeout).not.toBe('4321ms');
    } finally {
      await next.close();
    }
  });

  it('a table a test created is gone for the next one', async () => {
    const first = await createTestApp();
    await first.db.execute(sql`create table planted_by_a_test (x int)`);
    await first.close();

    const next = await createTestApp();
    try {
      const found = await next.db.execute<{ t: string | null }>(
        sql`select to_regclass('public.planted_by_a_test')::text as t`,
      );
      expect(found.rows[0]?.t).toBeNull();
    } finally {
      await next.close();
    }
  });
});
