import { createHmac, randomBytes } from 'node:crypto';
import { runDraw, seedCommitment } from '@parking/shared/season-pass/draw';
import { kstDateOf, payDeadline } from '@parking/shared/season-pass/rules';
import type { DbOrTx } from '../../db/client';
import {
  type ApplicationRow,
  listDrawEntrants,
  nextWaiting,
  transition,
  updateApplication,
} from './season-pass.repository';
import {
  claimDraw,
  findCurrentRound,
  findLotRow,
  insertRound,
  type LotRow,
  type RoundRow,
  returnCell,
  updateRound,
} from './season-pass.rounds.repository';
import { flushSmsQuietly, notify, type SeasonPassDeps } from './season-pass.sms';

/** The seed of a round's nonce: HMAC-SHA256(APP_SECRET, 'season-pass-draw:' + nonce), hex (decision 180). */
function derivedSeed(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`season-pass-draw:${nonce}`).digest('hex');
}

/**
 * A new lottery commitment (RAFFLE): a public random nonce and SHA-256 of the seed derived from it with the
 * server secret. The seed itself is stored nowhere until the draw, so nobody reading the database or any
 * API before the draw can know it (decision 180).
 */
export function newSeed(secret: string): { seedNonce: string; seedHash: string; seed: null } {
  const seedNonce = randomBytes(16).toString('hex');
  return { seedNonce, seedHash: seedCommitment(derivedSeed(secret, seedNonce)), seed: null };
}

/**
 * The seed a round is drawn with: derived from its nonce (or, for rounds made before decision 180, stored)
 * and checked against the commitment published before the close. A server secret that changed since the
 * window opened cannot reproduce it: the draw is refused rather than run with a seed nobody committed to.
 */
export function seedOfRound(round: RoundRow, secret: string): string {
  const seed = round.seed ?? (round.seedNonce ? derivedSeed(secret, round.seedNonce) : null);
  if (!seed) throw new Error(`RAFFLE round ${round.roundId} has no seed`);
  if (round.seedHash && seedCommitment(seed) !== round.seedHash)
    throw new Error(
      `RAFFLE round ${round.roundId}: the seed does not match its commitment (APP_SECRET changed since the window opened)`,
    );
  return seed;
}

/** True when the round is the lot's window as the lot row has it now. */
export function roundMatchesLot(round: RoundRow, lot: LotRow): boolean {
  return (
    lot.periodStartDttm !== null &&
    lot.periodEndDttm !== null &&
    round.startDttm.getTime() === lot.periodStartDttm.getTime() &&
    round.endDttm.getTime() === lot.periodEndDttm.getTime() &&
    round.allotType === lot.periodAllotType
  );
}

/** The round row of a lot's window as it is set on the lot (the seed committed for RAFFLE). */
export function roundOfLot(lot: LotRow, secret: string): Parameters<typeof insertRound>[1] {
  return {
    lotId: lot.lotId,
    allotType: lot.periodAllotType,
    startDttm: lot.periodStartDttm!,
    endDttm: lot.periodEndDttm!,
    cellCnt: lot.periodCellCnt,
    ...(lot.periodAllotType === 'RAFFLE' ? newSeed(secret) : {}),
  };
}

/**
 * The current round of a lot whose row the caller has locked (that lock alone serialises round creation): the newest round when it is the lot's window,
 * else a new round for it. Null when the lot has no window.
 */
export async function ensureRound(tx: DbOrTx, lot: LotRow, secret: string): Promise<RoundRow | null> {
  if (lot.periodStartDttm === null || lot.periodEndDttm === null) return null;
  const current = await findCurrentRound(tx, lot.lotId);
  if (current && roundMatchesLot(current, lot)) return current;
  return insertRound(tx, roundOfLot(lot, secret));
}

/**
 * The round an application goes to: the lot's newest round when it is the lot's window (no lock: applications
 * do not wait for each other here); otherwise the lot row is locked and the round created once.
 */
export async function roundForApplication(tx: DbOrTx, lot: LotRow, secret: string): Promise<RoundRow | null> {
  const current = await findCurrentRound(tx, lot.lotId);
  if (current && roundMatchesLot(current, lot)) return current;
  const locked = await findLotRow(tx, lot.lotId, true);
  return locked ? ensureRound(tx, locked, secret) : null;
}

