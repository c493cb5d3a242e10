import { describe, expect, it } from 'vitest';
import { lotFixture } from './lot-fixture';
import { directionsUrl, lotImageUrl, passFeeText, tariffTexts } from './lot-tariff';

describe('tariffTexts', () => {
  it('words a 24 h grade-1 tariff', () => {
    expect(tariffTexts(lotFixture())).toEqual({
      base: '최초 1시간 600원',
      unit: '10분당 250원',
      dayMax: '7,000원',
      freeEntry: '입차 후 10분 이내 출차 시 무료',
      freeFirst: '없음',
      hours: '24시간 운영',
    });
  });

  it('words day hours and a free first period', () => {
    const t = tariffTexts(
      lotFixture({ ANYHOUR_RUN_YN: 'N', OPER_START_TM: '08:00', OPER_END_TM: '20:00', FREE_FIRST_TM: 30 }),
    );
    expect(t.hours).toBe('08:00 ~ 20:00');
    expect(t.freeFirst).toBe('30분');
  });

  it('shows 0 pass fees as not operated', () => {
    expect(passFeeText(0)).toBe('미운영');
    expect(passFeeText(50000)).toBe('50,000원');
  });
});

describe('lotImageUrl', () => {
  it('joins the four parts, encoded', () => {
    expect(
      lotImageUrl(lotFixture({ REPO_ID: 'R1', FILE_PATH: 'lots/2026', SAVE_NM: 'a b', FILE_EXT: 'jpg' })),
    ).toBe('/api/parking/atchfile/R1/lots%2F2026/a%20b.jpg');
  });

  it('is null when any part is missing (placeholder)', () => {
    expect(
      lotImageUrl(lotFixture({ REPO_ID: 'R1', FILE_PATH: 'p', SAVE_NM: 's', FILE_EXT: null })),
    ).toBeNull();
    expect(
      lotImageUrl(lotFixture({ REPO_ID: '', FILE_PATH: 'p', SAVE_NM: 's', FILE_EXT: 'png' })),
    ).toBeNull();
  });
});

describe('directionsUrl', () => {
  it('links Kakao Map directions to the lot', () => {
    expect(directionsUrl(lotFixture({ PARKING_NM: '중리 주차장', LAT: 37.1, LNG: 127.2 }))).toBe(
      'https://map.kakao.com/link/to/%EC%A4%91%EB%A6%AC%20%EC%A3%BC%EC%B0%A8%EC%9E%A5,37.1,127.2',
    );
  });
});
