import type { ReductionClaim } from '@parking/shared/accounts/schemas';

/**
 * A verified 50 % reduction claim as irs.json?claim=Y answers it (decision 147), named by its rate alone
 * (decision 183), for the screens that pay with a claim.
 */
export function claimOf(token: string, carNo = '12가3456'): ReductionClaim {
  return {
    token,
    carNo,
    dcCode: '',
    note: '감면 50%',
    rate: 50,
    freeMinutes: 0,
    fixedAmt: 0,
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
}
