import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { DcItem, ReductionCheckResponse } from '@parking/shared/accounts/schemas';
import type { Principal } from '@parking/shared/auth/roles';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { DbOrTx } from '../../db/client';
import { memberCarNo } from '../members';
import { claimReduction } from './reduction.claims';
import { checkReductions } from './reduction.service';

/**
 * True when the caller may learn which reduction a car has (its category, e.g. disability): a logged-in member
 * asking about the car on their own profile. Everyone else learns only whether one applies and its rate.
 */
async function mayKnowCategory(db: DbOrTx, caller: Principal | null, plate: string): Promise<boolean> {
  if (!caller) return false;
  const own = normalizeCarNo(await memberCarNo(db, caller.memberId));
  return own !== '' && own === normalizeCarNo(plate);
}

function withoutCategory(item: DcItem): DcItem {
  return { dcCode: '', note: ko.accounts.signup.discountRate(item.rate), rate: item.rate };
}

/**
 * irs.json (decision 183): the reductions of a car and owner — with claim=Y also the register check and a claim
 * (decision 147). The category is answered only to the member whose car it is (mayKnowCategory).
 */
export async function reductionCheck(
  db: DbOrTx,
  input: { plate: string; carOwnerNm: string; claim?: 'Y' | 'N' | undefined },
  caller: Principal | null,
): Promise<Domain<ReductionCheckResponse>> {
  const found =
    input.claim === 'Y' ? await claimReduction(db, input) : { dcList: await checkReductions(db, input) };
  if (found.dcList.length === 0 || (await mayKnowCategory(db, caller, input.plate))) return { value: found };
  const { claim } = found as { claim?: NonNullable<Domain<ReductionCheckResponse>['value']['claim']> };
  return {
    value: {
      dcList: found.dcList.map(withoutCategory),
      ...(claim
        ? { claim: { ...claim, dcCode: '', note: ko.accounts.signup.discountRate(claim.rate) } }
        : {}),
    },
  };
}
