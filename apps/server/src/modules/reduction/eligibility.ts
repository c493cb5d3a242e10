import type { DbOrTx } from '../../db/client';
import { findEligibilityRows, findRunningDiscountVehicles } from './eligibility.repository';

/** What the pre-registration asks about a car. */
export interface EligibilityQuery {
  /** without spaces */
  plate: string;
  ownerNm: string;
  /** 'YYYY-MM-DD' (Korean calendar day) */
  today: string;
}

/** What an eligibility service knows about a car and its owner. */
export interface EligibilityAnswer {
  /** the car is in the register */
  carKnown: boolean;
  /** the owner name matches the register (false for an unknown car) */
  ownerMatches: boolean;
  /**
   * reduction categories the owner is entitled to for this car, each until a day (inclusive); `seqId` when the
   * entitlement is a discount vehicle already registered by staff
   */
  entitlements: { discountCd: string; validUntil: string; seqId?: number }[];
}

/**
 * The seam of the eligibility check (decision 123). The default `registry` adapter answers from the portal's
 * own data; an adapter for the national eligibility service (행정정보 공동이용: car register, disability,
 * national merit, family registers) implements the same interface and is passed in the module's deps.
 */
export interface EligibilityService {
  readonly name: string;
  check(query: EligibilityQuery): Promise<EligibilityAnswer>;
}

/** Names compare without spaces (a register writes '홍 길동' and '홍길동' alike). */
const sameName = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '');

/** A year from `today`, inclusive: the validity of an entitlement whose register has no end date. */
export function oneYearFrom(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * `registry`: the seeded eligibility table (reduction_eligibility, standing in for the national register)
 * plus the discount vehicles staff registered and that still run. A car is known when either holds it; the
 * owner matches when one of its rows names the same person.
 */
export function registryEligibility(db: DbOrTx): EligibilityService {
  return {
    name: 'registry',
    async check(q) {
      const [register, staff] = await Promise.all([
        findEligibilityRows(db, q.plate),
        findRunningDiscountVehicles(db, q.plate, q.today),
      ]);
      const owned = register.filter((r) => sameName(r.ownerNm, q.ownerNm));
      const ownStaff = staff.filter((r) => sameName(r.carOwnerNm, q.ownerNm));
      const entitlements = [
        ...owned
          .filter((r) => r.discountCd !== null && (r.validUntil === null || r.validUntil >= q.today))
          .map((r) => ({
            discountCd: r.discountCd as string,
            validUntil: r.validUntil ?? oneYearFrom(q.today),
          })),
        ...ownStaff.map((r) => ({ discountCd: r.discountCd, validUntil: r.endDt, seqId: r.seqId })),
      ];
      return {
        carKnown: register.length > 0 || staff.length > 0,
        ownerMatches: owned.length > 0 || ownStaff.length > 0,
        entitlements,
      };
    },
  };
}
