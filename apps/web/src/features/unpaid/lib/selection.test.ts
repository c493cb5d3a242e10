import { afterEach, describe, expect, it } from 'vitest';
import { buildSelection, lookupUnpaidPath, readSelection, saveSelection, totalsOf } from './selection';

const item = (
  id: number,
  unpaidAmt: number,
  addAmt: number,
  kind: 'OFFSTREET' | 'ONSTREET' = 'OFFSTREET',
) => ({
  id,
  plate: '12가3456',
  parkingName: 'p',
  inDttm: null,
  outDttm: null,
  unpaidAmt,
  addAmt,
  sumAmt: unpaidAmt + addAmt,
  dueDate: '2026-01-01',
  kind,
});

afterEach(() => sessionStorage.clear());

describe('unpaid selection', () => {
  it('adds up principal, surcharge and total', () => {
    expect(totalsOf([item(1, 1000, 2000), item(2, 500, 0)])).toEqual({ unpaid: 1500, add: 2000, sum: 3500 });
    expect(totalsOf([])).toEqual({ unpaid: 0, add: 0, sum: 0 });
  });

  it('carries items only for on-street payments', () => {
    expect(buildSelection([item(1, 1000, 0)], true, '12가3456').items).toBeUndefined();
    const on = buildSelection([item(9, 1000, 0, 'ONSTREET')], false, '12가3456');
    expect(on.items?.map((i) => i.id)).toEqual([9]);
    expect(on.inOutIds).toBe('9');
  });

  it('is read back only with its key, and a newer selection replaces it', () => {
    const first = saveSelection(buildSelection([item(1, 1000, 0)], true, '12가3456'));
    expect(readSelection(first)?.inOutIds).toBe('1');
    const second = saveSelection(buildSelection([item(2, 1000, 0)], true, '12가3456'));
    expect(readSelection(first)).toBeNull();
    expect(readSelection(second)?.inOutIds).toBe('2');
    expect(readSelection(null)).toBeNull();
    sessionStorage.setItem('parking.unpaid.selection', '{"key":"x","sel":{"inOutIds":1}}');
    expect(readSelection('x')).toBeNull();
  });

  it('stores the plate under the spec name carNo, so a selection saved before a deploy still reads (decision 206)', () => {
    const key = saveSelection(buildSelection([item(3, 700, 0)], true, '12가3456'));
    const raw = JSON.parse(sessionStorage.getItem('parking.unpaid.selection') ?? '{}');
    expect(raw.sel.carNo).toBe('12가3456');
    expect(raw.sel.plate).toBeUndefined();
    expect(raw.sel.items).toBeUndefined();
    expect(readSelection(key)?.plate).toBe('12가3456');
  });

  it('builds the lookup address with the car number', () => {
    expect(lookupUnpaidPath('12가3456')).toBe(`/lookupunpaid?carNo=${encodeURIComponent('12가3456')}`);
    expect(lookupUnpaidPath('')).toBe('/lookupunpaid');
  });
});
