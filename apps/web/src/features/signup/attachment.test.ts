import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment';

describe('business document checks', () => {
  it('accepts jpeg, jpg, png, gif and pdf whatever the case', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'scan.png', 'x.gif', '사업자등록증.PDF'])
      expect(attachmentProblem({ name, size: 1000 })).toBeNull();
    expect(ATTACHMENT_ACCEPT).toBe('.jpeg,.jpg,.png,.gif,.pdf');
  });

  it('refuses other types', () => {
    for (const name of ['a.txt', 'a.html', 'a.pdf.exe', 'noext', 'a.'])
      expect(attachmentProblem({ name, size: 10 })).toBe(
        'jpeg, jpg, png, gif, pdf 파일만 업로드할 수 있습니다.',
      );
  });

  it('allows 2,000,000 bytes and refuses 2,000,001 with the spec message', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 2_000_000 })).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', size: 2_000_001 })).toBe('최대 2MB까지 업로드할 수 있습니다.');
  });
});
