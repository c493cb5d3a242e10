import { ko } from '@parking/shared/messages/ko';
import { runDraw, seedCommitment } from '@parking/shared/season-pass/draw';
import { maskCarNo } from '@parking/shared/season-pass/rules';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '../../../lib/session-store';
import { verifyRecord } from '../pages/period-draw-page';
import { type ApplicationForm, checkApplication, fieldsOf, formFromSession } from './application-form';

const v = ko.seasonPass.v;
const filled: ApplicationForm = {
  ...formFromSession(
    {
      ...loggedOut,
      isLogin: true,
      empNm: '김시민',
      empMobile: '01012345678',
      empCarNo: '12가3456',
      zipcode: '17379',
      addr: '경기도 이천시 부악로 55',
      addrDetail: '101동',
    },
    '2026-12-01',
  ),
  lotId: '217',
  useDivCd: 'UTM-002',
  agree1: true,
  agree2: true,
};

describe('season-pass application form', () => {
  it('is prefilled from the member’s session and becomes the spec’s fields', () => {
    expect(checkApplication(filled)).toBeNull();
    expect(fieldsOf({ ...filled, months: '6', plate: '12가 3456' })).toMatchObject({
      telNo: '010-1234-5678',
      plate: '12가3456',
      startDttm: '2026-12-01',
      endDttm: '2027-05-31',
      discountCd: 'DC001',
    });
  });

  it('answers the spec’s message for the first problem, in screen order', () => {
    expect(checkApplication({ ...filled, waitingNm: ' ' })).toEqual({
      field: 'waitingNm',
      message: v.required,
    });
    expect(checkApplication({ ...filled, m2: '12' })).toEqual({ field: 'm2', message: v.phone });
    expect(checkApplication({ ...filled, m3: '' })).toEqual({ field: 'm3', message: v.phone });
    expect(checkApplication({ ...filled, zipcode: '' })).toEqual({ field: 'zipcode', message: v.zipcode });
    expect(checkApplication({ ...filled, lotId: '' })?.message).toBe(v.requiredAll);
    expect(checkApplication({ ...filled, useDivCd: '' })?.message).toBe(v.requiredAll);
    expect(checkApplication({ ...filled, carOwnerNm: '' })?.message).toBe(v.requiredAll);
    expect(checkApplication({ ...filled, plate: '1234' })).toEqual({ field: 'plate', message: v.plate });
    expect(checkApplication({ ...filled, plate: '외교123-456' })).toBeNull();
    expect(checkApplication({ ...filled, agree2: false })).toEqual({ field: 'agree2', message: v.consent });
  });
});

describe('draw record check in the browser', () => {
  const seed = 'a'.repeat(64);
  const order = runDraw(seed, [3, 1, 2, 5, 4], 2);
  const record = {
    round: {
      roundId: 1,
      sectnId: 2,
      parkingNm: '창전동 공영주차장',
      periodAllotType: 'RAFFLE',
      startDttm: '2026-01-01 00:00:00',
      endDttm: '2026-01-10 23:59:59',
      cellCnt: 2,
      applicantCnt: 5,
      seedHash: seedCommitment(seed),
      seed,
      drawnAt: '2026-01-11 00:01:00',
    },
    result: order.map((e) => ({ ...e, carNoMasked: maskCarNo('12가3456') })),
  };

  it('accepts the published record and refuses a changed seed hash or order', () => {
    expect(verifyRecord(record)).toBe(true);
    expect(verifyRecord({ ...record, round: { ...record.round, seedHash: '0'.repeat(64) } })).toBe(false);
    const swapped = [record.result[1]!, record.result[0]!, ...record.result.slice(2)];
    expect(verifyRecord({ ...record, result: swapped })).toBe(false);
  });
});
