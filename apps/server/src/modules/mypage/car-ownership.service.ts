import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { DbOrTx } from '../../db/client';
import { hasCarOwnership, insertCarOwnership, listCarOwnerships } from './mypage.repository';

/** How a member proved a car is theirs (decision 083). */
export type CarOwnershipProof = 'ADMIN' | 'SEASON_PASS';

/**
 * Has the member proven that `carNo` is theirs? Only then do the my-page histories show the car's whole
 * record; otherwise only what the member paid while logged in (issue 12 §3, decision 083).
 */
export async function carOwnershipProven(db: DbOrTx, empEsntlId: string, carNo: string): Promise<boolean> {
  const car = normalizeCarNo(carNo);
  return car !== '' && hasCarOwnership(db, empEsntlId, car);
}

/** Every car the member has proven (car_ownerships), without spaces. */
export async function provenCarNos(db: DbOrTx, empEsntlId: string): Promise<string[]> {
  return listCarOwnerships(db, empEsntlId);
}

/**
 * Records that a member owns a car: staff confirmation (the admin-vehicles / member screens call this with
 * method ADMIN and their own id) or a paid season pass for that car (its fulfilment calls this with
 * SEASON_PASS and the payment id).
 */
export async function confirmCarOwnership(
  db: DbOrTx,
  input: { empEsntlId: string; carNo: string; method: CarOwnershipProof; verifiedBy: string },
  now: Date = new Date(),
): Promise<void> {
  const carNo = normalizeCarNo(input.carNo);
  if (carNo === '') return;
  await insertCarOwnership(db, {
    empEsntlId: input.empEsntlId,
    carNo,
    method: input.method,
    verifiedBy: input.verifiedBy,
    verifiedAt: now,
  });
}
