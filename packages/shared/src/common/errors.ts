import { z } from 'zod';

/** The one error shape of every non-2xx answer. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  sessionExpired: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
