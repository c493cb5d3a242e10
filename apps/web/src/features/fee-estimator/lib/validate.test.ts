import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toApiDateTime, validateEstimate } from './validate';

const filled = { lotId: '4', inDttm: '2026-03-01T09:00', outDttm: '2026-03-01T10:35', discountCd: 'DC001' };

describe('validateEstimate', () => {
  it("says '입력값이 부족합니다.' when the lot or a time is missing", () => {
    expect(validateEstimate(EMPTY_FORM)).toEqual({
      ok: false,
      message: '입력값이 부족합니다.',
      field: 'lotId',
    });
    expect(validateEstimate({ ...filled, inDttm: '' })).toMatchObject({
      message: '입력값이 부족합니다.',
      field: 'inDttm',
    });
    expect(validateEstimate({ ...filled, outDttm: ' ' })).toMatchObject({
      message: '입력값이 부족합니다.',
      field: 'outDttm',
    });
  });

  it('refuses an exit before the entry', () => {
    expect(validateEstimate({ ...filled, outDttm: '2026-03-01T08:59' })).toEqual({
      ok: false,
      message: '출차일시는 입차일시보다 뒤여야 합니다.',
      field: 'outDttm',
    });
  });

  it('refuses years outside 2000–2099', () => {
    const r = validateEstimate({ ...filled, inDttm: '1900-03-01T09:00' });
    expect(r).toMatchObject({
      ok: false,
      field: 'inDttm',
      message: '날짜는 2000년부터 2099년 사이로 입력해주세요.',
    });
  });

  it('builds the API request with space-separated times and the default discount', () => {
    expect(validateEstimate({ ...filled, discountCd: '' })).toEqual({
      ok: true,
      request: { lotId: '4', inDttm: '2026-03-01 09:00', outDttm: '2026-03-01 10:35', discountCd: 'DC001' },
    });
  });

  it('accepts an exit equal to the entry', () => {
    expect(validateEstimate({ ...filled, outDttm: filled.inDttm }).ok).toBe(true);
  });
});

describe('toApiDateTime', () => {
  it('drops seconds and the T', () => {
    expect(toApiDateTime('2026-03-01T09:05:30')).toBe('2026-03-01 09:05');
  });
});
