import { and, eq } from 'drizzle-orm';
import type { AppTx } from '../client';
import { reductionEligibility } from '../schema/reduction-registration';

/**
 * The demo register of the `registry` eligibility adapter (decision 123): who owns which car and which
 * reduction the owner is entitled to. Pre-register on /reductionconfirm with these pairs:
 * 45마1004 / 이등록 → 장애인(중증) 100 % at once; 67바2345 / 박서류 → 임산부 needs a document (staff review);
 * 12가3456 with any other name than 김시민 → refused (the register names another owner). On paymentview of the
 * parked 56마7777 (/lookup 7777) the owner name 한경차 claims 경차 50 % at the moment of paying (decision 147).
 */
export function demoEligibility(now: Date): (typeof reductionEligibility.$inferInsert)[] {
  const nextYearEnd = `${now.getFullYear() + 1}-12-31`;
  return [
    {
      plate: '45마1004',
      ownerNm: '이등록',
      discountCd: 'DC003',
      validUntil: nextYearEnd,
      note: '데모: 장애인(중증)',
    },
    {
      plate: '45마1004',
      ownerNm: '이등록',
      discountCd: 'DC007',
      validUntil: nextYearEnd,
      note: '데모: 경차',
    },
    {
      plate: '67바2345',
      ownerNm: '박서류',
      discountCd: null,
      validUntil: null,
      note: '데모: 자격 정보 없음',
    },
    {
      plate: '12가3456',
      ownerNm: '김시민',
      discountCd: null,
      validUntil: null,
      note: '데모: 자격 정보 없음',
    },
    {
      // the parked demo car of /lookup 7777: its owner claims 경차 50 % on paymentview (decision 147)
      plate: '56마7777',
      ownerNm: '한경차',
      discountCd: 'DC007',
      validUntil: nextYearEnd,
      note: '데모: 경차 (결제 화면 감면 확인)',
    },
    {
      plate: '23사7788',
      ownerNm: '최다둥',
      discountCd: 'DC009',
      validUntil: nextYearEnd,
      note: '데모: 다자녀',
    },
  ];
}

/** Adds the demo register rows that are not there yet (idempotent, like the rest of the demo seed). */
export async function seedReductionDemo(tx: AppTx, now: Date): Promise<void> {
  for (const row of demoEligibility(now)) {
    const existing = await tx
      .select({ id: reductionEligibility.id })
      .from(reductionEligibility)
      .where(and(eq(reductionEligibility.plate, row.plate), eq(reductionEligibility.note, row.note ?? '')))
      .limit(1);
    if (existing.length === 0) await tx.insert(reductionEligibility).values(row);
  }
}
