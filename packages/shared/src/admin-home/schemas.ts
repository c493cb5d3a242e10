import { z } from 'zod';
import { dailyMessageCountSchema } from '../notifications/member-settings';

/**
 * GET /api/admin/home.json (ROLE_ADMIN, decision 142): what awaits the back office — business applications
 * awaiting approval, unanswered questions, and today's (KST) approved card payments.
 */
export const adminHomeSchema = z.object({
  pendingBusinessMembers: z.number().int(),
  unansweredQuestions: z.number().int(),
  todayPayments: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** the KST day the payment counts are for, YYYY-MM-DD */
  today: z.string(),
  /** today's messages by kind, channel and result (issue 34 item 4) */
  messages: z.array(dailyMessageCountSchema),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
export const adminHomeResponseSchema = z.object({ result: adminHomeSchema });
