import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { DcItem } from '@parking/shared/accounts/schemas';
import { todayKst } from '@parking/shared/common/korea-time';
import type { DbOrTx } from '../../db/client';
import { findValidReductions } from './reduction.repository';

/** The general (no reduction) discount code. */
export const GENERAL_DISCOUNT_CD = 'DC001';

/**
 * irs.json: the reductions registered for a car (spaces ignored) and its owner that are valid today.
 * An empty list means general (DC001).
 */
export async function checkReductions(
  db: DbOrTx,
  input: { plate: string; carOwnerNm: string },
  now: Date = new Date(),
): Promise<DcItem[]> {
  return findValidReductions(db, normalizeCarNo(input.plate), input.carOwnerNm.trim(), todayKst(now));
}

/** The discount code a member gets for a car and owner: the first valid registration, else DC001. */
export async function discountCodeFor(
  db: DbOrTx,
  input: { plate: string; carOwnerNm: string },
  now: Date = new Date(),
): Promise<string> {
  if (input.plate === '' || input.carOwnerNm.trim() === '') return GENERAL_DISCOUNT_CD;
  const list = await checkReductions(db, input, now);
  return list[0]?.dcCode ?? GENERAL_DISCOUNT_CD;
}
