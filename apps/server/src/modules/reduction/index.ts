// The public face of the reduction module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).

export type { EligibilityService } from './eligibility';
export { oneYearFrom, registryEligibility } from './eligibility';
export { insertDiscountVehicle } from './eligibility.repository';
export { breakdownOf, claimedReductions, reducedAmount } from './reduction.claims';
export { discountName, findValidReductions } from './reduction.repository';
export { reductionRoutes } from './reduction.routes';
export { checkReductions, discountCodeFor, GENERAL_DISCOUNT_CD } from './reduction.service';
