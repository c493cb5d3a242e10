// `npm run bench:menu-stats`: the menu statistics (GET /api/admin/menuStat/list.json, decision 157) on a visit
// log of 1 M rows spread over a year and 60 routes, against a bare count of the same range. Runs the service's
// own queries (visits per route and per Korea-time day) on PGlite in memory, or on PostgreSQL when
// BENCH_DATABASE_URL is set (a scratch database: its visits and visit_daily tables are refilled).
import { kstDatePlus, kstDayRange } from '@parking/shared/common/korea-time';
import { type SQL, sql } from 'drizzle-orm';

// The server's own database client and statistics queries, loaded at run time (a variable specifier keeps
// tsc -p e2e, which checks bench/, from type-checking the server under the e2e settings).
interface Db {
  execute(q: SQL): Promise<unknown>;
}
const CLIENT = '../apps/server/src/db/client';
const REPO = '../apps/server/src/modules/admin-menus/admin-menus.repository';
const { createDb, migrate } = (await import(CLIENT)) as {
  createDb(o: { databaseUrl?: string | undefined; dataDir: string }): Promise<{
    db: Db;
    kind: string;
    close(): Promise<void>;
  }>;
  migrate(db: Db): Promise<void>;
};
const { rebuildVisitDaily, visitCountsByDay, visitCountsByPath } = (await import(REPO)) as {
  visitCountsByPath(db: Db, r: { from: string; to: string }): Promise<unknown[]>;
  visitCountsByDay(db: Db, r: { from: string; to: string }): Promise<unknown[]>;
  rebuildVisitDaily(db: Db): Promise<void>;
};

const ROWS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const handle = await createDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
const { db } = handle;
await migrate(db);

const seedStart = Date.now();
await db.execute(sql`truncate visits`);
// 60 routes, the first ones far more visited (a skewed, realistic mix), one visit every ~31 s over 365 days
await db.execute(sql`
  insert into visits (path_name, category, ip, visited_at)
  select '/page' || (floor(power(random(), 2) * 60))::int, '', '127.0.0.1',
         now() - (g * (365.0 * 86400 / ${ROWS})) * interval '1 second'
  from generate_series(1, ${ROWS}) g`);
await db.execute(sql`analyze visits`);
const seedMs = Date.now() - seedStart;
// the daily roll-up the statistics read (the visit insert keeps it in step; here it is built in one pass)
await db.execute(sql`truncate visit_daily`);
const rollupStart = Date.now();
await rebuildVisitDaily(db);
const rollupMs = Date.now() - rollupStart;

async function time(label: string, runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const ms = (performance.now() - t0) / runs;
  console.log(`  ${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms`);
  return ms;
}

const today = kstDatePlus(Date.now(), 0);
console.log(
  `menu statistics on ${ROWS.toLocaleString()} visits (${handle.kind}; seeded in ${(seedMs / 1000).toFixed(1)} s, ` +
    `daily roll-up built in ${(rollupMs / 1000).toFixed(1)} s)`,
);
for (const days of [1, 30, 366]) {
  const span = { from: kstDatePlus(Date.now(), -(days - 1)), to: today };
  const range = kstDayRange(span.from, span.to);
  console.log(`range of ${days} day(s):`);
  const bare = await time('bare count(*) of the range (baseline)', 5, () =>
    db.execute(
      sql`select count(*)::int from visits where visited_at >= ${range.from} and visited_at < ${range.to}`,
    ),
  );
  const byPath = await time('visits per route', 5, () => visitCountsByPath(db, span));
  const byDay = await time('visits per day', 5, () => visitCountsByDay(db, span));
  console.log(
    `  ${'statistics (both queries) / bare count'.padEnd(44)} ${((byPath + byDay) / bare).toFixed(2).padStart(8)} ×`,
  );
}
await handle.close();
