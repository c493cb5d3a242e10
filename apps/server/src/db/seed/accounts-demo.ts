import { and, eq } from 'drizzle-orm';
import type { AppTx } from '../client';
import { discountVehicles } from '../schema/accounts';

/** Demo discount-vehicle registrations (reduction/irs.json), valid for the whole current year unless noted. */
export function demoDiscountVehicles(now: Date): (typeof discountVehicles.$inferInsert)[] {
  const year = now.getFullYear();
  return [
    // 50 %: sign up with car 34나5678 and owner 박감면 to get DC006
    {
      carOwnerNm: '박감면',
      plate: '34나5678',
      discountCd: 'DC006',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
      note: '데모: 장애인(경증) 50%',
    },
    // 30 %
    {
      carOwnerNm: '이다자',
      plate: '56다7890',
      discountCd: 'DC012',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
      note: '데모: 2자녀 가구 30%',
    },
    // expired last year: the check answers general (DC001)
    {
      carOwnerNm: '최만료',
      plate: '78라1234',
      discountCd: 'DC006',
      startDt: `${year - 1}-01-01`,
      endDt: `${year - 1}-12-31`,
      note: '데모: 기간 만료',
    },
  ];
}

/** Adds the demo registrations that are not there yet (idempotent, like the rest of the demo seed). */
export async function seedAccountsDemo(tx: AppTx, now: Date): Promise<void> {
  for (const row of demoDiscountVehicles(now)) {
    const existing = await tx
      .select({ seqId: discountVehicles.seqId })
      .from(discountVehicles)
      .where(and(eq(discountVehicles.plate, row.plate), eq(discountVehicles.carOwnerNm, row.carOwnerNm)))
      .limit(1);
    if (existing.length === 0) await tx.insert(discountVehicles).values(row);
  }
}
