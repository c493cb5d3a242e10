import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { DbOrTx } from '../../db/client';
import { hasCarOwnership, insertCarOwnership, listCarOwnerships } from './mypage.repository';

/** How a member proved a car is theirs (decision 083). */
export type CarOwnershipProof = 'ADMIN' | 'SEASON_PASS';

/**
 * Has the member proven that `plate` is theirs? Only then do the my-page histories show the car's whole
 * record; otherwise only what the member paid while logged in (issue 12 §3, decision 083).
 */
export async function carOwnershipProven(db: DbOrTx, memberId: string, plate: string): Promise<boolean> {
  const car = normalizeCarNo(plate);
  return car !== '' && hasCarOwnership(db, memberId, car);
}

/** Every car the member has proven (car_ownerships), without spaces. */
export async function provenCarNos(db: DbOrTx, memberId: string): Promise<string[]> {
  return listCarOwnerships(db, memberId);
}

/**
 * Records that a member owns a car: staff confirmation (the admin-vehicles / member screens call this with
 * method ADMIN and their own id) or a paid season pass for that car (its fulfilment calls this with
 * SEASON_PASS and the payment id).
 */
export async function confirmCarOwnership(
  db: DbOrTx,
  input: { memberId: string; plate: string; method: CarOwnershipProof; verifiedBy: string },
  now: Date = new Date(),
): Promise<void> {
  const plate = normalizeCarNo(input.plate);
  if (plate === '') return;
  await insertCarOwnership(db, {
    memberId: input.memberId,
    plate,
    method: input.method,
    verifiedBy: input.verifiedBy,
    verifiedAt: now,
  });
}
