import { popupInsertSchema } from '@parking/shared/content/schemas';
import { describe, expect, it } from 'vitest';
import { newPopupDefaults, popupRequest } from './popup-resource';

describe('popup form', () => {
  it('defaults: X 500, Y 1000, 540 × 540, in use, today to today (spec 3 §9)', () => {
    expect(newPopupDefaults('2026-03-02')).toMatchObject({
      posX: '500',
      posY: '1000',
      sizeX: '540',
      sizeY: '540',
      useYn: 'Y',
      openDateString: '2026-03-02',
      closeDateString: '2026-03-02',
    });
  });

  it('sends the close date with 23:59:59', () => {
    const parsed = popupInsertSchema.parse({ ...newPopupDefaults('2026-03-02'), title: '안내' });
    expect(popupRequest(parsed)).toMatchObject({
      openDateString: '2026-03-02',
      closeDateString: '2026-03-02 23:59:59',
      posX: 500,
      sizeY: 540,
    });
  });

  it('refuses a height above 640 with the spec message', () => {
    const r = popupInsertSchema.safeParse({ ...newPopupDefaults('2026-03-02'), title: '안내', sizeY: '641' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('가로값은 640을 넘게 하지 말아주세요.');
  });
});
