import { describe, expect, it } from 'vitest';
import { withdrawErrors } from './components/withdraw-dialog';

describe('withdrawal form', () => {
  it('needs the password twice, equal', () => {
    expect(withdrawErrors('', '')).toEqual({ pw: '비밀번호를 입력해주세요.' });
    expect(withdrawErrors('Abcd#1234', '')).toEqual({ confirm: '비밀번호를 입력해주세요.' });
    expect(withdrawErrors('Abcd#1234', 'Abcd#12345')).toEqual({
      confirm: '두 비밀번호가 일치하지 않습니다.',
    });
    expect(withdrawErrors('Abcd#1234', 'Abcd#1234')).toEqual({});
  });
});
