import { z } from 'zod';
import { ko } from '../messages/ko';

/** POST /api/visitInfo body, sent by the SPA after each navigation. */
export const visitRequestSchema = z.object({
  visitedPathName: z
    .string({ error: ko.validation.required })
    .trim()
    .min(1, ko.validation.required)
    .max(300, ko.validation.tooLong(300)),
  visitedCategory: z
    .string({ error: ko.validation.required })
    .trim()
    .max(200, ko.validation.tooLong(200))
    .default(''),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;
