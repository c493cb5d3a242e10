// npm run drill:crash — kill -9 the server during a burst of card payments and Q&A posts, restart it, and show
// that no acknowledged write is lost, no row is half-written, and every payment caught mid-approval is settled
// by the reconcile job. Runs on a fresh database `parking_drill_crash` on the local PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { freePort, start, waitFor } from './lib';

const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'parking_drill_crash';
const URL_DB = `postgres://postgres@127.0.0.1:5432/${DB}`;
const WORKERS = 16;
const BURST_MS = Number(process.env.DRILL_BURST_MS ?? 4000);

const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = [], url = URL_DB) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(q, params)).rows as T[];
  } finally {
    await c.end();
  }
};

const hidden = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'"),
    ]),
  );

async function main() {
  await sql(`drop database if exists ${DB} with (force)`, [], ADMIN);
  await sql(`create database ${DB}`, [], ADMIN);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: URL_DB,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAYMENT_RECONCILE_AFTER_SECONDS: '30',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '5',
    PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
  };
  let server: ChildProcess = start('apps/server/src/main.ts', env);
  await waitFor(`${base}/api/ready`);
  // 400 off-street unpaid items to pay, one per plate.
  await sql(
    `insert into unpaid_items (car_no, kind, parking_name, principal, due_date, external_id)
     select '12가' || (1000 + g), 'OFFSTREET', '훈련 주차장', 1000 + g, '2999-12-31', 'drill-' || g from generate_series(0, 399) g`,
  );
  const items = await sql<{ id: number; car_no: string; principal: number }>(
    'select id, car_no, principal from unpaid_items order by id',
  );

  const ackQna: string[] = [];
  const ackPaid: string[] = [];
  let stop = false;
  let next = 0;
  const pay = async () => {
    const item = items[next++];
    if (!item) return;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      amount: String(item.principal),
      inOutId: String(item.id),
      payCategory: 'DEFAULT',
      isStatus: 'false',
      memberInfoId: '',
      carNumber: item.car_no,
    }))
      form.append(k, v);
    const s = await fetch(`${base}/api/smartropay/payment`, {
      method: 'POST',
      body: form,
      headers: { origin: base },
    });
    if (!s.ok) return;
    const r = (await s.json()).result as {
      actionUrl: string;
      form: Record<string, string>;
      paymentId: string;
    };
    const page = await fetch(`${base}${new URL(r.actionUrl).pathname}`, {
      method: 'POST',
      body: new URLSearchParams(r.form),
    });
    const auth = await fetch(`${base}/pg-sim/pay/auth`, {
      method: 'POST',
      body: new URLSearchParams({ ...hidden(await page.text()), CardNo: '4111111111111111' }),
    });
    const html = await auth.text();
    const action = /<form id="pg-return" method="post" action="([^"]*)">/.exec(html)?.[1];
    if (!action) return;
    const cb = await fetch(`${base}${new URL(action.replace(/&amp;/g, '&')).pathname}`, {
      method: 'POST',
      body: new URLSearchParams(hidden(html)),
      redirect: 'manual',
    });
    if (cb.status === 303 && (cb.headers.get('location') ?? '').includes('r=true')) ackPaid.push(r.paymentId);
  };
  let q = 0;
  const post = async () => {
    const title = `훈련 질문 ${process.pid}-${q++}`;
    const form = new FormData();
    form.append('title', title);
    form.append('content', '비정상 종료 훈련');
    form.append('nondisclosure', 'false');
    const res = await fetch(`${base}/api/inquiry/insert`, {
      method: 'POST',
      body: form,
      headers: { origin: base },
    });
    if (res.ok) ackQna.push(title);
  };
  const worker = async (i: number) => {
    while (!stop) await (i % 2 ? pay() : post()).catch(() => {});
  };
  const running = Array.from({ length: WORKERS }, (_, i) => worker(i));
  await new Promise((r) => setTimeout(r, BURST_MS));
  server.kill('SIGKILL');
  stop = true;
  await Promise.allSettled(running);
  const stuck = await sql<{ n: number }>(
    "select count(*)::int as n from payments where status = 'APPROVING'",
  );
  console.log(
    `killed -9 after ${BURST_MS} ms: ${ackQna.length} questions and ${ackPaid.length} payments acknowledged, ${stuck[0]!.n} payments caught mid-approval`,
  );

  server = start('apps/server/src/main.ts', env);
  await waitFor(`${base}/api/ready`);
  const deadline = Date.now() + 90_000;
  let approving = 1;
  while (Date.now() < deadline) {
    approving = (
      await sql<{ n: number }>("select count(*)::int as n from payments where status = 'APPROVING'")
    )[0]!.n;
    if (approving === 0) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const titles = new Set((await sql<{ title: string }>('select title from inquiries')).map((r) => r.title));
  const lostQna = ackQna.filter((t) => !titles.has(t));
  const statuses = new Map(
    (await sql<{ payment_id: string; status: string }>('select payment_id, status from payments')).map(
      (r) => [r.payment_id, r.status],
    ),
  );
  const lostPaid = ackPaid.filter((id) => statuses.get(id) !== 'APPROVED');
  const halfPaid = await sql(
    `select i.id from unpaid_items i left join payments p on p.payment_id = i.payment_id
     where (i.status = 'PAID') <> (p.status is not distinct from 'APPROVED' and i.payment_id is not null)`,
  );
  const approvedWithoutItem = await sql(
    `select p.payment_id from payments p where p.status = 'APPROVED' and p.category = 'DEFAULT'
     and not exists (select 1 from unpaid_items i where i.payment_id = p.payment_id and i.status = 'PAID')`,
  );
  server.kill('SIGTERM');
  const ok =
    lostQna.length === 0 &&
    lostPaid.length === 0 &&
    halfPaid.length === 0 &&
    approvedWithoutItem.length === 0 &&
    approving === 0;
  console.log(
    `after restart: ${lostQna.length} acknowledged questions lost, ${lostPaid.length} acknowledged payments not APPROVED,`,
  );
  console.log(
    `  ${halfPaid.length} items whose PAID state disagrees with their payment, ${approvedWithoutItem.length} approved payments without their item, ${approving} still APPROVING`,
  );
  console.log(
    ok
      ? 'PROVED: no acknowledged write lost, no half-written row, every interrupted approval settled'
      : 'FAILED',
  );
  await sql(`drop database if exists ${DB} with (force)`, [], ADMIN);
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
