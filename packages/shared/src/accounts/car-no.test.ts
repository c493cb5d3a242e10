import { describe, expect, it } from 'vitest';
import { equipmentEventSchema } from '../lots/schemas';
import { unpaidLookupQuerySchema } from '../unpaid/schemas';
import { isValidCarNo, normalizeCarNo } from './rules';

describe('normalizeCarNo: the one plate normaliser (issue 14)', () => {
  it('makes full-width characters ordinary and removes every space', () => {
    expect(normalizeCarNo('１２가３４５６')).toBe('12가3456');
    expect(normalizeCarNo(' 12가 3456 ')).toBe('12가3456');
    expect(normalizeCarNo('１２가\u3000３４５６')).toBe('12가3456');
    expect(normalizeCarNo('서울 12 가 3456')).toBe('서울12가3456');
    expect(isValidCarNo('１２가３４５６')).toBe(true);
  });

  it('schemas accept and store the normalised plate', () => {
    expect(unpaidLookupQuerySchema.parse({ carNo: '１２가 ３４５６' })).toEqual({ carNo: '12가3456' });
    expect(unpaidLookupQuerySchema.safeParse({ carNo: '１２가３４５' }).success).toBe(false);
    const gate = equipmentEventSchema.safeParse({ sectnId: 1, carNo: '１２가 ３４５６', eventId: 'e1' });
    expect(gate.success && gate.data.carNo).toBe('12가3456');
  });
});
