import { describe, expect, it } from 'vitest';
import { linkUrlSchema } from './schemas';

describe('popup / banner linkUrl (issue 12 §12)', () => {
  it('accepts blank, http(s) and site paths', () => {
    for (const ok of [
      '',
      '  ',
      'https://www.icheon.go.kr/',
      'http://example.org/a?b=c#d',
      '/noticelist',
      '/',
      '/a//b',
    ])
      expect(linkUrlSchema.safeParse(ok).success, ok).toBe(true);
  });

  it('refuses what a browser would take off-site or run', () => {
    for (const bad of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      'https://evil.example\\@good.example',
      'https://a\u0000b',
    ]) {
      expect(linkUrlSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
