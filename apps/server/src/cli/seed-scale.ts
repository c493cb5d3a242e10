/**
 * `npm run seed:scale`: fills a PostgreSQL database (DATABASE_URL) with 100,000 members and 1,000,000 in/out
 * records for benchmarks, on top of the demo data. Rows are generated inside PostgreSQL with
 * `insert … select from generate_series` in batches (about a minute on a laptop). Runs once per database
 * (marked in system_meta); refused on the embedded database and in production.
 */
import { sql } from 'drizzle-orm';
import { systemMeta } from '../db/schema/system';
import { assertNotProduction, seedDemo } from '../db/seed/demo';
import { hashPassword } from '../modules/auth';
import { isMainModule, openMigratedDb } from './open-db';

export const SCALE_SEEDED_AT_KEY = 'scale_seeded_at';
const SCALE_PROGRESS_KEY = 'scale_in_out_done';
const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 100_000);
const IN_OUT = Number(process.env.SCALE_IN_OUT ?? 1_000_000);
const BATCH = 100_000;
// Plates: region digits, one Hangul syllable, four digits (as the plate rule of the portal).
const HANGUL = '가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주';

async function main(): Promise<number> {
  assertNotProduction();
  if (!process.env.DATABASE_URL) {
    console.error('seed:scale 는 PostgreSQL 전용입니다. DATABASE_URL=postgres://… 를 지정하십시오.');
    return 2;
  }
  const handle = await openMigratedDb(console.log);
  const db = handle.db;
  try {
    const done = await db.select().from(systemMeta).where(sql`${systemMeta.key} = ${SCALE_SEEDED_AT_KEY}`);
    if (done.length > 0) {
      console.log(`이미 대량 데이터가 있습니다 (${done[0]!.value}). 건너뜁니다.`);
      return 0;
    }
    const started = Date.now();
    await seedDemo(db);
    const hash = await hashPassword('Scale#2026');

    for (let from = 1; from <= MEMBERS; from += BATCH) {
      const to = Math.min(MEMBERS, from + BATCH - 1);
      await db.execute(sql`
        insert into members (emp_esntl_id, emp_no, password_hash, emp_nm, emp_div, author_code, emp_sttus,
                             emp_mobile, car_no, car_owner_nm, market_yn)
        select 'SCALEUSR_' || lpad(i::text, 9, '0'), 'scale' || i, ${hash}, '회원' || i, 'USR', 'ROLE_USER', 'P',
               '010' || lpad((i % 100000000)::text, 8, '0'),
               (10 + i % 90)::text || substr(${HANGUL}, 1 + i % 32, 1) || lpad((i % 10000)::text, 4, '0'),
               '회원' || i, case when i % 3 = 0 then 'Y' else 'N' end
        from generate_series(${from}::int, ${to}::int) as i
        on conflict do nothing`);
      console.log(`members ${to.toLocaleString()} / ${MEMBERS.toLocaleString()}`);
    }

    // Closed stays over the last two years across every lot (open sessions stay as the demo left them).
    // Progress is kept in system_meta so an interrupted run resumes instead of duplicating batches.
    const progress = await db.select().from(systemMeta).where(sql`${systemMeta.key} = ${SCALE_PROGRESS_KEY}`);
    const resumeFrom = progress.length > 0 ? Number(progress[0]!.value) + 1 : 1;
    for (let from = resumeFrom; from <= IN_OUT; from += BATCH) {
      const to = Math.min(IN_OUT, from + BATCH - 1);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
        with lots as (select array_agg(sectn_id order by sectn_id) as ids from parking_lots),
        g as (
          select i,
                 (10 + i % 90)::text || substr(${HANGUL}, 1 + (i / 7) % 32, 1) || lpad(((i::bigint * 7919) % 10000)::text, 4, '0') as car,
                 now() - make_interval(mins => (i % (730 * 1440))) - interval '1 day' as t_in,
                 5 + (i * 37) % 900 as m
          from generate_series(${from}::int, ${to}::int) as i
        )
        insert into in_out (sectn_id, car_no, car_no_last4, in_dttm, out_dttm, in_ty, discount_cd, pay_amt, paid_amt)
        select lots.ids[1 + g.i % array_length(lots.ids, 1)], g.car, right(g.car, 4), g.t_in,
               g.t_in + make_interval(mins => g.m),
               case when g.i % 50 = 0 then 'PERIOD' else 'NORMAL' end,
               case when g.i % 10 = 0 then 'DC006' else 'DC001' end,
               case when g.m <= 10 then 0 else least(7000, 600 + greatest(0, ceil((g.m - 60) / 10.0))::int * 250) end,
               case when g.m <= 10 or g.i % 40 = 0 then 0
                    else least(7000, 600 + greatest(0, ceil((g.m - 60) / 10.0))::int * 250) end
        from g, lots`);
        await tx
          .insert(systemMeta)
          .values({ key: SCALE_PROGRESS_KEY, value: String(to) })
          .onConflictDoUpdate({ target: systemMeta.key, set: { value: String(to) } });
      });
      console.log(`in_out ${to.toLocaleString()} / ${IN_OUT.toLocaleString()}`);
    }
    await db.execute(sql`analyze members`);
    await db.execute(sql`analyze in_out`);
    await db
      .insert(systemMeta)
      .values({ key: SCALE_SEEDED_AT_KEY, value: new Date().toISOString() })
      .onConflictDoNothing();
    console.log(`완료: ${((Date.now() - started) / 1000).toFixed(1)}초`);
    return 0;
  } finally {
    await handle.close();
  }
}

if (isMainModule(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exitCode = 1;
    },
  );
}
