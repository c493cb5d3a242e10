import { describe, expect, it } from 'vitest';
import { isAgreedState, isCompletedState, isVerifiedState } from './route-state';

describe('sign-up route data', () => {
  it('recognises each step data and refuses anything else', () => {
    expect(isAgreedState({ agreed: true })).toBe(true);
    expect(isAgreedState(null)).toBe(false);
    expect(isAgreedState({ agreed: 'true' })).toBe(false);
    expect(isVerifiedState({ empNm: '홍길동', empMobile: '01012345678' })).toBe(true);
    expect(isVerifiedState({ empNm: '', empMobile: '01012345678' })).toBe(false);
    expect(isVerifiedState({ empNm: '홍길동', empMobile: '0101234' })).toBe(false);
    expect(isVerifiedState(undefined)).toBe(false);
    expect(isCompletedState({ completed: true })).toBe(true);
    expect(isCompletedState({})).toBe(false);
  });
});
