// `npm run bench:fee`: fee engine computations per second on one core (goal ≥ 1 M/s).
// Mixed inputs: 24 h and day-hours lots, stays from 0 to 3 days, with and without reductions and
// web-prepaid minutes. Measures the amount-only path (feeAmount) and the full breakdown (calculateFee).
import { calculateFee, type FeeInput, feeAmount, type Tariff } from '../packages/shared/src/fee/engine';

const T1: Tariff = {
  dfltTm: 60,
  dfltAmt: 600,
  intvlTm: 10,
  intvlAmt: 250,
  dayParkingAmt: 7000,
  freeEntryTm: 10,
  freeFirstTm: 0,
  anyhour: true,
  operStartTm: '08:00',
  operEndTm: '20:00',
};
const tariffs: Tariff[] = [
  T1,
  { ...T1, dayParkingAmt: 5000, freeFirstTm: 30 },
  { ...T1, anyhour: false, freeFirstTm: 60 },
];
const reductions = [
  null,
  { code: 'DC006', codeNm: '장애인(경증)', rate: 50, freeMinutes: 0, fixedAmt: 0 },
  { code: 'DC015', codeNm: '감면', rate: 50, freeMinutes: 120, fixedAmt: 0 },
  { code: 'DC020', codeNm: '투표확인증', rate: 0, freeMinutes: 0, fixedAmt: 2000 },
];

// Pre-built inputs so the loop measures the engine, not the input generation.
const N = 4096;
const base = Date.UTC(2026, 2, 2, 0, 0);
let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const inputs: FeeInput[] = Array.from({ length: N }, () => {
  const inAt = base + rand(30 * 1440) * 60_000;
  return {
    tariff: tariffs[rand(tariffs.length)]!,
    inAt,
    outAt: inAt + rand(3 * 1440) * 60_000,
    reduction: reductions[rand(reductions.length)],
    prepaidMinutes: rand(4) === 0 ? 30 : 0,
  };
});

function run(name: string, fn: (i: FeeInput) => number, seconds = 2): void {
  // warm-up
  let sink = 0;
  for (let i = 0; i < 200_000; i++) sink += fn(inputs[i & (N - 1)]!);
  let count = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(seconds * 1e9);
  let elapsed = 0n;
  while (elapsed < limit) {
    for (let i = 0; i < 100_000; i++) sink += fn(inputs[(count + i) & (N - 1)]!);
    count += 100_000;
    elapsed = process.hrtime.bigint() - start;
  }
  const perSec = count / (Number(elapsed) / 1e9);
  console.log(
    `${name.padEnd(34)} ${(perSec / 1e6).toFixed(2).padStart(6)} M computations/s   (checksum ${sink % 997})`,
  );
}

console.log(`fee engine on one core, node ${process.version}`);
run('feeAmount (amount only)', feeAmount);
run('calculateFee (with breakdown lines)', (i) => calculateFee(i).payAmt);
