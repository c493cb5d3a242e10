import { afterEach, describe, expect, it } from 'vitest';
import { loadPostcode, pickAddress } from './load-postcode';

const data = {
  zonecode: '17379',
  address: '경기 이천시 중리천로 115',
  roadAddress: '경기 이천시 중리천로 115',
  jibunAddress: '경기 이천시 중리동 1-1',
};

describe('postcode widget result', () => {
  it('uses the road address when the user picked R', () => {
    expect(pickAddress({ ...data, userSelectedType: 'R' })).toEqual({
      zipcode: '17379',
      address: '경기 이천시 중리천로 115',
    });
  });

  it('uses the lot (jibun) address otherwise', () => {
    expect(pickAddress({ ...data, userSelectedType: 'J' })).toEqual({
      zipcode: '17379',
      address: '경기 이천시 중리동 1-1',
    });
    // some results carry the lot address only as autoJibunAddress
    expect(
      pickAddress({
        ...data,
        jibunAddress: '',
        autoJibunAddress: '경기 이천시 중리동 2',
        userSelectedType: 'J',
      }).address,
    ).toBe('경기 이천시 중리동 2');
  });
});

describe('loadPostcode', () => {
  afterEach(() => {
    for (const s of document.querySelectorAll('script')) s.remove();
  });

  it('gives up after the timeout when the script never arrives', async () => {
    await expect(loadPostcode(50, 'https://127.0.0.1:1/none.js')).rejects.toThrow();
  });
});
