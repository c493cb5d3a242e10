import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/**
 * Validates with a shared schema inside a handler (where the schema depends on the request, e.g. general vs
 * business sign-up); a failure is the usual 400 VALIDATION with Korean field errors.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  let first: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    first ??= issue.message;
    if (!field) continue;
    const list = fieldErrors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fieldErrors[field] = list;
  }
  const hasFields = Object.keys(fieldErrors).length > 0;
  throw new AppError('VALIDATION', 400, hasFields ? fieldErrors : undefined, {
    message: first ?? ko.errors.VALIDATION,
  });
}
