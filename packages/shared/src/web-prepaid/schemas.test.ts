import { describe, expect, it } from 'vitest';
import { calculateFee, type Tariff } from '../fee/engine';
import { lotsKo } from '../messages/ko/lots';
import { webPrepaidKo } from '../messages/ko/web-prepaid';
import { checkBuyMinutes, checkUseMinutes, maskCarNo, timeReceiptQuerySchema } from './schemas';

const v = webPrepaidKo.v;

describe('web prepaid minutes', () => {
  it('top-up: blank, 30-minute units, digits only, at most 6,000', () => {
    expect(checkBuyMinutes('60')).toEqual({ ok: true, minutes: 60 });
    expect(checkBuyMinutes(' 6000 ')).toEqual({ ok: true, minutes: 6000 });
    expect(checkBuyMinutes('')).toEqual({ ok: false, message: v.blank });
    expect(checkBuyMinutes('  ')).toEqual({ ok: false, message: v.blank });
    for (const bad of ['0', '-30', '45', '30.0', '1e2', '３０', 'abc'])
      expect(checkBuyMinutes(bad), bad).toEqual({ ok: false, message: v.unit });
    expect(checkBuyMinutes('6030')).toEqual({ ok: false, message: v.buyMax(6000) });
  });

  it('use: at most 3 digits, multiples of 30, not both zero', () => {
    expect(checkUseMinutes('990')).toEqual({ ok: true, minutes: 990 });
    expect(checkUseMinutes('0')).toEqual({ ok: true, minutes: 0 });
    for (const bad of ['', '1020', '45', '-30', '30.5'])
      expect(checkUseMinutes(bad), bad).toEqual({ ok: false, message: v.useTime });
    const q = (useTime: string, freeTime?: string) =>
      timeReceiptQuerySchema.safeParse({ carNo: '1234', inOutId: '7', useTime, freeTime });
    expect(q('30').data).toEqual({ carNo: '1234', inOutId: 7, useTime: 30, freeTime: 0 });
    expect(q('0', '30').success).toBe(true);
    expect(q('0', '0').error?.issues[0]?.message).toBe(v.useTime);
    expect(q('30', '15').success).toBe(false);
  });

  it('masks the two digits before the last two of a plate', () => {
    expect(maskCarNo('12가3456')).toBe('12가**56');
    expect(maskCarNo('서울12가3456')).toBe('서울12가**56');
    expect(maskCarNo('')).toBe('');
  });

  it('the fee engine shows free market minutes on their own line', () => {
    const T: Tariff = {
      dfltTm: 60,
      dfltAmt: 600,
      intvlTm: 10,
      intvlAmt: 250,
      dayParkingAmt: 7000,
      freeEntryTm: 10,
      freeFirstTm: 0,
      anyhour: true,
      operStartTm: '08:00',
      operEndTm: '20:00',
    };
    const fee = calculateFee({
      tariff: T,
      inAt: 0,
      outAt: 200 * 60_000,
      prepaidMinutes: 90,
      prepaidFreeMinutes: 60,
    });
    expect(fee.payAmt).toBe(600 + 5 * 250); // 110 min charged
    expect(fee.lines).toContainEqual({ label: lotsKo.fee.prepaid, minutes: 30, amount: 0 });
    expect(fee.lines).toContainEqual({ label: lotsKo.fee.prepaidFree, minutes: 60, amount: 0 });
    const onlyFree = calculateFee({
      tariff: T,
      inAt: 0,
      outAt: 200 * 60_000,
      prepaidMinutes: 60,
      prepaidFreeMinutes: 60,
    });
    expect(onlyFree.lines.map((l) => l.label)).not.toContain(lotsKo.fee.prepaid);
  });
});
