import { randomBytes } from 'node:crypto';
import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { DcItem, ReductionClaim } from '@parking/shared/accounts/schemas';
import { todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import type { ReductionBreakdown } from '@parking/shared/payments/schemas';
import type { DbOrTx } from '../../db/client';
import { registryEligibility } from './eligibility';
import { type DiscountTerms, findClaim, findDiscountTerms, insertClaim } from './reduction.repository';
import { GENERAL_DISCOUNT_CD } from './reduction.service';

/** How long a claim verified on a payment screen can be paid with. */
export const CLAIM_TTL_MINUTES = 15;

const TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;

/** Better first: higher rate, then larger fixed amount, then the codes' display order. */
function byBenefit(a: DiscountTerms, b: DiscountTerms): number {
  return (
    b.rate - a.rate || b.fixedAmt - a.fixedAmt || a.sortOrder - b.sortOrder || a.code.localeCompare(b.code)
  );
}

/**
 * irs.json?claim=Y (decision 147): asks the eligibility register (decision 123: the seeded register plus the
 * discount vehicles staff registered) whether this owner is entitled to a reduction for this car today. An
 * entitled owner gets a claim record bound to the car for CLAIM_TTL_MINUTES; a wrong owner or no entitlement
 * gets nothing (an empty list: general).
 */
export async function claimReduction(
  db: DbOrTx,
  input: { plate: string; carOwnerNm: string },
  now: Date = new Date(),
): Promise<{ dcList: Domain<DcItem>[]; claim?: Domain<ReductionClaim> }> {
  const plate = normalizeCarNo(input.plate);
  const ownerNm = input.carOwnerNm.trim();
  if (plate === '' || ownerNm === '') return { dcList: [] };
  const answer = await registryEligibility(db).check({ plate, ownerNm, today: todayKst(now) });
  if (!answer.ownerMatches) return { dcList: [] };
  const codes = [...new Set(answer.entitlements.map((e) => e.discountCd))].filter(
    (c) => c !== GENERAL_DISCOUNT_CD,
  );
  const terms = (await findDiscountTerms(db, codes)).sort(byBenefit);
  const best = terms[0];
  if (!best) return { dcList: [] };
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + CLAIM_TTL_MINUTES * 60_000);
  await insertClaim(db, { token, plate, discountCds: terms.map((t) => t.code), expiresAt }, now);
  return {
    dcList: terms.map((t) => ({ dcCode: t.code, note: t.codeNm, rate: t.rate })),
    claim: {
      token,
      plate,
      dcCode: best.code,
      note: best.codeNm,
      rate: best.rate,
      freeMinutes: best.freeMinutes,
      fixedAmt: best.fixedAmt,
      expiresAt: expiresAt.toISOString(),
    },
  };
}

/**
 * The reductions a claim token grants to `plate` at `now`, best first: empty for an absent, unknown, forged
 * or expired token and for a claim of another car. Never throws: without a valid claim the full price applies.
 */
export async function claimedReductions(
  db: DbOrTx,
  token: string | undefined,
  plate: string,
  now: Date,
): Promise<DiscountTerms[]> {
  if (!token || !TOKEN_RE.test(token)) return [];
  const claim = await findClaim(db, token);
  if (!claim || claim.plate !== normalizeCarNo(plate) || claim.expiresAt.getTime() < now.getTime()) return [];
  return (await findDiscountTerms(db, claim.discountCds)).sort(byBenefit);
}

/** An amount with a reduction applied: the rate off, then the fixed amount off, never below 0 (whole won). */
export function reducedAmount(amount: number, terms: Pick<DiscountTerms, 'rate' | 'fixedAmt'>): number {
  const afterRate = amount - Math.floor((amount * terms.rate) / 100);
  return Math.max(0, afterRate - terms.fixedAmt);
}

/**
 * The breakdown line of a claimed reduction that lowered `originalAmt` to `payAmt`. A claim is made by whoever
 * knows a plate and its owner's name: the line names the rate and amount, never the category (decision 183).
 */
export function breakdownOf(
  terms: DiscountTerms,
  originalAmt: number,
  payAmt: number,
): Domain<ReductionBreakdown> {
  return {
    discountCd: '',
    discountNm: '',
    rate: terms.rate,
    fixedAmt: terms.fixedAmt,
    originalAmt,
    reductionAmt: originalAmt - payAmt,
    payAmt,
  };
}
