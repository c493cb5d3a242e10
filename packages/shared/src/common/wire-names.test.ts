import { describe, expect, it } from 'vitest';
import { type Domain, toDomain, toWire, type Wire, wireFieldNames } from './wire-names';

describe('wire names and domain names (decision 206)', () => {
  const at = new Date('2026-01-02T03:04:05Z');
  const wire = {
    value: {
      result: [{ carNo: '12가3456', sectnId: 4, inOutId: 9, at, discountCd: { discountCd: 'DC001' } }],
      empEsntlId: 'USRCNFRM_00000000001',
      cnt: 1,
    },
  };
  const domain = {
    value: {
      result: [{ plate: '12가3456', lotId: 4, stayId: 9, at, discountCd: { discountCd: 'DC001' } }],
      memberId: 'USRCNFRM_00000000001',
      cnt: 1,
    },
  };

  it('renames the keys at every depth, both ways, and keeps everything else', () => {
    expect(toDomain(wire)).toEqual(domain);
    expect(toWire(domain)).toEqual(wire);
    expect(toWire(toDomain(wire))).toEqual(wire);
    expect(toDomain(wire).value.result[0]!.at).toBe(at);
    expect(toDomain(null)).toBeNull();
    expect(toDomain(['carNo'])).toEqual(['carNo']);
  });

  it('copies instead of changing the value it was given', () => {
    const copy = toDomain(wire);
    expect(wire.value.result[0]).toHaveProperty('carNo');
    expect(copy).not.toBe(wire);
  });

  it('refuses an object holding both names of one thing', () => {
    expect(() => toDomain({ empEsntlId: 'new', memberId: 'login' })).toThrow(
      /two keys of one object map to 'memberId'/,
    );
  });

  it('types the two sides of the boundary', () => {
    const row: Domain<{ carNo: string; list: { sectnId: number }[] }> = { plate: 'x', list: [{ lotId: 1 }] };
    const back: Wire<typeof row> = { carNo: 'x', list: [{ sectnId: 1 }] };
    expect(toWire(row)).toEqual(back);
  });

  it('names a field error by the form field the contract declares', () => {
    expect(wireFieldNames({ lotId: ['주차장을 선택해주세요.'], amount: ['x'] })).toEqual({
      sectnId: ['주차장을 선택해주세요.'],
      amount: ['x'],
    });
  });
});
