// `npm run bench:lots`: GET /api/parking/map.json and GET /api/open/lots on PostgreSQL with the scale seed
// (1 M in/out records, 100 k members; `npm run seed:scale` is run first when missing) against a bare Fastify
// route in the same run: autocannon, 10 connections, 5 s each after a 1 s warm-up. Prints req/s, p99, the
// ratio to bare, and the cost of the grouped availability query itself (the routes cache it for 1 s).
// Uses BENCH_DATABASE_URL, else creates `parking_bench` on the local PostgreSQL (127.0.0.1:5432).
import pg from 'pg';
import { compareWithBare, ensureDatabase, ensureScaleSeed } from './lib';

const databaseUrl = await ensureDatabase();
ensureScaleSeed(databaseUrl);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const sizes = await client.query<{ in_out: number; members: number; open: number }>(
  'select (select count(*)::int from in_out) as in_out, (select count(*)::int from members) as members, ' +
    '(select count(*)::int from in_out where out_dttm is null) as open',
);
const query =
  'select l.sectn_id, l.cell_cnt, coalesce(o.n, 0)::int as occupied from parking_lots l left join ' +
  '(select sectn_id, count(*)::int as n from in_out where out_dttm is null group by sectn_id) o on o.sectn_id = l.sectn_id';
for (let i = 0; i < 20; i++) await client.query(query);
const runs = 200;
const t0 = process.hrtime.bigint();
for (let i = 0; i < runs; i++) await client.query(query);
const queryMs = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
await client.end();

const s = sizes.rows[0]!;
await compareWithBare(
  databaseUrl,
  ['/api/parking/map.json', '/api/open/lots'],
  [
    `data: ${s.in_out.toLocaleString()} in/out records (${s.open} open), ${s.members.toLocaleString()} members`,
    `grouped availability query: ${queryMs.toFixed(2)} ms on average over ${runs} runs`,
  ],
);
