import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ empNo: z.string().min(1, '아이디를 입력하여주십시오.') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ empNo: string }>;

describe('lazyZodResolver', () => {
  it('loads the schema once, on prefetch, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const v = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    v.prefetch();
    v.prefetch();
    const bad = await v.resolver({ empNo: '' }, undefined, options);
    expect(bad.errors.empNo?.message).toBe('아이디를 입력하여주십시오.');
    const good = await v.resolver({ empNo: 'citizen1' }, undefined, options);
    expect(good).toEqual({ values: { empNo: 'citizen1' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form unchecked when the schema cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema);
    const v = lazyZodResolver(load);
    expect(await v.resolver({ empNo: '' }, undefined, options)).toEqual({
      values: { empNo: '' },
      errors: {},
    });
    const again = await v.resolver({ empNo: '' }, undefined, options);
    expect(again.errors.empNo?.message).toBe('아이디를 입력하여주십시오.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
