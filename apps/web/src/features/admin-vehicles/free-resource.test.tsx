import { weekdayNames } from '@parking/shared/admin-vehicles/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { lotFixture } from '../../components/lot-data/lot-fixture';
import { freeResource } from './free-resource';

const row = (i: number) => ({
  freeCarId: i,
  carOwnerNm: `기관 ${i}`,
  carNo: `34나${String(1000 + i)}`,
  parkingRegDiv: 'PRD-001',
  parkingNm: '중리공영주차장',
  sectnId: 1,
  freeTyCd: 'FCT-001',
  freeTyNm: '공무수행 차량',
  orgNm: '이천시청',
  applyDay: '23456',
  startDt: '2026-01-01',
  endDt: '2026-12-31',
  freeNote: '업무용',
  regDttm: '2026-01-01 09:00:00',
});

describe('weekday names', () => {
  it('reads the digits 1 Sunday … 7 Saturday', () => {
    expect(weekdayNames('23456')).toBe('월, 화, 수, 목, 금');
    expect(weekdayNames('71')).toBe('일, 토');
    expect(weekdayNames('1234567')).toBe('매일');
  });
});

describeResource(freeResource, {
  calls: {
    list: '/api/admin/freecar/list.json',
    view: '/api/admin/freecar/view.json',
    insert: '/api/admin/freecar/insertAction.json',
    update: '/api/admin/freecar/updateAction.json',
    delete: '/api/admin/freecar/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => row(i + 1)),
  listAnswer: (rows, total) => ({ resultList: { result: rows, totalCount: total } }),
  viewAnswer: (r) => ({ resultVo: { result: r } }),
  rowText: (r) => r.carOwnerNm,
  searchCondition: '_vCarNo',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^소유자명/ }), '이천시청');
    const lot = screen.getByRole('combobox', { name: /^대상 주차장/ });
    await screen.findByRole('option', { name: '중리공영주차장' });
    await user.selectOptions(lot, '1');
    await user.type(screen.getByRole('textbox', { name: /^차량번호/ }), '경기도12가3456');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^무료 유형/ }), 'FCT-001');
    await user.click(screen.getByRole('checkbox', { name: '월' }));
    await user.click(screen.getByRole('checkbox', { name: '화' }));
  },
  expectInsert: {
    carOwnerNm: '이천시청',
    carNo: '경기도12가3456',
    parkingRegDiv: 'PRD-001',
    sectnId: '1',
    fctCode: 'FCT-001',
    applyDay: '23',
  },
  edit: { label: /^소유자명/, loaded: '기관 1', value: '새기관', requestKey: 'carOwnerNm' },
  other: (call) => {
    if (call.url.pathname === '/api/parking/map.json') return { parkingMapList: [lotFixture()] };
    if (call.url.pathname === '/api/admin/freecar/fctCode.json')
      return { fctCodeList: { result: [{ code: { code: 'FCT-001', codeNm: '공무수행 차량' } }] } };
    return undefined;
  },
});
