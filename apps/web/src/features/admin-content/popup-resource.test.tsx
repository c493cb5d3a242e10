import { todayKst } from '@parking/shared/common/korea-time';
import { popupInsertSchema } from '@parking/shared/content/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { newPopupDefaults, popupRequest, popupResource } from './popup-resource';

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

const popupRow = (i: number) => ({
  popupId: i,
  indexNo: i,
  title: `팝업 ${i}`,
  openDate: '2026-03-01 00:00:00',
  closeDate: '2026-03-31 23:59:59',
  regDttm: '2026-02-27 10:00:00',
  atchCnt: 0,
  useYn: 'Y' as const,
  useYnNm: '사용',
});

describeResource(popupResource, {
  calls: {
    list: '/api/admin/popup/list.json',
    view: '/api/admin/popup/view.json',
    insert: '/api/admin/popup/insertAction.json',
    update: '/api/admin/popup/updateAction.json',
    delete: '/api/admin/popup/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => popupRow(i + 1)),
  listAnswer: (rows, total) => ({ popupList: rows, popupTotalCount: total }),
  viewAnswer: (r) => ({
    popupView: {
      ...r,
      indexNo: undefined,
      posX: 10,
      posY: 20,
      sizeX: 300,
      sizeY: 200,
      linkUrl: '',
      popupContents: '<p>본문</p>',
      updDttm: '',
    },
    attachList: [],
  }),
  rowText: (r) => r.title,
  searchCondition: '2',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: '제목' }), '새 팝업');
  },
  expectInsert: {
    title: '새 팝업',
    posX: '500',
    sizeY: '540',
    useYn: 'Y',
    closeDateString: `${todayKst()} 23:59:59`,
  },
  edit: { label: '제목', loaded: '팝업 1', value: '바뀐 팝업', requestKey: 'title' },
});
