import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import {
  idCheckMessage,
  idCheckPassed,
  idCheckReducer,
  initialIdCheck,
  initialMobileCheck,
  mobileCheckMessage,
  mobileCheckPassed,
} from './id-check';

describe('id duplicate check state', () => {
  it('starts unchecked and moves to available, taken or invalid', () => {
    expect(initialIdCheck.state).toBe('unchecked');
    expect(idCheckReducer(initialIdCheck, { type: 'result', id: 'hong1', usedCnt: 0 })).toEqual({
      state: 'available',
      checkedId: 'hong1',
    });
    expect(idCheckReducer(initialIdCheck, { type: 'result', id: 'hong1', usedCnt: 1 }).state).toBe('taken');
    expect(idCheckReducer(initialIdCheck, { type: 'invalid', id: '1abc' }).state).toBe('invalid');
  });

  it('resets to unchecked whenever the id is edited', () => {
    for (const state of [
      idCheckReducer(initialIdCheck, { type: 'result', id: 'hong1', usedCnt: 0 }),
      idCheckReducer(initialIdCheck, { type: 'result', id: 'hong1', usedCnt: 1 }),
      idCheckReducer(initialIdCheck, { type: 'invalid', id: 'x' }),
    ]) {
      expect(idCheckReducer(state, { type: 'edit' })).toEqual(initialIdCheck);
    }
    // editing while unchecked keeps the same object (no re-render)
    expect(idCheckReducer(initialIdCheck, { type: 'edit' })).toBe(initialIdCheck);
  });

  it('passes only for the id that was found available', () => {
    const ok = idCheckReducer(initialIdCheck, { type: 'result', id: 'hong1', usedCnt: 0 });
    expect(idCheckPassed(ok, 'hong1')).toBe(true);
    expect(idCheckPassed(ok, ' hong1 ')).toBe(true);
    expect(idCheckPassed(ok, 'hong2')).toBe(false);
    expect(idCheckPassed(initialIdCheck, 'hong1')).toBe(false);
    expect(idCheckPassed({ state: 'taken', checkedId: 'hong1' }, 'hong1')).toBe(false);
  });

  it('uses the spec messages verbatim', () => {
    expect(idCheckMessage('unchecked')).toBe('아이디 중복검사를 해주십시오.');
    expect(idCheckMessage('taken')).toBe('중복된 아이디입니다.');
    expect(idCheckMessage('invalid')).toBe('조건에 부합하지 않는 아이디입니다.');
    expect(idCheckMessage('available')).toBe('사용 가능한 아이디입니다.');
  });
});

describe('mobile duplicate check state (business)', () => {
  it('passes only for the checked, available number', () => {
    expect(mobileCheckPassed(initialMobileCheck, '01012345678')).toBe(false);
    const ok = { state: 'available' as const, checkedMobile: '01012345678' };
    expect(mobileCheckPassed(ok, '01012345678')).toBe(true);
    expect(mobileCheckPassed(ok, '01012345679')).toBe(false);
    expect(mobileCheckPassed({ state: 'taken', checkedMobile: '01012345678' }, '01012345678')).toBe(false);
  });

  it('names the taken and available states', () => {
    expect(mobileCheckMessage('taken')).toBe(ko.accounts.mobileTaken);
    expect(mobileCheckMessage('taken')).toBe('이미 가입된 핸드폰 번호입니다.');
    expect(mobileCheckMessage('available')).toBe(ko.accounts.mobileAvailable);
    expect(mobileCheckMessage('unchecked')).toBe('');
  });
});
