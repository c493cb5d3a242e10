import { describe, expect, it } from 'vitest';
import { lotFixture } from '../../../components/lot-data/lot-fixture';
import {
  commonFreeEntryMinutes,
  groupPassFees,
  groupTariffs,
  passLots,
  reductionBenefit,
} from './tariff-tables';

const lots = [
  lotFixture({ SECTN_ID: 1, PARKING_NM: '나 주차장', GRADE: 1 }),
  lotFixture({ SECTN_ID: 2, PARKING_NM: '가 주차장', GRADE: 1 }),
  lotFixture({
    SECTN_ID: 3,
    PARKING_NM: '다 주차장',
    GRADE: 2,
    DAY_PARKING_AMT: 5000,
    FREE_FIRST_TM: 30,
    PERIOD_DAYTM_AMT: 50000,
    PERIOD_NIGHT_AMT: 30000,
    PERIOD_TICKET_AMT: 60000,
  }),
  lotFixture({
    SECTN_ID: 4,
    PARKING_NM: '라 주차장',
    GRADE: 2,
    DAY_PARKING_AMT: 5000,
    FREE_FIRST_TM: 120,
    PERIOD_DAYTM_AMT: 50000,
    PERIOD_NIGHT_AMT: 30000,
    PERIOD_TICKET_AMT: 60000,
  }),
  lotFixture({
    SECTN_ID: 5,
    PARKING_NM: '마 주차장',
    GRADE: 3,
    DAY_PARKING_AMT: 4000,
    FREE_FIRST_TM: 60,
    ANYHOUR_RUN_YN: 'N',
    OPER_START_TM: '08:00',
    OPER_END_TM: '20:00',
    PERIOD_DAYTM_AMT: 30000,
    PERIOD_NIGHT_AMT: 0,
    PERIOD_TICKET_AMT: 40000,
  }),
];

describe('groupTariffs', () => {
  it('groups lots of a grade with the same tariff and orders by grade', () => {
    const g = groupTariffs(lots);
    expect(g.map((x) => [x.grade, x.lots])).toEqual([
      [1, ['가 주차장', '나 주차장']],
      [2, ['다 주차장']],
      [2, ['라 주차장']],
      [3, ['마 주차장']],
    ]);
    expect(g[0]?.sample.DAY_PARKING_AMT).toBe(7000);
  });
});

describe('season pass tables', () => {
  it('lists only lots selling passes and groups their fees by grade', () => {
    expect(passLots(lots).map((l) => l.SECTN_ID)).toEqual([3, 4, 5]);
    expect(groupPassFees(lots)).toEqual([
      { grade: 2, day: 50000, night: 30000, allDay: 60000, lots: ['다 주차장', '라 주차장'] },
      { grade: 3, day: 30000, night: 0, allDay: 40000, lots: ['마 주차장'] },
    ]);
  });
});

describe('commonFreeEntryMinutes', () => {
  it('is the value most lots share, or null', () => {
    expect(commonFreeEntryMinutes(lots)).toBe(10);
    expect(commonFreeEntryMinutes([])).toBeNull();
  });
});

describe('reductionBenefit', () => {
  it('describes each kind of reduction', () => {
    expect(reductionBenefit({ rate: 100, freeMinutes: 0, fixedAmt: 0 })).toBe('전액 면제');
    expect(reductionBenefit({ rate: 50, freeMinutes: 0, fixedAmt: 0 })).toBe('50% 감면');
    expect(reductionBenefit({ rate: 50, freeMinutes: 120, fixedAmt: 0 })).toBe(
      '최초 2시간 무료, 이후 50% 감면',
    );
    expect(reductionBenefit({ rate: 0, freeMinutes: 0, fixedAmt: 2000 })).toBe('주차요금에서 2,000원 감면');
    expect(reductionBenefit({ rate: 0, freeMinutes: 0, fixedAmt: 0 })).toBe('감면 없음(일반 요금)');
  });
});
