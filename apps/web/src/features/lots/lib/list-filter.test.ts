import { describe, expect, it } from 'vitest';
import { lotFixture } from '../../../components/lot-data/lot-fixture';
import { EMPTY_CRITERIA, filterLots, paginate } from './list-filter';

const lots = [
  lotFixture({
    SECTN_ID: 1,
    PARKING_NM: '중리공영주차장',
    PARKING_DIV: 'PUBLIC',
    CELL_ADDR_LOAD: '이천시 중리천로 115',
  }),
  lotFixture({
    SECTN_ID: 2,
    PARKING_NM: '설봉공원주차장',
    PARKING_DIV: 'PARK',
    PARKING_DIV_NM: '공원',
    CELL_ADDR_LOAD: '이천시 경충대로 2709',
    CELL_ADDR_JIBUN: '이천시 관고동 산 39',
  }),
  lotFixture({
    SECTN_ID: 3,
    PARKING_NM: '시청 부설주차장',
    PARKING_DIV: 'ATTACHED',
    PARKING_DIV_NM: '부설',
    CELL_ADDR_LOAD: '이천시 부악로 40',
    CELL_ADDR_JIBUN: '이천시 중리동 1',
  }),
];
const names = (rows: { PARKING_NM: string }[]) => rows.map((r) => r.PARKING_NM);

describe('filterLots', () => {
  it('keeps everything with empty criteria', () => {
    expect(filterLots(lots, EMPTY_CRITERIA)).toHaveLength(3);
  });

  it('filters by kind', () => {
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, kind: 'PARK' }))).toEqual(['설봉공원주차장']);
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, kind: 'ATTACHED' }))).toEqual(['시청 부설주차장']);
  });

  it('looks in name and both addresses for scope all, ignoring spaces and case', () => {
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, keyword: '중리' }))).toEqual([
      '중리공영주차장',
      '시청 부설주차장',
    ]);
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, keyword: '시청부설' }))).toEqual(['시청 부설주차장']);
  });

  it('restricts the keyword to the name or the address', () => {
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, scope: 'name', keyword: '중리' }))).toEqual([
      '중리공영주차장',
    ]);
    expect(names(filterLots(lots, { ...EMPTY_CRITERIA, scope: 'address', keyword: '관고동' }))).toEqual([
      '설봉공원주차장',
    ]);
    expect(filterLots(lots, { ...EMPTY_CRITERIA, scope: 'address', keyword: '설봉' })).toEqual([]);
  });

  it('combines kind and keyword', () => {
    expect(filterLots(lots, { kind: 'PUBLIC', scope: 'all', keyword: '부악로' })).toEqual([]);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  it('cuts pages of 10 and clamps the page number', () => {
    expect(paginate(rows, 1).items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(rows, 3)).toEqual({ items: [21, 22, 23], pages: 3, page: 3 });
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], pages: 1, page: 1 });
  });
});
