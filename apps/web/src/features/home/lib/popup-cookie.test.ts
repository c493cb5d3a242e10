import { afterEach, describe, expect, it } from 'vitest';
import { hidePopupForToday, isPopupHidden, popupCookieName } from './popup-cookie';

afterEach(() => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('오늘 하루 보지 않기 cookie', () => {
  it('hides one popup for a day and leaves the others', () => {
    expect(isPopupHidden('P1')).toBe(false);
    hidePopupForToday('P1');
    expect(isPopupHidden('P1')).toBe(true);
    expect(isPopupHidden('P2')).toBe(false);
  });

  it('sets an expiry one day ahead', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(v: string) {
        writes.push(v);
      },
      get cookie() {
        return '';
      },
    } as unknown as Document;
    const now = new Date('2026-03-02T10:00:00Z');
    hidePopupForToday('P1', now, doc);
    expect(writes[0]).toContain(`${popupCookieName('P1')}=Y`);
    expect(writes[0]).toContain('expires=Tue, 03 Mar 2026 10:00:00 GMT');
    expect(writes[0]).toContain('path=/');
  });

  it('an expired cookie no longer hides it', () => {
    hidePopupForToday('P3', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    expect(isPopupHidden('P3')).toBe(false);
  });
});
