import { describe, expect, it } from 'vitest';
import { withRo } from './josa';

describe('으로/로 after a name (issue 32)', () => {
  it('reads the last spoken sound, skipping brackets and quotes', () => {
    expect(withRo('경차(1,000cc 미만)')).toBe('경차(1,000cc 미만)으로');
    expect(withRo('일반')).toBe('일반으로');
    expect(withRo('장애인(경증)')).toBe('장애인(경증)으로');
    expect(withRo('국가유공자')).toBe('국가유공자로');
    expect(withRo('다자녀(3자녀 이상)')).toBe('다자녀(3자녀 이상)으로');
    expect(withRo('서울')).toBe('서울로');
    expect(withRo("'관리자'")).toBe("'관리자'로");
    expect(withRo('사업자회원(승인)')).toBe('사업자회원(승인)으로');
    expect(withRo('2026')).toBe('2026으로');
    expect(withRo('ROLE_ADMIN')).toBe('ROLE_ADMIN으로');
    expect(withRo('ROLE_USER')).toBe('ROLE_USER로');
  });
});
