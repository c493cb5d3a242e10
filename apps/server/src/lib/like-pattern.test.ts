import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like-pattern';

describe('LIKE patterns', () => {
  it('escape the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
  it('match anywhere or at the start', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(prefixPattern('pk_%')).toBe('pk\\_\\%%');
  });
});
