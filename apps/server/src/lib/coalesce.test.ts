import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('sends the first call alone and the calls made meanwhile together, each getting its own result', async () => {
    const batches: number[][] = [];
    const double = coalesced(async (items: number[]) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((n) => n * 2);
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => double(n)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    // Idle again: the next call goes at once.
    expect(await double(5)).toBe(10);
    expect(batches.at(-1)).toEqual([5]);
  });

  it('starts every batch after its calls arrived (no answer older than its call)', async () => {
    let version = 0;
    const read = coalesced(async (items: string[]) => {
      const seen = version;
      await new Promise((r) => setTimeout(r, 5));
      return items.map(() => seen);
    });
    const first = read('a');
    await new Promise((r) => setTimeout(r, 1));
    version = 1; // a write lands while the first batch is in flight
    const second = read('b');
    expect(await first).toBe(0);
    expect(await second).toBe(1);
  });

  it('fails every call of a failed batch and goes on with the next', async () => {
    let fail = true;
    const load = coalesced(async (items: number[]) => {
      await new Promise((r) => setTimeout(r, 1));
      if (fail) {
        fail = false;
        throw new Error('database down');
      }
      return items;
    });
    const a = load(1);
    const b = load(2);
    await expect(a).rejects.toThrow('database down');
    expect(await b).toBe(2);
  });

  it('fails the batch when load throws before returning a promise', async () => {
    const load = coalesced((_items: number[]): Promise<number[]> => {
      throw new Error('bad');
    });
    await expect(load(1)).rejects.toThrow('bad');
  });
});
