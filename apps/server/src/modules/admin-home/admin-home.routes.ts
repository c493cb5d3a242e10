import { adminHomeResponseSchema } from '@parking/shared/admin-home/schemas';
import { kstDayRange, todayKst } from '@parking/shared/common/korea-time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/guards';
import { dailyCounts } from '../notifications';
import {
  approvedPaymentsBetween,
  countPendingBusinessMembers,
  countUnansweredQuestions,
} from './admin-home.repository';

/** The back office home's counts (decision 142): administrators only. */
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/home.json',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Back office home: business applications awaiting approval, unanswered questions, today's payments and messages",
        response: { 200: adminHomeResponseSchema },
      },
      onRequest: requireRole('ROLE_ADMIN'),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const today = todayKst();
      const { from, to } = kstDayRange(today, today);
      const [pendingBusinessMembers, unansweredQuestions, todayPayments, messages] = await Promise.all([
        countPendingBusinessMembers(app.db),
        countUnansweredQuestions(app.db),
        approvedPaymentsBetween(app.db, from, to),
        dailyCounts(app.db, today),
      ]);
      return { result: { pendingBusinessMembers, unansweredQuestions, todayPayments, today, messages } };
    },
  );
};
