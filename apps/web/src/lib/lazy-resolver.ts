import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * A react-hook-form resolver whose zod schema loads on the form's first validation instead of with the screen:
 * zod (~26 kB gzip, and its evaluation on a phone) stays off the first load of a public form like /loginmain.
 * `prefetch()` starts the load early (on the form's first focus), so the first submit rarely waits for it.
 */
export function lazyZodResolver<T extends z.$ZodType<FieldValues, FieldValues>>(
  load: () => Promise<T>,
): { resolver: Resolver<z.input<T>, unknown, z.output<T>>; prefetch: () => void } {
  let schema: Promise<T> | undefined;
  let resolver: Resolver<z.input<T>, unknown, z.output<T>> | undefined;
  const prefetch = () => {
    schema ??= load();
    // a failed load is tried again on the next validation
    schema.catch(() => {
      schema = undefined;
    });
  };
  return {
    prefetch,
    resolver: async (values, context, options) => {
      if (!resolver) {
        prefetch();
        resolver = zodResolver(await (schema as Promise<T>)) as Resolver<z.input<T>, unknown, z.output<T>>;
      }
      return resolver(values, context, options);
    },
  };
}
