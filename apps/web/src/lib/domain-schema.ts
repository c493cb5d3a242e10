import { type Domain, domainKey, toDomain, toWire } from '@parking/shared/common/wire-names';
import { z } from 'zod';

/**
 * A contract's schema (wire names) for a form that holds domain names (decision 206, amended by 227): the form's
 * values are sent through the contract's own rules as `toWire(values)`, its parsed answer comes back
 * `toDomain`, and every issue names the form's field (`carNo` → `plate`), so the contract's messages land under
 * the domain-named fields. The form's validation stays the server's: one schema, no copy.
 */
export function domainSchema<S extends z.ZodType>(
  wire: S,
): z.ZodType<Domain<z.output<S>>, Domain<z.input<S>>> {
  return z.unknown().transform((value, ctx) => {
    const parsed = wire.safeParse(toWire(value));
    if (parsed.success) return toDomain(parsed.data);
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        ...issue,
        path: issue.path.map((p) => (typeof p === 'string' ? domainKey(p) : p)),
      } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }) as unknown as z.ZodType<Domain<z.output<S>>, Domain<z.input<S>>>;
}