/** Creates the round of every lot window that has none (demo seed, lot refresh). Returns how many. */
export async function syncRounds(tx: DbOrTx, lots: LotRow[], secret: string): Promise<number> {
  let created = 0;
  for (const l of lots) {
    const lot = await findLotRow(tx, l.lotId, true);
    if (!lot || lot.periodStartDttm === null || lot.periodEndDttm === null || lot.periodUseDivCd === '')
      continue;
    const current = await findCurrentRound(tx, lot.lotId, true);
    if (current && roundMatchesLot(current, lot)) continue;
    await insertRound(tx, roundOfLot(lot, secret));
    created += 1;
  }
  return created;
}

/**
 * A cell held in `round` became free (cancelled or unpaid): the first waiting application whose use has not
 * started is offered it (MUT-005, a new deadline, SMS); when nobody waits the cell goes back to the round.
 * The caller holds the round's lock.
 */
export async function releaseCell(
  tx: DbOrTx,
  round: RoundRow,
  lotName: string,
  now: Date,
): Promise<ApplicationRow | null> {
  const next = await nextWaiting(tx, round.roundId, kstDateOf(now));
  if (!next) {
    await returnCell(tx, round.roundId);
    return null;
  }
  const offered = await transition(tx, next.periodId, ['MUT-001'], {
    procStsCd: 'MUT-005',
    assignedAt: now,
    payDeadline: payDeadline(now, next.useStartDt),
    remindedAt: null,
  });
  if (!offered) {
    await returnCell(tx, round.roundId);
    return null;
  }
  await notify(tx, offered, lotName, 'OFFERED');
  return offered;
}

export interface DrawOutcome {
  roundId: number;
  drawn: boolean;
  applicants: number;
  assigned: number;
}

/**
 * Draws a closed RAFFLE round exactly once (decision 091) inside the caller's transaction: the round is
 * claimed by a conditional update (drawn_at), so a second caller, in this or another process, gets
 * drawn=false and changes nothing. The seed is derived and published now (decision 180).
 * `notifyApplicants: false` queues no SMS (the demo seed's past draw).
 */
export async function drawRoundIn(
  tx: DbOrTx,
  roundId: number,
  now: Date,
  opts: { secret: string; notifyApplicants?: boolean },
): Promise<DrawOutcome> {
  const claimed = await claimDraw(tx, roundId, now);
  if (!claimed) return { roundId, drawn: false, applicants: 0, assigned: 0 };
  const round = { ...claimed, seed: seedOfRound(claimed, opts.secret) };
  const lot = await findLotRow(tx, round.lotId);
  const lotName = lot?.parkingNm ?? '';
  const entrants = await listDrawEntrants(tx, roundId);
  const byId = new Map(entrants.map((a) => [a.periodId, a]));
  const order = runDraw(
    round.seed,
    entrants.map((a) => a.periodId),
    round.cellCnt,
  );
  let assigned = 0;
  for (const e of order) {
    const app = byId.get(e.periodId)!;
    const set = e.assigned
      ? ({
          procStsCd: 'MUT-004',
          drawRank: e.rank,
          assignedAt: now,
          payDeadline: payDeadline(now, app.useStartDt),
        } as const)
      : ({ drawRank: e.rank, queueNo: e.queueNo } as const);
    if (e.assigned) assigned += 1;
    await updateApplication(tx, app.periodId, set);
    if (opts.notifyApplicants !== false)
      await notify(tx, { ...app, ...set }, lotName, e.assigned ? 'ASSIGNED' : 'NOT_DRAWN');
  }
  await updateRound(tx, roundId, {
    seed: round.seed,
    applicantCnt: entrants.length,
    assignedCnt: assigned,
    lastQueueNo: entrants.length - assigned,
  });
  return { roundId, drawn: true, applicants: entrants.length, assigned };
}

/** drawRoundIn in its own transaction, then the SMS go out. */
export async function drawRound(deps: SeasonPassDeps, roundId: number, now: Date): Promise<DrawOutcome> {
  const outcome = await deps.db.transaction((tx) =>
    drawRoundIn(tx, roundId, now, { secret: deps.drawSecret }),
  );
  if (outcome.drawn) {
    deps.log.info({ seasonPassDraw: outcome }, 'season-pass round drawn');
    flushSmsQuietly(deps);
  }
  return outcome;
}
