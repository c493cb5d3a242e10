import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * A react-hook-form resolver whose zod schema loads on the form's first validation instead of with the screen:
 * zod (~26 kB gzip, and its evaluation on a phone) stays off the first load of a public form like /loginmain.
 * `prefetch()` starts the load early (on the form's first focus), so a submit rarely waits for it. When the
 * schema cannot be loaded (the network dropped) the form is sent unchecked: the server checks every field
 * anyway and answers with the same Korean messages; the next validation tries the load again.
 */
export function lazyZodResolver<T extends z.$ZodType<FieldValues, FieldValues>>(
  load: () => Promise<T>,
): { resolver: Resolver<z.input<T>, unknown, z.output<T>>; prefetch: () => void } {
  let schema: Promise<T> | undefined;
  let resolver: Resolver<z.input<T>, unknown, z.output<T>> | undefined;
  const prefetch = () => {
    if (schema) return;
    schema = load();
    schema.catch(() => {
      schema = undefined;
    });
  };
  return {
    prefetch,
    resolver: async (values, context, options) => {
      if (!resolver) {
        prefetch();
        try {
          resolver = zodResolver(await (schema as Promise<T>)) as Resolver<z.input<T>, unknown, z.output<T>>;
        } catch {
          return { values: values as z.output<T>, errors: {} };
        }
      }
      return resolver(values, context, options);
    },
  };
}
