// `npm run bench:prepay`: the public pre-payment lookup by the last 4 digits of a plate
// (GET /api/prepay/searchPrepayList.json?carNo=NNNN) on PostgreSQL with the scale seed (1 M in/out records,
// `npm run seed:scale` first when missing) against a bare Fastify route in the same run, at 50 connections:
// one hot key (the most history) and every request a different key in turn (the digits of every car parked
// now, alternating with digits of no car parked).
// Goal (payments issue): ≥ 0.15 × bare and p99 ≤ 20 ms. The lookup's per-IP limit (60 a minute) is raised for
// the run — every request still counts in the PostgreSQL rate-limit table as it does in production.
import pg from 'pg';

process.env.BENCH_CONNECTIONS ??= '50';
process.env.PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE ??= '10000000';
const { compareWithBare, ensureDatabase, ensureScaleSeed, KEY } = await import('./lib');

const databaseUrl = await ensureDatabase();
ensureScaleSeed(databaseUrl);

// The last 4 digits with the most history (the lookup must skip it all) among those of a car parked now.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const pick = await client.query<{ last4: string; total: number; open: number }>(
  `select o.car_no_last4 as last4, count(*)::int as total,
          count(*) filter (where o.out_dttm is null)::int as open
     from in_out o
    where o.car_no_last4 in (select car_no_last4 from in_out where out_dttm is null and in_ty <> 'PERIOD')
    group by o.car_no_last4 order by total desc limit 1`,
);
// And the spread: the last 4 digits of every car parked now (plus as many that match nothing), in turn.
const spread = await client.query<{ last4: string }>(
  "select distinct car_no_last4 as last4 from in_out where out_dttm is null and in_ty <> 'PERIOD'",
);
await client.end();
const { last4, total, open } = pick.rows[0] ?? { last4: '1234', total: 0, open: 0 };
const parked = spread.rows.map((r) => r.last4);
const taken = new Set(parked);
const misses: string[] = [];
for (let n = 0; misses.length < parked.length && n < 10_000; n += 7) {
  const k = String(n).padStart(4, '0');
  if (!taken.has(k)) misses.push(k);
}
const keys = parked.flatMap((k, i) => [k, misses[i] ?? k]);

await compareWithBare(
  databaseUrl,
  [`/api/prepay/searchPrepayList.json?carNo=${last4}`, `/api/prepay/searchPrepayList.json?carNo=${KEY}`],
  [
    `hot key ${last4}: ${total.toLocaleString()} in/out records with these digits, ${open} parked now`,
    `${KEY}: ${keys.length} keys in turn — the last 4 digits of each of the ${parked.length} cars parked now, ` +
      'alternating with digits of no car parked',
  ],
  keys,
);
