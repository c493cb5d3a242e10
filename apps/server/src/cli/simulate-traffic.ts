/**
 * `npm run simulate:traffic`: drives gate entries and exits against a running server, so the map's
 * availability moves. Keys: `--key 4=pek_4_… --key 217=pek_217_…` (or SIMULATE_KEYS="4=…,217=…"), issued
 * with `npm run equipment:key -- issue --lot <id>`. With DATABASE_URL (PostgreSQL) and no key given, it issues
 * one key per lot itself and revokes them when it stops.
 *
 *   npm run simulate:traffic -- [--url http://localhost:3000] [--duration 60] [--interval 300] [--key …]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { DbHandle } from '../db/client';
import { parkingLots } from '../db/schema/lots';
import { issueEquipmentKey, revokeEquipmentKey } from '../modules/parking-sessions';
import { openMigratedDb } from './open-db';

const HANGUL = '가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호'.split('');
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const plate = () =>
  `${10 + Math.floor(Math.random() * 90)}${pick(HANGUL)}${1000 + Math.floor(Math.random() * 9000)}`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://localhost:3000' },
    duration: { type: 'string', default: '60' },
    interval: { type: 'string', default: '300' },
    key: { type: 'string', multiple: true },
  },
});
const base = values.url.replace(/\/$/, '');
const durationMs = Number(values.duration) * 1000;
const intervalMs = Math.max(20, Number(values.interval));

const keys = new Map<number, string>();
for (const spec of [...(values.key ?? []), ...(process.env.SIMULATE_KEYS ?? '').split(',')]) {
  const m = /^\s*(\d+)=(\S+)\s*$/.exec(spec);
  if (m) keys.set(Number(m[1]), m[2]!);
}

let handle: DbHandle | undefined;
const issued: number[] = [];
if (keys.size === 0) {
  if (!process.env.DATABASE_URL) {
    console.error(
      '장비 API 키가 없습니다. 서버를 멈춘 상태에서 `npm run equipment:key -- issue --lot 4` 로 키를 발급한 뒤\n' +
        '`npm run simulate:traffic -- --key 4=<키>` 로 실행하십시오. (DATABASE_URL 이 설정되어 있으면 키를 직접 발급합니다.)',
    );
    process.exit(2);
  }
  handle = await openMigratedDb();
  const lots = await handle.db.select({ lotId: parkingLots.lotId }).from(parkingLots);
  for (const { lotId } of lots) {
    const { key, record } = await issueEquipmentKey(handle.db, lotId, 'simulate-traffic');
    keys.set(lotId, key);
    issued.push(record.keyId);
  }
  console.log(`PostgreSQL: 주차장 ${issued.length}곳의 시뮬레이터용 키를 발급했습니다 (종료 시 폐기).`);
}

const inside = new Map<number, string[]>();
let sent = 0;
let failed = 0;

async function send(kind: 'entries' | 'exits', lotId: number, plate: string): Promise<boolean> {
  const res = await fetch(`${base}/api/equipment/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': keys.get(lotId)! },
    body: JSON.stringify({ lotId, plate, eventId: randomUUID(), time: new Date().toISOString() }),
  });
  sent++;
  const body = (await res.json().catch(() => ({}))) as { message?: string; payAmt?: number };
  const what = kind === 'entries' ? '입차' : '출차';
  if (!res.ok) {
    failed++;
    console.log(
      `${new Date().toISOString()}  lot ${lotId}  ${what} ${plate}  → ${res.status} ${body.message ?? ''}`,
    );
    return false;
  }
  const fee = body.payAmt === undefined ? '' : `  요금 ${body.payAmt.toLocaleString('ko-KR')}원`;
  console.log(`${new Date().toISOString()}  lot ${lotId}  ${what} ${plate}${fee}`);
  return true;
}

async function step(): Promise<void> {
  const lotId = pick([...keys.keys()]);
  const cars = inside.get(lotId) ?? [];
  // Alternate waves: entries dominate for a while, then exits, so availability visibly moves.
  const wave = Math.sin(Date.now() / 20_000) > 0 ? 0.7 : 0.3;
  if (cars.length > 0 && Math.random() > wave) {
    const i = Math.floor(Math.random() * cars.length);
    const plate = cars[i]!;
    cars.splice(i, 1);
    await send('exits', lotId, plate);
  } else {
    const newPlate = plate();
    if (await send('entries', lotId, newPlate)) cars.push(newPlate);
  }
  inside.set(lotId, cars);
}

let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});
const until = Date.now() + durationMs;
console.log(
  `${base} 에 입출차 이벤트를 보냅니다 (${values.duration}초, ${intervalMs} ms 간격, Ctrl-C 로 중지).`,
);
try {
  while (!stopping && Date.now() < until) {
    await step().catch((err: unknown) => {
      failed++;
      console.error(err instanceof Error ? err.message : err);
    });
    await new Promise((r) => setTimeout(r, intervalMs));
  }
} finally {
  console.log(`보낸 이벤트 ${sent}건, 실패 ${failed}건.`);
  if (handle) {
    for (const keyId of issued) await revokeEquipmentKey(handle.db, keyId);
    await handle.close();
  }
}
