import { describe, expect, it } from 'vitest';
import { checkPhoneParts, digitsOnly, joinPhone, splitPhone, TEL_LENGTHS } from './phone-parts';

describe('phone parts (3/4/4 digits)', () => {
  it('accepts three digit-only parts of 3, 4 and 4 digits', () => {
    expect(checkPhoneParts(['010', '1234', '5678'])).toBeNull();
  });

  it('reports the first empty part as required', () => {
    expect(checkPhoneParts(['', '', ''])).toEqual({ problem: 'required', index: 0 });
    expect(checkPhoneParts(['010', '', '5678'])).toEqual({ problem: 'required', index: 1 });
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(checkPhoneParts(['01', '1234', '5678'])).toEqual({ problem: 'invalid', index: 0 });
    expect(checkPhoneParts(['010', '123', '5678'])).toEqual({ problem: 'invalid', index: 1 });
    expect(checkPhoneParts(['010', '1234', '56789'])).toEqual({ problem: 'invalid', index: 2 });
    expect(checkPhoneParts(['010', '12a4', '5678'])).toEqual({ problem: 'invalid', index: 1 });
  });

  it('allows 2–3 / 3–4 / 4 digits for ordinary phones', () => {
    expect(checkPhoneParts(['02', '123', '4567'], TEL_LENGTHS)).toBeNull();
    expect(checkPhoneParts(['031', '1234', '5678'], TEL_LENGTHS)).toBeNull();
    expect(checkPhoneParts(['0', '123', '4567'], TEL_LENGTHS)?.problem).toBe('invalid');
  });

  it('joins and splits', () => {
    expect(joinPhone(['010', '1234', '5678'])).toBe('01012345678');
    expect(splitPhone('01012345678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('010-1234-5678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('0311234567')).toEqual(['031', '123', '4567']);
    expect(splitPhone('0212345678')).toEqual(['02', '1234', '5678']);
    expect(splitPhone('')).toEqual(['', '', '']);
    expect(digitsOnly('01a0-1')).toBe('0101');
  });
});
