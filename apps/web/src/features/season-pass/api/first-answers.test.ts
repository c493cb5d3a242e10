import { describe, expect, it } from 'vitest';
import { isMyCars } from './my-cars';
import { isParkingAndDiscount } from './parking-discount-list';

// The form's two first answers are checked by hand (no zod on its first visit, decision 225): a well-formed
// answer passes, one of another shape is refused (the screen then shows its load-failed notice).
const lot = {
  SECTN_ID: 217,
  PARKING_NM: '관고전통시장 공영주차장',
  PARKING_DIV_NM: '노외',
  PERIOD_ALLOT_TYPE: 'FCOME',
  PERIOD_USE_DIV_CD: 'UTM-001,UTM-002',
  START_DTTM: null,
  END_DTTM: null,
  PERIOD_CELL_CNT: 10,
  PERIOD_TICKET_AMT: 100000,
  PERIOD_DAYTM_AMT: 50000,
  PERIOD_NIGHT_AMT: 0,
  REMAIN_CNT: 3,
};
const lists = {
  parkingList: [lot],
  discountList: [{ code: 'DC001', codeNm: '일반', discountCg: 'GENERAL', rate: 0 }],
  discountCgList: [],
  startChoices: ['2026-12-01'],
};

describe('the lots and reductions answer, checked by hand', () => {
  it('accepts the answer the server sends', () => {
    expect(isParkingAndDiscount(lists)).toBe(true);
  });

  it.each([
    ['null', null],
    ['an error body', { code: 'INTERNAL', message: '오류' }],
    ['a lot without its id', { ...lists, parkingList: [{ ...lot, SECTN_ID: '217' }] }],
    ['no start months', { ...lists, startChoices: undefined }],
    ['a reduction without its code', { ...lists, discountList: [{ codeNm: '일반' }] }],
  ])('refuses %s', (_, answer) => {
    expect(isParkingAndDiscount(answer)).toBe(false);
  });
});

describe("the member's proven cars answer, checked by hand", () => {
  const cars = {
    value: {
      cars: [{ carNo: '12가3456', carOwnerNm: '김시민' }],
      requests: [{ carNo: '34나5678', status: 'PENDING', reqDttm: '2026-11-27 10:00:00', reason: null }],
      mobileMasked: '010-****-5678',
    },
  };

  it('accepts the answer the server sends', () => {
    expect(isMyCars(cars)).toBe(true);
  });

  it.each([
    ['null', null],
    ['no value', { cars: [] }],
    ['a car without its owner', { value: { ...cars.value, cars: [{ carNo: '12가3456' }] } }],
    ['requests missing', { value: { ...cars.value, requests: null } }],
  ])('refuses %s', (_, answer) => {
    expect(isMyCars(answer)).toBe(false);
  });
});
